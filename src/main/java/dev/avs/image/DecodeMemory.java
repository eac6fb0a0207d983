package dev.avs.image;

import java.util.concurrent.Semaphore;

/**
 * The memory a node lets its image decodes hold at once: a quarter of the heap, and never less than one decode of
 * the largest size allowed. Each decode leases what its header says it needs (its working memory and its reduced
 * output) before it starts, and waits while others hold the rest: four uploads of the largest images at once queue
 * behind each other instead of exhausting the heap together.
 */
final class DecodeMemory {

    private static final int MIB = 1024 * 1024;
    private static final int PERMITS = (int) Math.max(ImageStructure.MAX_DECODE_BYTES / MIB * 2,
            Runtime.getRuntime().maxMemory() / 4 / MIB);
    private static final Semaphore AVAILABLE = new Semaphore(PERMITS, true);

    /** Memory held by one decode; give it back by closing. */
    static final class Lease implements AutoCloseable {
        private final int permits;

        private Lease(int permits) {
            this.permits = permits;
        }

        @Override
        public void close() {
            AVAILABLE.release(permits);
        }
    }

    private DecodeMemory() {
    }

    /** Waits until the decode of an image with these facts, reduced to {@code maxSide}, fits beside the others. */
    static Lease lease(ImageStructure.Facts facts, int maxSide) {
        double scale = Math.min(1.0, (double) maxSide / Math.max(facts.width(), facts.height()));
        long output = (long) Math.ceil(facts.width() * scale) * (long) Math.ceil(facts.height() * scale) * 8;
        int permits = (int) Math.min(PERMITS, Math.max(1, (facts.decodeBytes() + output + MIB - 1) / MIB));
        AVAILABLE.acquireUninterruptibly(permits);
        return new Lease(permits);
    }
}
