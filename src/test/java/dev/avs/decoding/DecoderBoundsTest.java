package dev.avs.decoding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.support.Statements;
import dev.avs.support.HostilePdfs;
import dev.avs.support.HostileVideos;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

/**
 * Crafted files given straight to decoder processes, without the upload's walk (as a file stored before it existed
 * would be): each is refused or read within seconds, the decoder process never reserves more than its limit, and
 * this JVM (the service's) holds none of it. A process that overruns its time is stopped.
 */
class DecoderBoundsTest {

    private static final Decoders DECODERS = Decoders.standalone();

    @AfterAll
    static void stop() {
        DECODERS.close();
    }

    @Test
    void everyCraftedFileIsRefusedOrReadWithinSecondsAndWithinTheProcesssMemory() throws Exception {
        Map<String, Object[]> files = new LinkedHashMap<>();
        files.put("mp4, 20 million samples", new Object[] {HostileVideos.mp4DeclaringSamples(20_000_000), "video/mp4"});
        files.put("mp4, 170 million samples", new Object[] {HostileVideos.mp4DeclaringSamples(170_000_000),
                "video/mp4"});
        files.put("mov, 40 million samples", new Object[] {HostileVideos.movDeclaringSamples(40_000_000),
                "video/quicktime"});
        files.put("fragmented, 40 million samples", new Object[] {HostileVideos.fragmentedDeclaring(40_000_000),
                "video/mp4"});
        files.put("mp4, 16 tracks declaring 8192 x 8192", new Object[] {HostileVideos.mp4WithTracks(16, 8192),
                "video/mp4"});
        files.put("webm, a frame declaring 200 MB", new Object[] {HostileVideos.webmBlockDeclaring(200_000_000L),
                "video/webm"});
        files.put("webm, a cluster declaring a terabyte", new Object[] {HostileVideos.webmClusterDeclaring(1L << 40),
                "video/webm"});
        files.put("pdf, 40 MB of text operations", new Object[] {HostilePdfs.textOperations(40), "application/pdf"});
        files.put("pdf, forms drawing forms 4^10 times", new Object[] {HostilePdfs.formFanOut(10, 4),
                "application/pdf"});
        files.put("pdf, an image declaring 100000 x 100000", new Object[] {HostilePdfs.imageDeclaring(100_000),
                "application/pdf"});
        long before = residentKiB(ProcessHandle.current().pid());
        for (Map.Entry<String, Object[]> file : files.entrySet()) {
            byte[] bytes = (byte[]) file.getValue()[0];
            String type = (String) file.getValue()[1];
            long started = System.nanoTime();
            try {
                if (type.equals("application/pdf")) {
                    DECODERS.pdfText(bytes);
                } else {
                    DECODERS.clip(bytes, type, 12);
                }
            } catch (Undecodable refused) {
                assertThat(refused.isRetryable()).as(file.getKey()).isFalse();
                assertThat(refused.getMessage()).as(file.getKey()).doesNotContain("Exception");
            }
            assertThat(Duration.ofNanos(System.nanoTime() - started)).as(file.getKey())
                    .isLessThan(Duration.ofSeconds(10));
            for (long pid : DECODERS.idleProcessIds()) {
                assertThat(status(pid, "VmPeak")).as(file.getKey())
                        .isLessThanOrEqualTo(DecodingProperties.DEFAULTS.memory().toKilobytes());
            }
        }
        // what the decoders allocated is theirs: this JVM grew by no more than the files and their answers
        assertThat(residentKiB(ProcessHandle.current().pid()) - before).isLessThan(256 * 1024);
    }

    @Test
    void aProcessOverItsTimeIsStoppedAndAnOutOfMemoryDecoderIsReplaced() throws Exception {
        DecodingProperties hurried = new DecodingProperties(1, DataSize.ofMegabytes(1024), DataSize.ofMegabytes(192),
                Duration.ofMillis(1), Duration.ofMillis(1), Duration.ofSeconds(10), 200, Duration.ofMinutes(1));
        Decoders decoders = new Decoders(hurried);
        try {
            byte[] pdf = HostilePdfs.pages(2_000);
            assertThatThrownBy(() -> decoders.pdfText(pdf)).isInstanceOf(Undecodable.class)
                    .hasMessageContaining("time allowed").satisfies(e -> assertThat(((Undecodable) e).overLimits())
                            .isTrue());
            assertThat(decoders.idleProcessIds()).isEmpty();
        } finally {
            decoders.close();
        }
        // a heap too small for the file: the process ends (ExitOnOutOfMemoryError), the file is refused, the next
        // file gets a new process
        DecodingProperties small = new DecodingProperties(1, DataSize.ofMegabytes(1024), DataSize.ofMegabytes(24),
                Duration.ofSeconds(30), Duration.ofSeconds(30), Duration.ofSeconds(10), 200, Duration.ofMinutes(1));
        Decoders tight = new Decoders(small);
        try {
            assertThatThrownBy(() -> tight.pdfText(HostilePdfs.pages(60_000))).isInstanceOf(Undecodable.class)
                    .satisfies(e -> assertThat(((Undecodable) e).overLimits()).isTrue());
            assertThat(tight.pdfText(Statements.pdf("Bank", "JAN NOWAK", "01/10/2026",
                    "31/10/2026")).text()).contains("JAN NOWAK");
        } finally {
            tight.close();
        }
    }

    private static long residentKiB(long pid) throws IOException {
        return status(pid, "VmRSS");
    }

    private static long status(long pid, String field) throws IOException {
        return Files.readAllLines(Path.of("/proc/" + pid + "/status")).stream().filter(l -> l.startsWith(field + ":"))
                .map(l -> Long.parseLong(l.replaceAll("\\D", ""))).findFirst().orElseThrow();
    }
}
