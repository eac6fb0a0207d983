package dev.avs.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A PostgreSQL of one test's own (Debian's {@code postgresql}, which {@code scripts/test.sh} installs), made by
 * {@code scripts/start-postgres.sh} in a folder and on a port of its own: a test may crash it and start it again
 * without disturbing the suite's database. The same in the suite's H2 pass as in its PostgreSQL pass.
 */
public final class ThrowawayPostgres implements AutoCloseable {

    private static final Path SCRIPTS = Path.of("scripts").toAbsolutePath();

    private final Path folder;
    private final String url;

    private ThrowawayPostgres(Path folder, String url) {
        this.folder = folder;
        this.url = url;
    }

    /**
     * A fresh server with the database and user {@code avs} (password {@code avs}); {@code name} names its folder
     * under the temporary directory (a server left running there by an earlier run is stopped first).
     */
    public static ThrowawayPostgres start(String name, int port) {
        Path folder = Path.of(System.getProperty("java.io.tmpdir"), name);
        String url = run(SCRIPTS.resolve("start-postgres.sh").toString(), folder.toString(), Integer.toString(port));
        return new ThrowawayPostgres(folder, url.strip());
    }

    public String url() {
        return url;
    }

    /** Stops the server as a crash would: at once, without a checkpoint, every connection cut. */
    public void crash() {
        pgCtl("stop", "-m", "immediate");
    }

    /** Starts the stopped server again on its data, with the options it ran with (pg_ctl keeps them). */
    public void restart() {
        pgCtl("-l", folder.resolve("server.log").toString(), "-w", "restart");
    }

    @Override
    public void close() {
        run(SCRIPTS.resolve("stop-postgres.sh").toString(), folder.toString());
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind; the next start replaces it
        }
    }

    /** pg_ctl of the newest installed PostgreSQL on this server's folder, as start-postgres.sh runs it. */
    private void pgCtl(String... arguments) {
        Path bin;
        try (Stream<Path> versions = Files.list(Path.of("/usr/lib/postgresql"))) {
            bin = versions.filter(version -> version.getFileName().toString().matches("\\d+"))
                    .max(Comparator.comparingInt(version -> Integer.parseInt(version.getFileName().toString())))
                    .map(version -> version.resolve("bin"))
                    .orElseThrow(() -> new IllegalStateException("PostgreSQL is not installed"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> command = new ArrayList<>(List.of(bin.resolve("pg_ctl").toString(), "-D", folder.toString()));
        command.addAll(List.of(arguments));
        if ("root".equals(System.getProperty("user.name"))) {
            // PostgreSQL refuses to run as root: start-postgres.sh gave the folder to the postgres user
            run("su", "postgres", "-s", "/bin/sh", "-c", String.join(" ", command));
        } else {
            run(command.toArray(String[]::new));
        }
    }

    private static String run(String... command) {
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (process.waitFor() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed:\n" + output);
            }
            return output;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
