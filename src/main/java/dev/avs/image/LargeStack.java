package dev.avs.image;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

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
        FutureTask<T> task = new FutureTask<>(work);
        new Thread(null, task, name, BYTES).start();
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while " + name + " ran", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
        }
    }
}
