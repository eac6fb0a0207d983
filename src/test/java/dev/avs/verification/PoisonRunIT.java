package dev.avs.verification;

import static dev.avs.support.VerificationFlows.reason;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.file.Files;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.Nodes;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * No poison run: a verification whose run takes its node down (or never ends) is tried a bounded number of times,
 * across restarts, and then goes to a person with FILE_UNPROCESSABLE naming the check and the file; an attempt
 * that passes its deadline counts as failed, and whatever it finds later decides nothing.
 */
class PoisonRunIT {

    private static final Map<String, Object> FAST = Map.of("avs.scheduling.heartbeat-interval", "250ms",
            "avs.scheduling.missed-heartbeats-limit", "4", "avs.scheduling.shutdown-max-wait", "200ms",
            "avs.verification.max-attempts", "2", "avs.verification.retry-delay", "100ms");

    @AfterEach
    void releaseStuckRuns() {
        StallingDocumentCheck.release();
    }

    @Test
    void aRunThatTakesItsNodeDownEveryTimeEndsInReviewAfterItsAttempts() {
        StallingDocumentCheck.Round stalled = StallingDocumentCheck.reset();
        Nodes nodes = new Nodes(Nodes.fresh("avs-poison-run"), FAST);
        String verification;
        String front;
        String passport;
        ConfigurableApplicationContext first = nodes.start(StallingDocumentCheck.class);
        try {
            VerificationFlows fixtures = new VerificationFlows(nodes.api(first));
            String applicant = fixtures.person();
            front = fixtures.photo();
            passport = fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", front));
            verification = fixtures.verify(applicant, "DOCUMENT");
            StallingDocumentCheck.awaitEntries(stalled, 1);
        } finally {
            Nodes.kill(first);   // as a node that a file takes down: nothing more is written by it
        }
        ConfigurableApplicationContext second = nodes.start(StallingDocumentCheck.class);
        try {
            StallingDocumentCheck.awaitEntries(stalled, 2);   // the next node counted the dead attempt and tried again
        } finally {
            Nodes.kill(second);
        }
        try (ConfigurableApplicationContext third = nodes.start(StallingDocumentCheck.class,
                CrashRecoveryIT.Decisions.class)) {
            Api api = nodes.api(third);
            JsonNode decided = IntegrationTest.eventually(Duration.ofSeconds(30),
                    () -> api.get("/verifications/" + verification).json(),
                    v -> !v.path("status").asString().equals("pending"));

            assertThat(decided.path("status").asString()).isEqualTo("review");
            JsonNode reason = reason(decided, "FILE_UNPROCESSABLE");
            assertThat(reason.path("result").asString()).isEqualTo("consider");
            assertThat(reason.path("message").asString()).contains("2 attempts").contains("a person should review");
            assertThat(reason.path("details").path("check").asString()).isEqualTo("document");
            assertThat(reason.path("details").path("file_id").asString()).isEqualTo(front);
            assertThat(reason.path("details").path("document_id").asString()).isEqualTo(passport);
            assertThat(reason.path("details").path("failure").asString()).isEqualTo("node_stopped");
            assertThat(reason.path("details").path("attempts").asInt()).isEqualTo(2);
            // the job is gone (its row removed just after the decision): no node, now or after a restart, runs it again
            IntegrationTest.eventually(Duration.ofSeconds(10), () -> jobs(third, verification), n -> n == 0);
            assertThat(stalled.entries().get()).isEqualTo(2);
            assertThat(third.getBean(CrashRecoveryIT.Decisions.class).of(verification))
                    .containsExactly(VerificationStatus.REVIEW);
        }
    }

