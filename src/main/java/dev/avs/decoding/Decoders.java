package dev.avs.decoding;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.stereotype.Component;

/**
 * The one way the service reads applicants' videos and PDFs: in decoder processes of its own ({@link DecoderMain}),
 * never in its JVM. A crafted file can make FFmpeg or PDFBox allocate gigabytes or run for minutes; in a process
 * with a heap, an address-space limit and a deadline, that file is refused and the service goes on. At most
 * {@code avs.decoding.processes} files are decoded at once; the processes stay for the next file while they are
 * used, and are replaced after a number of files, when one fails, or when idle.
 */
@Component
@EnableConfigurationProperties(DecodingProperties.class)
public class Decoders implements AutoCloseable {

    private final DecodingProperties settings;
    private final Semaphore slots;
    private final Deque<DecoderProcess> idle = new ArrayDeque<>();
    private final ScheduledExecutorService timer;

    public Decoders(DecodingProperties settings) {
        this.settings = settings;
        this.slots = new Semaphore(settings.processes(), true);
        this.timer = Executors.newSingleThreadScheduledExecutor(Thread.ofPlatform().daemon().name("avs-decoders")
                .factory());
        long every = Math.max(1, settings.idle().toSeconds() / 2);
        timer.scheduleWithFixedDelay(this::stopIdle, every, every, TimeUnit.SECONDS);
    }

    /** Decoders with the default settings, for tools that run outside the service (benchmarks, calibration). */
    public static Decoders standalone() {
        return new Decoders(DecodingProperties.DEFAULTS);
    }

    /**
     * Up to {@code frames} frames spread evenly over a selfie clip (WebM, MP4 or AVI), decoded to its end ({@code 0}: a
     * first look, {@link #look}).
     */
    public Clip clip(byte[] video, String contentType, int frames) throws Undecodable {
        return decode(new Protocol.Request(Protocol.VIDEO, contentType, frames, settings.videoTime().toMillis(),
                video), settings.videoTime(), Protocol::readClip);
    }

    /**
     * A clip's size and length without its frames: every packet read (its timestamps, whether it is whole, whether
     * the index lists more), the first frame decoded. What a clip must be to be judged, at a fraction of a full
     * decode's cost: a 1080p HEVC clip decodes at about real time on one core.
     */
    public Clip look(byte[] video, String contentType) throws Undecodable {
        return clip(video, contentType, 0);
    }

    /** The text layer of a PDF's first pages. */
    public PdfText pdfText(byte[] pdf) throws Undecodable {
        return decode(new Protocol.Request(Protocol.PDF, "application/pdf", 0, settings.pdfTime().toMillis(), pdf),
                settings.pdfTime(), Protocol::readPdf);
    }

    private <T> T decode(Protocol.Request request, Duration time, DecoderProcess.Answer<T> answer)
            throws Undecodable {
        try {
            if (!slots.tryAcquire(settings.queueWait().toMillis(), TimeUnit.MILLISECONDS)) {
                throw new Undecodable("Every decoder is busy; try again shortly", true);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Undecodable("The decoding was interrupted; try again", true);
        }
        try {
            DecoderProcess process = take();
            boolean keep = false;
            try {
                // a clean refusal leaves the process as it was: only a finished exchange returns it
                T result = process.decode(request, time, answer, timer);
                keep = true;
                return result;
            } catch (Undecodable refused) {
                keep = !refused.overLimits() && !refused.isRetryable();
                throw refused;
            } finally {
                if (keep && process.reusable(settings)) {
                    give(process);
                } else {
                    process.close();
                }
            }
        } finally {
            slots.release();
        }
    }

    private DecoderProcess take() throws Undecodable {
        synchronized (idle) {
            while (!idle.isEmpty()) {
                DecoderProcess process = idle.pop();
                if (process.reusable(settings)) {
                    return process;
                }
                process.close();
            }
        }
        return DecoderProcess.start(settings, timer);
    }

    /** The decoder processes waiting for a file (for tests that look at their memory). */
    java.util.List<Long> idleProcessIds() {
        synchronized (idle) {
            return idle.stream().map(DecoderProcess::pid).toList();
        }
    }

    private void give(DecoderProcess process) {
        synchronized (idle) {
            idle.push(process);
        }
    }

    private void stopIdle() {
        synchronized (idle) {
            idle.removeIf(process -> {
                if (process.idleLongerThan(settings.idle())) {
                    process.close();
                    return true;
                }
                return false;
            });
        }
    }

    /** Stops every decoder process (the context's end closes it: an {@code AutoCloseable} bean). */
    @Override
    public void close() {
        timer.shutdownNow();
        synchronized (idle) {
            idle.forEach(DecoderProcess::close);
            idle.clear();
        }
    }
}
