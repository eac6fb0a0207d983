package dev.avs.verification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.Nodes;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.config.BeanPostProcessor;
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
        Nodes nodes = new Nodes("avs-crash-stored", Map.of());
        String verification;
        try (ConfigurableApplicationContext first = nodes.start(Map.of("avs.scheduling.enabled", "false"))) {
            VerificationFlows fixtures = new VerificationFlows(nodes.api(first));
            verification = fixtures.verify(fixtures.person(), "PROFILE");
            assertThat(nodes.api(first).get("/verifications/" + verification).json().path("status").asString())
                    .isEqualTo("pending");
        }
        try (ConfigurableApplicationContext second = nodes.start(Decisions.class)) {
            JsonNode decided = IntegrationTest.eventually(Duration.ofSeconds(20),
                    () -> nodes.api(second).get("/verifications/" + verification).json(),
                    v -> v.path("status").asString().equals("completed"));
            assertThat(decided.path("verified").asBoolean()).isTrue();
            assertThat(second.getBean(Decisions.class).of(verification)).containsExactly(VerificationStatus.COMPLETED);
        }
    }

    @Test
    void aRunCutOffMidwayIsTakenOverAndDecidedOnce() throws Exception {
        Nodes nodes = new Nodes("avs-crash-midway", Map.of("avs.scheduling.heartbeat-interval", "250ms",
                "avs.scheduling.missed-heartbeats-limit", "4", "avs.scheduling.shutdown-max-wait", "200ms"));
        String verification;
        ConfigurableApplicationContext first = nodes.start(BlockingProfileCheck.class);
        try {
            VerificationFlows fixtures = new VerificationFlows(nodes.api(first));
            verification = fixtures.verify(fixtures.person(), "PROFILE");
            assertThat(BlockingProfileCheck.entered.await(20, TimeUnit.SECONDS)).as("the run started").isTrue();
        } finally {
            first.close();   // the worker is still inside the check: its run never finishes on this node
        }
        try (ConfigurableApplicationContext second = nodes.start(Decisions.class)) {
            Api api = nodes.api(second);
            JsonNode decided = IntegrationTest.eventually(Duration.ofSeconds(30),
                    () -> api.get("/verifications/" + verification).json(),
                    v -> v.path("status").asString().equals("completed"));
            String completedAt = decided.path("completed_at").asString();

            BlockingProfileCheck.release.countDown();   // the cut-off run wakes up on a dead node and tries to finish
            assertThat(BlockingProfileCheck.worker.join(Duration.ofSeconds(20))).as("the cut-off run ended").isTrue();

            assertThat(second.getBean(Decisions.class).of(verification)).containsExactly(VerificationStatus.COMPLETED);
            JsonNode after = api.get("/verifications/" + verification).json();
            assertThat(after.path("completed_at").asString()).isEqualTo(completedAt);
        }
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
            return ReplacedRun.of(CheckType.PROFILE, (check, context) -> {
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
            });
        }
    }
}
