package dev.avs.image;

import java.util.concurrent.Callable;

/**
 * Work run on a thread of its own with a stack of {@value #BYTES} bytes: loading ONNX Runtime (its library, its
 * environment, a model's session) needs more native stack than a Java thread's default 1 MB (measured for the face
 * models: between 4 and 8 MB). On a scheduler's or a request's thread it ran off the end of the stack, where the
 * JVM cannot raise a StackOverflowError, and the process died (SIGSEGV, no crash report) at the first photo. The
 * stack is reserved address space; only the pages used become memory.
 */
public final class LargeStack {

    /** Twice what the face models' loading was measured to need. */
    static final long BYTES = 16L * 1024 * 1024;

    private LargeStack() {
    }

    /** The work's result, computed on a large stack; what it throws, as an unchecked exception. */
    public static <T> T call(String name, Callable<T> work) {
        Object[] result = new Object[1];
        Throwable[] failed = new Throwable[1];
        Thread thread = new Thread(null, () -> {
            try {
                result[0] = work.call();
            } catch (Throwable e) {
                failed[0] = e;
            }
        }, name, BYTES);
        thread.start();
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while " + name + " ran", e);
        }
        if (failed[0] instanceof RuntimeException unchecked) {
            throw unchecked;
        }
        if (failed[0] instanceof Error error) {
            throw error;
        }
        if (failed[0] != null) {
            throw new IllegalStateException(failed[0].getMessage(), failed[0]);
        }
        @SuppressWarnings("unchecked")
        T value = (T) result[0];
        return value;
    }
}
