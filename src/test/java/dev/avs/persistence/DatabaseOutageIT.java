package dev.avs.persistence;

import static dev.avs.support.ServiceTest.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.AvsApplication;
import dev.avs.account.Accounts;
import dev.avs.fuzz.LogCapture;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.ThrowawayPostgres;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The database goes away under load: the test's own PostgreSQL (never the suite's) is stopped as a crash would stop
 * it during a burst of keyed and unkeyed creates and reads, and started again. Meanwhile every answer is a success
 * or a 503 {@code unavailable} in the envelope with a {@code Retry-After}, given within a few seconds, and nothing is
 * logged with a stack trace (but by the job queues' library, for the polls that met the outage); once the database
 * is back, each keyed create that failed succeeds at its first retry (never 409), and every create that was
 * acknowledged is there. The node runs with the service's own settings: its pools' connection timeout, its circuit's.
 */
class DatabaseOutageIT {

    /** Its own server, on a port no other test or script uses (below 32768: outside the ephemeral range). */
    private static final int PORT = 25462;
    private static final Duration ANSWERED_WITHIN = Duration.ofSeconds(5);
    private static final Duration OUTAGE = Duration.ofSeconds(6);
    private static final String JOB_QUEUES = "com.github.kagkarlsson.scheduler.";

    private enum Kind { KEYED_CREATE, CREATE, READ }

    /** One request of the burst and how it was answered ({@code failure}: no answer, or one the contract refuses). */
    private record Answer(Kind kind, String key, Map<String, String> body, long startedAt, long tookNanos,
                          ApiResponse response, Throwable failure) {

        boolean isSuccess() {
            return failure == null && response.status() / 100 == 2;
        }

        /** What is wrong with the answer, null if nothing; its time counts from {@code bounded} on (nanoTime). */
        String problem(long bounded) {
            if (failure != null) {
                return "no answer that the contract allows: " + failure;
            }
            if (startedAt - bounded >= 0 && tookNanos > ANSWERED_WITHIN.toNanos()) {
                return "answered after " + tookNanos / 1_000_000 + " ms";
            }
            if (isSuccess()) {
                return null;
            }
            String retryAfter = response.header("Retry-After");
            boolean enveloped = response.status() == 503 && "unavailable".equals(response.errorType())
                    && !response.json().path("message").asString().isBlank()
                    && !response.json().path("request_id").asString().isBlank();
            return enveloped && retryAfter != null && retryAfter.matches("[1-9][0-9]*") ? null
                    : "answered " + response.status() + " Retry-After " + retryAfter + ": " + response.body();
        }
    }

    @Test
    void aDatabaseThatGoesAwayIsAnswered503AtOnceAndNothingAcknowledgedIsLost() {
        try (ThrowawayPostgres database = ThrowawayPostgres.start("avs-database-outage-it", PORT);
             ConfigurableApplicationContext node = start(database)) {
            String key = node.getBean(Accounts.class).createAccount("outage").key().key();
            Api api = new Api("http://localhost:" + ((WebServerApplicationContext) node).getWebServer().getPort(), key);
            List<String> log;
            long crashed;
            ApiResponse formPage;
            Burst burst = new Burst(api);
            try {
                eventually(Duration.ofSeconds(60), () -> burst.answered(0, true), kinds -> kinds.size() == 3);
                try (LogCapture capture = new LogCapture()) {
                    database.crash();
                    crashed = System.nanoTime();
                    // each kind of request keeps coming for the whole outage
                    eventually(Duration.ofSeconds(90), () -> burst.answered(crashed + OUTAGE.toNanos(), false),
                            kinds -> kinds.size() == 3);
                    formPage = new Api(api.baseUrl(), null).get("/form/" + "a".repeat(43));
                    database.restart();
                    long restarted = System.nanoTime();
                    eventually(Duration.ofSeconds(60), () -> burst.answered(restarted, true), kinds -> kinds.size() == 3);
                    burst.stop();
                    log = capture.lines();
                }
            } finally {
                burst.stop();
            }

            List<Answer> answers = burst.answers();
            // (the first requests of a fresh node take their time: only those of the outage and after are timed)
            List<String> problems = answers.stream().filter(answer -> answer.problem(crashed) != null)
                    .map(answer -> answer.kind() + " " + answer.problem(crashed)).toList();
            assertThat(problems).as("answers that are neither a success nor a 503 in the envelope within %s, of %d",
                    ANSWERED_WITHIN, answers.size()).isEmpty();
            assertThat(answers).as("the outage was answered 503 for every kind of request")
                    .filteredOn(answer -> !answer.isSuccess()).extracting(Answer::kind).contains(Kind.values());
            assertThat(log).as("what was logged during the outage, but by the job queues' library")
                    .filteredOn(line -> !line.startsWith(JOB_QUEUES)).noneMatch(line -> line.contains("\n\tat "));
            // db-scheduler logs each failed poll with its stack trace, about two a second; the queues rest once the
            // outage is known, so it logs only the polls that met it
            assertThat(log).as("the job queues' stack traces")
                    .filteredOn(line -> line.startsWith(JOB_QUEUES) && line.contains("\n\tat ")).hasSizeLessThan(8);

            assertThat(formPage.status()).as("a hosted form's page").isEqualTo(503);
            assertThat(formPage.header("Content-Type")).startsWith("text/html");
            assertThat(formPage.header("Retry-After")).isNotNull();

            Set<String> acknowledged = new HashSet<>();
            for (Answer answer : answers) {
                if (answer.kind() == Kind.READ) {
                    continue;
                }
                if (answer.isSuccess()) {
                    acknowledged.add(answer.response().id("applicant_id"));
                }
                if (answer.kind() == Kind.KEYED_CREATE) {
                    ApiResponse retried = api.withHeader("Idempotency-Key", answer.key()).post("/applicants",
                            answer.body());
                    assertThat(retried.status()).as("the first retry of %s, first answered %d: %s", answer.key(),
                            answer.response().status(), retried.body()).isEqualTo(200);
                    if (answer.isSuccess()) {
                        assertThat(retried.id("applicant_id")).as("a replay").isEqualTo(
                                answer.response().id("applicant_id"));
                    }
                    acknowledged.add(retried.id("applicant_id"));
                }
            }
            assertThat(acknowledged).allSatisfy(id -> assertThat(api.get("/applicants/" + id).status())
                    .as("acknowledged applicant %s", id).isEqualTo(200));
        }
    }

    private static ConfigurableApplicationContext start(ThrowawayPostgres database) {
        // no face engine to load: nothing here looks at a face
        return new SpringApplicationBuilder(AvsApplication.class).profiles("test").run("--server.port=0",
                "--spring.datasource.url=" + database.url(), "--spring.datasource.username=avs",
                "--spring.datasource.password=avs", "--avs.face.enabled=false");
    }

    /**
     * Requests sent at a steady rate, each on a thread of its own, at most {@value #IN_FLIGHT} at once: creates with
     * and without an {@code Idempotency-Key} and reads of the applicants created.
     */
    private static final class Burst {

        private static final int IN_FLIGHT = 16;

        private final Api api;
        private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor();
        private final ExecutorService requests = Executors.newVirtualThreadPerTaskExecutor();
        private final Semaphore slots = new Semaphore(IN_FLIGHT);
        private final AtomicInteger sent = new AtomicInteger();
        private final List<Answer> answers = new CopyOnWriteArrayList<>();
        private final List<String> created = new CopyOnWriteArrayList<>();

        Burst(Api api) {
            this.api = api;
            ticker.scheduleAtFixedRate(() -> {
                if (slots.tryAcquire()) {
                    requests.submit(this::send);
                }
            }, 0, 25, TimeUnit.MILLISECONDS);
        }

        /** The kinds of request started at or after {@code since} (System.nanoTime) and answered (successfully). */
        Set<Kind> answered(long since, boolean successfully) {
            Set<Kind> kinds = EnumSet.noneOf(Kind.class);
            answers.stream().filter(answer -> answer.startedAt() - since >= 0
                    && (!successfully || answer.isSuccess())).forEach(answer -> kinds.add(answer.kind()));
            return kinds;
        }

        List<Answer> answers() {
            return new ArrayList<>(answers);
        }

        void stop() {
            ticker.shutdownNow();
            requests.close();
        }

        private void send() {
            try {
                int n = sent.incrementAndGet();
                Kind kind = Kind.values()[n % 3];
                if (kind == Kind.READ && created.isEmpty()) {
                    kind = Kind.CREATE;
                }
                String key = kind == Kind.KEYED_CREATE ? "outage-" + n : null;
                Map<String, String> body = Map.of("type", "PERSON", "first_name", "Burst " + VerificationFlows.letters(n));
                long started = System.nanoTime();
                ApiResponse response = null;
                Throwable failure = null;
                try {
                    response = switch (kind) {
                        case KEYED_CREATE -> api.withHeader("Idempotency-Key", key).post("/applicants", body);
                        case CREATE -> api.post("/applicants", body);
                        case READ -> api.get("/applicants/"
                                + created.get(ThreadLocalRandom.current().nextInt(created.size())));
                    };
                } catch (RuntimeException | AssertionError e) {
                    failure = e;   // no answer, or one the OpenAPI document does not allow (a 500)
                }
                Answer answer = new Answer(kind, key, body, started, System.nanoTime() - started, response, failure);
                if (answer.isSuccess() && kind != Kind.READ) {
                    created.add(response.id("applicant_id"));
                }
                answers.add(answer);
            } finally {
                slots.release();
            }
        }
    }
}
