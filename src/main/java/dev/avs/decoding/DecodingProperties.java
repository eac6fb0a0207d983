package dev.avs.decoding;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * {@code avs.decoding.*}: the decoder processes that read applicants' videos and PDFs outside the service's JVM.
 *
 * @param processes     decoder processes at most, each decoding one file at a time
 * @param memory        the address space one decoder process may reserve (its JVM, FFmpeg's and PDFBox's work):
 *                      an allocation beyond fails in that process, never in the service
 * @param heap          the Java heap of a decoder process (frames, PDFBox's objects), within {@code memory}
 * @param videoTime     how long a video may take to decode before its process is stopped
 * @param pdfTime       how long a PDF's text may take
 * @param queueWait     how long a file waits for a free decoder process before the caller is told to retry
 * @param filesPerProcess files a process decodes before it is replaced by a fresh one
 * @param idle          how long an idle process is kept for the next file
 */
@ConfigurationProperties("avs.decoding")
public record DecodingProperties(int processes, DataSize memory, DataSize heap, Duration videoTime,
                                 Duration pdfTime, Duration queueWait, int filesPerProcess, Duration idle) {

    public static final DecodingProperties DEFAULTS = new DecodingProperties(2, DataSize.ofMegabytes(1024),
            DataSize.ofMegabytes(192), Duration.ofSeconds(60), Duration.ofSeconds(20), Duration.ofSeconds(10), 200,
            Duration.ofMinutes(2));

    public DecodingProperties {
        if (processes < 1) {
            throw new IllegalArgumentException("avs.decoding.processes must be at least 1");
        }
        if (memory == null || heap == null || heap.toBytes() * 2 > memory.toBytes()) {
            throw new IllegalArgumentException("avs.decoding.memory must be at least twice avs.decoding.heap");
        }
    }
}
