package dev.avs.verification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.AvsApplication;
import dev.avs.account.AccountService;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestDatabase;
import dev.avs.support.Verifications;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.EventListener;
import tools.jackson.databind.JsonNode;

/**
 * A node that dies after a verification is stored, or in the middle of running it, loses nothing: a node started
 * later completes the verification, exactly once.
 */
class CrashRecoveryIT {

    @Test
    void aVerificationStoredWithoutAWorkerIsRunByTheNextNode() {
        String database = "avs-crash-stored";
        String verification;
        Map<String, Object> noWorker = Map.of("avs.scheduling.enabled", "false");
        try (ConfigurableApplicationContext first = start(database, noWorker)) {
            Verifications fixtures = new Verifications(client(first));
            verification = fixtures.verify(fixtures.person(), "PROFILE");
            assertThat(client(first).get("/verifications/" + verification).json().path("status").asString())
                    .isEqualTo("pending");
            apiKey = key;
        }
        try (ConfigurableApplicationContext second = start(database, Map.of(), Decisions.class)) {
            JsonNode decided = IntegrationTest.eventually(Duration.ofSeconds(20),
                    () -> new Api(baseUrl(second), apiKey).get("/verifications/" + verification).json(),
                    v -> v.path("status").asString().equals("completed"));
            assertThat(decided.path("verified").asBoolean()).isTrue();
            assertThat(second.getBean(Decisions.class).of(verification)).containsExactly(VerificationStatus.COMPLETED);
        }
    }

    @Test
    void aRunCutOffMidwayIsTakenOverAndDecidedOnce() throws Exception {
        String database = "avs-crash-midway";
        Map<String, Object> fastTakeover = Map.of("avs.scheduling.heartbeat-interval", "250ms",
                "avs.scheduling.missed-heartbeats-limit", "4", "avs.scheduling.shutdown-max-wait", "200ms");
        String verification;
        ConfigurableApplicationContext first = start(database, fastTakeover, BlockingProfileCheck.class);
        try {
            Verifications fixtures = new Verifications(client(first));
            verification = fixtures.verify(fixtures.person(), "PROFILE");
            assertThat(BlockingProfileCheck.entered.await(20, TimeUnit.SECONDS)).as("the run started").isTrue();
            apiKey = key;
        } finally {
            first.close();   // the worker is still inside the check: its run never finishes on this node
        }
        try (ConfigurableApplicationContext second = start(database, fastTakeover, Decisions.class)) {
            JsonNode decided = IntegrationTest.eventually(Duration.ofSeconds(30),
                    () -> new Api(baseUrl(second), apiKey).get("/verifications/" + verification).json(),
                    v -> v.path("status").asString().equals("completed"));
            String completedAt = decided.path("completed_at").asString();

            BlockingProfileCheck.release.countDown();   // the cut-off run wakes up on a dead node and tries to finish
            assertThat(BlockingProfileCheck.worker.join(Duration.ofSeconds(20))).as("the cut-off run ended").isTrue();

            assertThat(second.getBean(Decisions.class).of(verification)).containsExactly(VerificationStatus.COMPLETED);
            JsonNode after = new Api(baseUrl(second), apiKey).get("/verifications/" + verification).json();
            assertThat(after.path("completed_at").asString()).isEqualTo(completedAt);
        }
    }

    private String key;
    private String apiKey;

    private ConfigurableApplicationContext start(String database, Map<String, Object> extra, Class<?>... more) {
        Map<String, Object> properties = new HashMap<>(TestDatabase.properties(database));
        properties.put("server.port", "0");
        properties.putAll(extra);
        Class<?>[] sources = new Class<?>[more.length + 1];
        sources[0] = AvsApplication.class;
        System.arraycopy(more, 0, sources, 1, more.length);
        // As command-line arguments, the settings outrank application.yml (builder properties would not).
        String[] args = properties.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue())
                .toArray(String[]::new);
        ConfigurableApplicationContext context = new SpringApplicationBuilder(sources).profiles("test").run(args);
        if (key == null) {
            key = context.getBean(AccountService.class).createAccount("crash").key().key();
        }
        return context;
    }

    private Api client(ConfigurableApplicationContext context) {
        return new Api(baseUrl(context), key);
    }

    private static String baseUrl(ConfigurableApplicationContext context) {
        return "http://localhost:" + ((WebServerApplicationContext) context).getWebServer().getPort();
    }

    /** Records every status change this node publishes. */
    @Configuration(proxyBeanMethods = false)
    static class Decisions {
        private final List<VerificationStatusChanged> changes = new CopyOnWriteArrayList<>();

        @EventListener
        void on(VerificationStatusChanged change) {
            changes.add(change);
        }

        List<VerificationStatus> of(String verificationId) {
            return changes.stream().filter(c -> c.verificationId().equals(verificationId))
                    .map(VerificationStatusChanged::status).toList();
        }
    }

    /** Makes the PROFILE check wait, ignoring interruption, as a stuck or dying worker would. */
    @Configuration(proxyBeanMethods = false)
    static class BlockingProfileCheck {
        static final CountDownLatch entered = new CountDownLatch(1);
        static final CountDownLatch release = new CountDownLatch(1);
        static volatile Thread worker;

        @Bean
        static BeanPostProcessor blockProfile() {
            return new BeanPostProcessor() {
                @Override
                public Object postProcessAfterInitialization(Object bean, String name) {
                    if (bean instanceof VerificationCheck check && check.type() == CheckType.PROFILE) {
                        return new VerificationCheck() {
                            @Override
                            public CheckType type() {
                                return CheckType.PROFILE;
                            }

                            @Override
                            public List<Gap> gaps(Evidence evidence, Policy policy) {
                                return check.gaps(evidence, policy);
                            }

                            @Override
                            public CheckResult run(Context context) {
                                worker = Thread.currentThread();
                                entered.countDown();
                                while (true) {
                                    try {
                                        release.await();
                                        return check.run(context);
                                    } catch (InterruptedException ignored) {
                                        // a stuck worker does not notice its node shutting down
                                    }
                                }
                            }
                        };
                    }
                    return bean;
                }
            };
        }
    }
}
