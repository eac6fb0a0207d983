package dev.avs.decoding;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One decoder process ({@link DecoderMain}) as the service sees it: started with a bounded heap and address space,
 * given one file at a time, stopped by force when a file takes longer than allowed. A process that dies, or is
 * stopped, answers nothing more; the file is refused and the next file gets a new process.
 */
final class DecoderProcess implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(DecoderProcess.class);

    /** How long a new process may take to load FFmpeg and say it is ready (a cold JVM on a busy machine). */
    private static final Duration STARTUP = Duration.ofSeconds(60);

    private static final String JAVACPP_CACHE = "org.bytedeco.javacpp.cachedir";

    private final Process process;
    private final DataOutputStream to;
    private final DataInputStream from;
    private int files;
    private long idleSince = System.nanoTime();

    private DecoderProcess(Process process) {
        this.process = process;
        this.to = new DataOutputStream(new BufferedOutputStream(process.getOutputStream(), 64 * 1024));
        this.from = new DataInputStream(new BufferedInputStream(process.getInputStream(), 64 * 1024));
    }

    /** A ready process, or a retryable refusal when none could be started. */
    static DecoderProcess start(DecodingProperties settings, ScheduledExecutorService timer) throws Undecodable {
        Process process;
        try {
            ProcessBuilder builder = new ProcessBuilder(command(settings))
                    .redirectError(ProcessBuilder.Redirect.DISCARD);
            // options meant for the service (a heap, an agent) must not change the decoder's bounds
            builder.environment().remove("JAVA_TOOL_OPTIONS");
            builder.environment().remove("JDK_JAVA_OPTIONS");
            builder.environment().remove("_JAVA_OPTIONS");
            // glibc keeps an arena per thread that touches malloc; two are plenty for one decoding thread
            builder.environment().put("MALLOC_ARENA_MAX", "2");
            process = builder.start();
        } catch (IOException e) {
            log.warn("A decoder process could not be started ({})", e.getClass().getSimpleName());
            throw new Undecodable("No decoder could be started; try again later", true);
        }
        DecoderProcess started = new DecoderProcess(process);
        ScheduledFuture<?> late = timer.schedule(process::destroyForcibly, STARTUP.toMillis(), TimeUnit.MILLISECONDS);
        try {
            if (started.from.readInt() != Protocol.READY) {
                throw new IOException("not a decoder");
            }
            return started;
        } catch (IOException e) {
            log.warn("A decoder process did not start within {} s or ended at once (exit {})", STARTUP.toSeconds(),
                    process.isAlive() ? "none" : String.valueOf(process.exitValue()));
            started.close();
            throw new Undecodable("No decoder could be started; try again later", true);
        } finally {
            late.cancel(false);
        }
    }

    /**
     * Sends one file and reads the answer; the process is stopped by force if it has not answered within
     * {@code time}. A process that dies or is stopped makes the file refused (not retryable: the same file would do
     * the same again).
     */
    <T> T decode(Protocol.Request request, Duration time, Answer<T> answer, ScheduledExecutorService timer)
            throws Undecodable {
        files++;
        try {
            Protocol.write(to, request);
        } catch (IOException e) {
            // the process was gone before it read the file: nothing is known about the file
            process.destroyForcibly();
            throw new Undecodable("The decoder stopped; try again", true);
        }
        // the time runs from when the process has the whole file
        AtomicBoolean stopped = new AtomicBoolean();
        ScheduledFuture<?> overdue = timer.schedule(() -> {
            stopped.set(true);
            process.destroyForcibly();
        }, time.toMillis(), TimeUnit.MILLISECONDS);
        try {
            return answer.read(from);
        } catch (IOException e) {
            process.destroyForcibly();
            throw new Undecodable(stopped.get()
                    ? "The file could not be decoded in the time allowed (" + Math.max(1, time.toSeconds()) + " s)"
                    : "The file could not be decoded within the memory allowed", false, true);
        } finally {
            overdue.cancel(false);
            idleSince = System.nanoTime();
        }
    }

    @FunctionalInterface
    interface Answer<T> {
        T read(DataInputStream from) throws IOException, Undecodable;
    }

    boolean reusable(DecodingProperties settings) {
        return process.isAlive() && files < settings.filesPerProcess();
    }

    boolean idleLongerThan(Duration idle) {
        return System.nanoTime() - idleSince > idle.toNanos();
    }

    long pid() {
        return process.pid();
    }

    @Override
    public void close() {
        try {
            to.close();
        } catch (IOException ignored) {
            // the process is stopped below either way
        }
        process.destroyForcibly();
    }

    /**
     * The decoder's command line: this JVM's {@code java} with a small heap and fixed reservations (so that the
     * address-space limit leaves room for the decoders' own allocations), no crash files (they would hold the
     * file's bytes), the JVM's own messages on standard error (standard output carries the answers), under
     * {@code ulimit -v}; the same class path, through Spring Boot's launcher when the service
     * runs from its executable jar.
     */
    static List<String> command(DecodingProperties settings) {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of("/bin/sh", "-c",
                // a hard limit already below ours (a container's) bounds the process as well: go on under it
                "ulimit -v " + settings.memory().toKilobytes() + " 2>/dev/null"
                        + " || test \"$(ulimit -H -v)\" != unlimited || exit 97; exec \"$@\"", "avs-decoder", java,
                "-Xmx" + settings.heap().toMegabytes() + "m", "-Xss1m", "-XX:+UseSerialGC",
                "-XX:ReservedCodeCacheSize=64m", "-XX:MaxMetaspaceSize=128m",
                "-XX:CompressedClassSpaceSize=64m", "-XX:+ExitOnOutOfMemoryError", "-XX:-UsePerfData",
                "-XX:-CreateCoredumpOnCrash", "-XX:ErrorFile=/dev/null", "-XX:+DisplayVMOutputToStderr",
                "-Xlog:disable", "-Xlog:all=warning:stderr", "-Djava.awt.headless=true",
                "-Dorg.bytedeco.javacpp.maxPhysicalBytes=0", "--enable-native-access=ALL-UNNAMED",
                "-cp", System.getProperty("java.class.path")));
        // where JavaCPP keeps FFmpeg's libraries: the service's own choice (a container with a read-only root
        // sets it to its writable volume), else JavaCPP's default under the home folder
        String nativeCache = System.getProperty(JAVACPP_CACHE);
        if (nativeCache != null) {
            command.add("-D" + JAVACPP_CACHE + "=" + nativeCache);
        }
        if (DecoderProcess.class.getClassLoader().getClass().getName().startsWith("org.springframework.boot.loader")) {
            command.add("-Dloader.main=" + DecoderMain.class.getName());
            command.add("org.springframework.boot.loader.launch.PropertiesLauncher");
        } else {
            command.add(DecoderMain.class.getName());
        }
        return command;
    }
}