    @Test
    void aRunPastItsDeadlineIsAFailedAttemptAndItsLateEndDecidesNothing() throws Exception {
        StallingDocumentCheck.Round stalled = StallingDocumentCheck.reset();
        Nodes nodes = new Nodes(Nodes.fresh("avs-poison-deadline"), FAST);
        try (ConfigurableApplicationContext node = nodes.start(Map.of("avs.verification.run-deadline", "1s"),
                StallingDocumentCheck.class, CrashRecoveryIT.Decisions.class)) {
            Api api = nodes.api(node);
            VerificationFlows fixtures = new VerificationFlows(api);
            String applicant = fixtures.person();
            String front = fixtures.photo();
            fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", front));
            String verification = fixtures.verify(applicant, "DOCUMENT");

            JsonNode decided = IntegrationTest.eventually(Duration.ofSeconds(30),
                    () -> api.get("/verifications/" + verification).json(),
                    v -> !v.path("status").asString().equals("pending"));
            assertThat(decided.path("status").asString()).isEqualTo("review");
            JsonNode reason = reason(decided, "FILE_UNPROCESSABLE");
            assertThat(reason.path("details").path("failure").asString()).isEqualTo("deadline_passed");
            assertThat(reason.path("details").path("file_id").asString()).isEqualTo(front);
            assertThat(stalled.entries().get()).as("each attempt ran the check").isEqualTo(2);
            // the decision is written before the queue removes the given-up job's row: that follows at once
            IntegrationTest.eventually(Duration.ofSeconds(10), () -> jobs(node, verification), n -> n == 0);

            // both abandoned attempts end now and find the document's results: nothing is decided again
            StallingDocumentCheck.release();
            for (Thread stuck : stalled.threads()) {
                assertThat(stuck.join(Duration.ofSeconds(20))).as("the abandoned attempt ended").isTrue();
            }
            assertThat(stalled.finished().get()).isEqualTo(2);
            JsonNode after = api.get("/verifications/" + verification).json();
            assertThat(after.path("status").asString()).isEqualTo("review");
            assertThat(after.path("updated_at").asString()).isEqualTo(decided.path("updated_at").asString());
            assertThat(VerificationFlows.reasons(after, "FILE_UNPROCESSABLE")).hasSize(1);
            assertThat(node.getBean(CrashRecoveryIT.Decisions.class).of(verification))
                    .as("created, then decided once").containsExactly(VerificationStatus.PENDING, VerificationStatus.REVIEW);
        }
    }

    private static long jobs(ConfigurableApplicationContext node, String verification) {
        return node.getBean(JdbcClient.class)
                .sql("SELECT COUNT(*) FROM scheduled_tasks WHERE task_name = :task AND task_instance = :id")
                .param("task", VerificationRunTask.NAME).param("id", verification).query(Long.class).single();
    }

    /**
     * Makes the DOCUMENT check read the document's front, as the real one does, and then hang, ignoring
     * interruption, as a decoder stuck in native code does; released only when the test ends, and then it runs
     * the real check.
     */
    @Configuration(proxyBeanMethods = false)
    static class StallingDocumentCheck {

        /** One test's stalled runs: those of an earlier test, released when it ended, count there. */
        record Round(AtomicInteger entries, AtomicInteger finished, List<Thread> threads, CountDownLatch released) {
            Round() {
                this(new AtomicInteger(), new AtomicInteger(), new CopyOnWriteArrayList<>(), new CountDownLatch(1));
            }
        }

        private static volatile Round round = new Round();

        static Round reset() {
            round.released().countDown();
            round = new Round();
            return round;
        }

        static void release() {
            round.released().countDown();
        }

        static void awaitEntries(Round round, int count) {
            IntegrationTest.eventually(Duration.ofSeconds(30), round.entries()::get, n -> n >= count);
        }

        @Bean
        static BeanPostProcessor stallDocument(ObjectProvider<Files> files) {
            return ReplacedRun.of(CheckType.DOCUMENT, (check, context) -> {
                Round mine = round;
                String front = context.evidence().documents().getFirst().frontSideId();
                files.getObject().read(context.account(), front);
                mine.threads().add(Thread.currentThread());
                mine.entries().incrementAndGet();
                while (true) {
                    try {
                        mine.released().await();
                        break;
                    } catch (InterruptedException ignored) {
                        // stuck in native code: interruption does not reach it
                    }
                }
                try {
                    return check.run(context);
                } finally {
                    mine.finished().incrementAndGet();
                }
            });
        }
    }
}
