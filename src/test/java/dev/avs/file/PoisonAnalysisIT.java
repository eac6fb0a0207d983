package dev.avs.file;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.account.AccountId;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.Nodes;
import dev.avs.support.TestImages;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.commons.codec.digest.DigestUtils;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * An analysis of an upload that takes its node down at every attempt is given up after its attempts, across
 * restarts, and never queued again for that content (the check that needs it analyses the file itself).
 */
class PoisonAnalysisIT {

    private static final Map<String, Object> FAST = Map.of("avs.scheduling.heartbeat-interval", "250ms",
            "avs.scheduling.missed-heartbeats-limit", "4", "avs.scheduling.shutdown-max-wait", "200ms",
            "avs.file.analysis.max-attempts", "2", "avs.file.analysis.retry-delay", "100ms");

    @AfterEach
    void releaseStuckAnalyses() {
        StallingAnalysis.released.countDown();
    }

    @Test
    void anAnalysisThatTakesItsNodeDownIsGivenUpAfterItsAttempts() {
        Nodes nodes = new Nodes(Nodes.fresh("avs-poison-analysis"), FAST);
        byte[] photo = TestImages.photo(640, 480, System.nanoTime());
        String sha256 = DigestUtils.sha256Hex(photo);
        ConfigurableApplicationContext first = nodes.start(StallingAnalysis.class);
        try {
            nodes.api(first).upload("POST", "/files", "photo.jpg", photo).id("file_id");
            awaitEntries(1);
        } finally {
            Nodes.kill(first);
        }
        ConfigurableApplicationContext second = nodes.start(StallingAnalysis.class);
        try {
            awaitEntries(2);   // the next node counted the dead attempt and tried again
        } finally {
            Nodes.kill(second);
        }
        try (ConfigurableApplicationContext third = nodes.start(StallingAnalysis.class)) {
            JdbcClient jdbc = third.getBean(JdbcClient.class);
            // the third node counts the second dead attempt as the last: the job is gone instead of revived
            IntegrationTest.eventually(Duration.ofSeconds(30), () -> jobs(jdbc, sha256), n -> n == 0);
            assertThat(givenUp(jdbc, sha256)).isEqualTo(1);

            // the same content uploaded again is not analysed again in the background
            Api api = nodes.api(third);
            api.upload("POST", "/files", "again.jpg", photo).id("file_id");
            assertThat(jobs(jdbc, sha256)).isZero();
            assertThat(StallingAnalysis.entries.get()).isEqualTo(2);
        }
    }

    private static void awaitEntries(int count) {
        IntegrationTest.eventually(Duration.ofSeconds(30), StallingAnalysis.entries::get, n -> n >= count);
    }

    private static long givenUp(JdbcClient jdbc, String sha256) {
        return jdbc.sql("SELECT COUNT(*) FROM upload_analysis_given_up WHERE analysis = :analysis AND sha256 = :sha")
                .param("analysis", StallingAnalysis.NAME).param("sha", sha256).query(Long.class).single();
    }

    private static long jobs(JdbcClient jdbc, String sha256) {
        return jdbc.sql("SELECT COUNT(*) FROM scheduled_tasks WHERE task_name = :task AND task_instance = :id")
                .param("task", UploadAnalysisTask.NAME).param("id", StallingAnalysis.NAME + ":" + sha256)
                .query(Long.class).single();
    }

    /** An analysis of every upload that reads the file and then hangs, ignoring interruption, as native code. */
    @Configuration(proxyBeanMethods = false)
    static class StallingAnalysis {
        static final String NAME = "stalling";
        static final AtomicInteger entries = new AtomicInteger();
        static final CountDownLatch released = new CountDownLatch(1);

        @Bean
        ContentAnalysis stallingAnalysis(ObjectProvider<Files> files) {
            return new ContentAnalysis() {
                @Override
                public String name() {
                    return NAME;
                }

                @Override
                public boolean onUpload(FileStored stored) {
                    return true;
                }

                @Override
                public boolean runsHere() {
                    return true;
                }

                @Override
                public void analyse(AccountId account, String fileId) {
                    files.getObject().read(account, fileId);
                    entries.incrementAndGet();
                    while (true) {
                        try {
                            released.await();
                            return;
                        } catch (InterruptedException ignored) {
                            // stuck in native code: interruption does not reach it
                        }
                    }
                }
            };
        }
    }
}
