package dev.avs.decoding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.Cluster;
import dev.avs.support.HostileFiles;
import dev.avs.support.HostilePdfs;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestDatabase;
import dev.avs.support.VerificationFlows;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * A node of the packaged jar with the heap the README recommends ({@code -Xms1g -Xmx1g}, 1.75 GiB for the process)
 * under every crafted file at once, four clients at a time, each file uploaded, attached and read by its check: the
 * node's resident memory stays within the README's sizing plus a margin, each decoder process within its limit, the
 * node answers throughout, and a node killed in the middle of reading a crafted statement is succeeded by one that
 * ends the check with its reason.
 */
class HostileFilesNodeIT {

    /** The README's 1.75 GiB for the process, and a margin for the test's four clients at once. */
    private static final long NODE_KIB = (1792 + 256) * 1024L;

    @TempDir
    Path work;

    @Test
    void aNodeOfTheRecommendedSizeStaysWithinItUnderEveryCraftedFileAndAfterARestart() throws Exception {
        Assumptions.assumeFalse(TestDatabase.isPostgres(), "one run is enough: the node has its own database");
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("avs.screening.sources[0].name", "un");
        settings.put("avs.screening.sources[0].format", "un-xml");
        settings.put("avs.screening.sources[0].location",
                Path.of("src/test/resources/screening/un/consolidated.xml").toAbsolutePath().toString());
        settings.put("avs.scheduling.heartbeat-interval", "1s");
        settings.put("avs.scheduling.missed-heartbeats-limit", "4");
        // the client compiler only (as OperatorCommandsWhileRunningIT's commands): on two cores the optimising
        // compiler's threads take a node's start from the test; the decoders run in processes of their own
        try (Cluster cluster = new Cluster(work, settings, Map.of(), List.of("-Xms1g", "-Xmx1g",
                "-XX:TieredStopAtLevel=1"))) {
            Cluster.Node node = cluster.start("node", Duration.ofSeconds(180));
            Api api = new Api(node.baseUrl(), Cluster.firstApiKey(node));
            AtomicLong nodePeak = new AtomicLong();
            AtomicLong decoderPeak = new AtomicLong();
            List<String> readChecks = new ArrayList<>();
            ExecutorService watch = Executors.newSingleThreadExecutor();
            watch.submit(() -> watchMemory(node, nodePeak, decoderPeak));
            try (ExecutorService clients = Executors.newFixedThreadPool(4)) {
                List<Future<String>> sent = new ArrayList<>();
                HostileFiles.all().forEach((name, file) -> sent.add(clients.submit(() -> send(api, name, file))));
                for (Future<String> one : sent) {
                    String verification = one.get(3, TimeUnit.MINUTES);
                    if (verification != null) {
                        readChecks.add(verification);
                    }
                }
                for (String verification : readChecks) {
                    IntegrationTest.eventually(Duration.ofMinutes(2), () -> api.get("/verifications/" + verification)
                            .json(), v -> !v.path("status").asString().equals("pending"));
                }
            } catch (Exception | AssertionError failed) {
                throw new AssertionError(failed.getMessage() + "\nThe node's threads:\n" + threads(node), failed);
            } finally {
                watch.shutdownNow();
            }
            assertThat(api.get("/actuator/health").status()).isEqualTo(200);
            assertThat(nodePeak.get()).as("the node's resident KiB at most").isLessThan(NODE_KIB);
            assertThat(decoderPeak.get()).as("a decoder process's resident KiB at most")
                    .isLessThanOrEqualTo(DecodingProperties.DEFAULTS.memory().toKilobytes());
            assertThat(node.output()).doesNotContain("OutOfMemoryError");

            // killed while reading a crafted statement: the next node (same data) ends the check with its reason
            VerificationFlows fixtures = new VerificationFlows(api);
            String applicant = fixtures.person();
            String statement = fixtures.file(HostilePdfs.textOperations(40));
            fixtures.document(applicant, "BANK_STATEMENT", Map.of("front_side_id", statement));
            String verification = fixtures.verify(applicant, "FINANCIAL");
            node.kill();
            Cluster.Node next = cluster.start("node", Duration.ofSeconds(180));
            Api again = new Api(next.baseUrl(), api.key());
            JsonNode decided = IntegrationTest.eventually(Duration.ofMinutes(2),
                    () -> again.get("/verifications/" + verification).json(),
                    v -> v.has("checks") && !v.path("status").asString().equals("pending"));
            assertThat(VerificationFlows.reason(decided, "FINANCIAL_DOCUMENT_UNREADABLE").path("details")
                    .path("unreadable").asString()).as(decided.toString()).contains("MB");
        }
    }

    /** Uploads, attaches and starts the check that reads the file; the verification's id, or null when refused. */
    private static String send(Api api, String name, HostileFiles.Hostile file) {
        ApiResponse uploaded = IntegrationTest.answeredWithin(Duration.ofSeconds(20), name,
                () -> api.upload("POST", "/files", file.isPdf() ? "statement.pdf" : "selfie.webm", file.content()));
        if (file.fate() == HostileFiles.Fate.REFUSED_AT_UPLOAD) {
            assertThat(uploaded.status()).as(name).isIn(413, 415);
            return null;
        }
        assertThat(uploaded.status()).as(name + ": " + uploaded).isEqualTo(200);
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        ApiResponse attached = IntegrationTest.answeredWithin(Duration.ofSeconds(20), name,
                () -> api.post("/documents", Map.of("applicant_id", applicant,
                        "type", file.isPdf() ? "BANK_STATEMENT" : "SELFIE_VIDEO", "front_side_id",
                        uploaded.id("file_id"))));
        if (file.fate() == HostileFiles.Fate.REFUSED_WHEN_ATTACHED) {
            assertThat(attached.status()).as(name).isEqualTo(422);
            return null;
        }
        assertThat(attached.status()).as(name + ": " + attached).isEqualTo(200);
        if (!file.isPdf()) {
            fixtures.document(applicant, "GOVERNMENT_ID", Map.of("front_side_id", fixtures.photo()));
        }
        return fixtures.verify(applicant, file.isPdf() ? "FINANCIAL" : "VIDEO");
    }

    /** The node's and its decoder processes' resident memory, sampled until cancelled. */
    private static void watchMemory(Cluster.Node node, AtomicLong nodePeak, AtomicLong decoderPeak) {
        ProcessHandle process = node.process().toHandle();
        while (!Thread.currentThread().isInterrupted()) {
            nodePeak.accumulateAndGet(resident(process.pid()), Math::max);
            process.descendants().forEach(d -> decoderPeak.accumulateAndGet(resident(d.pid()), Math::max));
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** The node's threads as {@code jcmd Thread.print} shows them, to see where a node that stopped answering is. */
    private static String threads(Cluster.Node node) {
        try {
            Process jcmd = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                    String.valueOf(node.process().pid()), "Thread.print").redirectErrorStream(true).start();
            String dump = new String(jcmd.getInputStream().readAllBytes());
            jcmd.waitFor(30, TimeUnit.SECONDS);
            return dump;
        } catch (IOException | InterruptedException e) {
            return "(no thread dump: " + e + ")";
        }
    }

    private static long resident(long pid) {
        try {
            return Files.readAllLines(Path.of("/proc/" + pid + "/status")).stream()
                    .filter(l -> l.startsWith("VmHWM:")).map(l -> Long.parseLong(l.replaceAll("\\D", "")))
                    .findFirst().orElse(0L);
        } catch (IOException | RuntimeException gone) {
            return 0;
        }
    }
}
