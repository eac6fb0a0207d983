package dev.avs.face;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The face models load on any thread: a fresh JVM (ONNX Runtime not loaded yet, as in a service that has just
 * started) loads them on a thread with a 1 MB stack, a scheduler's or a request's. Loading ONNX Runtime there ran
 * off the end of the native stack and killed the process with SIGSEGV (exit 139) at the first photo uploaded to a
 * service started with the README's first command.
 */
class FaceModelsLoadTest {

    @Test
    void aFreshProcessLoadsTheFaceModelsOnAThreadWithASmallStack() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(List.of(java, "--enable-native-access=ALL-UNNAMED", "-Xss1m",
                "-cp", System.getProperty("java.class.path"), SmallStack.class.getName()))
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output).contains("loaded on a 1 MB stack");
    }

    /** Loads the shipped face models on a thread of 1 MB, the default stack of a Java thread. */
    static final class SmallStack {

        public static void main(String[] args) throws Exception {
            Throwable[] failed = new Throwable[1];
            Thread thread = new Thread(null, () -> {
                try {
                    OnnxFaceEngine engine = new OnnxFaceEngine(FaceModels.of(model("fr_detect"),
                            model("fr_landmark"), model("fr_feature"), model("fr_liveness")), 0.7);
                    engine.close();
                } catch (Throwable e) {
                    failed[0] = e;
                }
            }, "small-stack", 1024 * 1024);
            thread.start();
            thread.join();
            if (failed[0] != null) {
                throw new IllegalStateException(failed[0]);
            }
            System.out.println("loaded on a 1 MB stack");
        }

        private static byte[] model(String name) throws java.io.IOException {
            try (var in = SmallStack.class.getResourceAsStream("/models/face/" + name + ".onnx")) {
                return in.readAllBytes();
            }
        }
    }
}
