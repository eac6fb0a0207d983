package dev.avs.reading;

import dev.avs.image.GreyImage;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A zone's lines one way up and their OCR, each line read at most once; lines needed together are read side
 * by side (Tesseract runs outside the JVM's locks, one handle per line), which halves the wait for a photo.
 */
final class ZoneText {
    final List<GreyImage> lines;
    final boolean upsideDown;
    private final Map<GreyImage, LineReader.Text> read = new IdentityHashMap<>();

    private final LineReader reader;
    private final AtomicInteger lineReads;

    ZoneText(LineReader reader, List<GreyImage> lines, boolean upsideDown, AtomicInteger lineReads) {
        this.reader = reader;
        this.lines = lines;
        this.upsideDown = upsideDown;
        this.lineReads = lineReads;
    }

    LineReader.Text of(GreyImage line) {
        return read.computeIfAbsent(line, l -> {
            lineReads.decrementAndGet();
            return reader.read(l);
        });
    }

    void prefetch(List<GreyImage> wanted) {
        List<GreyImage> missing = wanted.stream().filter(line -> !read.containsKey(line)).toList();
        if (missing.size() < 2) {
            return;
        }
        lineReads.addAndGet(-missing.size());
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<LineReader.Text>> texts = missing.stream()
                    .map(line -> threads.submit(() -> reader.read(line))).toList();
            for (int i = 0; i < missing.size(); i++) {
                read.put(missing.get(i), texts.get(i).get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while reading a document", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }
}
