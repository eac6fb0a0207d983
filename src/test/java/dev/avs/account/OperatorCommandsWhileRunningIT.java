package dev.avs.account;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.TestImages;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestDatabase;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's first day, with real processes of the packaged jar: the service runs on its embedded H2 database,
 * and an operator command in another process (another terminal) works beside it; any failure of a command is one
 * readable line, never a stack trace.
 */
class OperatorCommandsWhileRunningIT {

    private static final Path JAR = Path.of("target", "avs-exec.jar").toAbsolutePath();
    private static final Pattern KEY = Pattern.compile("api_key: ([0-9a-f]{36})");

    @TempDir
    Path workDir;

    @Test
    void aCommandBesideTheRunningServiceCreatesAnAccountWhoseKeyWorksAtOnce() throws Exception {
        Assumptions.assumeFalse(TestDatabase.isPostgres(), "about the embedded H2 database");
        assertThat(JAR).as("the packaged jar (mvn package runs before the integration tests)").exists();
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        Process service = java(List.of("--server.port=" + port, "--avs.screening.sources="), Map.of())
                .redirectOutput(workDir.resolve("service.log").toFile()).redirectErrorStream(true).start();
        try {
            String base = "http://localhost:" + port;
            IntegrationTest.eventually(Duration.ofSeconds(90), () -> status(base + "/actuator/health/readiness"),
                    status -> status == 200);
            assertThat(Files.readString(workDir.resolve("data/first-start.txt"))).contains("api_key: ");
            assertThat(Files.readString(workDir.resolve("service.log"))).contains("first-start.txt")
                    .doesNotContain("api_key:");

            theEmbeddedServerIsClosedToOtherHosts();
            theDataFolderIsTheServiceUsersOnly(base);

            Result created = run(List.of("accounts", "create", "--name", "B"), Map.of());

            assertThat(created.code()).as(created.toString()).isZero();
            assertThat(created.err()).isEmpty();
            Matcher key = KEY.matcher(created.out());
            assertThat(key.find()).as(created.out()).isTrue();
            assertThat(new Api(base, key.group(1)).get("/forms").status()).isEqualTo(200);
            // a failing command is one readable line: aDatabaseThatCannotBeReachedIsOneReadableLine, through the jar;
            // an unknown account's, in process (AccountCommandsIT)
        } finally {
            service.destroy();
            assertThat(service.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    void aDatabaseThatCannotBeReachedIsOneReadableLine() throws Exception {
        Assumptions.assumeFalse(TestDatabase.isPostgres(), "about the command line, not a database");
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }

        Result result = run(List.of("accounts", "list"),
                Map.of("AVS_DB_URL", "jdbc:postgresql://127.0.0.1:" + closed + "/avs"));

        assertOneLineError(result, "the database cannot be used");
    }

    /**
     * Every group the usage lists (it comes from the command beans themselves) is run through the packaged jar's
     * {@code main}: each one answers with its usage and ends, none starts a server; then {@code users create}
     * makes a console user on the embedded database; and a database made before it had a password (sa, none) gets
     * one on the next command, and keeps its data.
     */
    @Test
    void everyCommandGroupRunsThroughThePackagedJarAndAnEmbeddedDatabaseWithoutAPasswordGetsOne() throws Exception {
        Assumptions.assumeFalse(TestDatabase.isPostgres(), "about the embedded H2 database");
        // a group without its command gets the whole usage (each group's, in process: AccountCommandsIT): one JVM
        Result usage = run(List.of("keys"), Map.of());
        assertThat(usage.code()).as(usage.toString()).isEqualTo(2);
        assertThat(usage.out()).contains("Usage: java -jar avs-exec.jar").contains("\nkeys ");
        assertThat(usage.out()).as("a command on an empty database creates no account")
                .doesNotContain("created its first account");
        // a command's line starts with its group; wrapped descriptions are indented
        List<String> groups = usage.out().lines().filter(line -> line.matches("[a-z]+ .*"))
                .map(line -> line.split(" ")[0]).distinct().toList();
        assertThat(groups).as(usage.out()).contains("accounts", "keys", "webhook", "policy", "forms", "users");

        Matcher account = Pattern.compile("account_id: ([0-9a-f]{36})").matcher(
                run(List.of("accounts", "create", "--name", "Ops"), Map.of()).out());
        assertThat(account.find()).isTrue();
        Result user = run(List.of("users", "create", "--account", account.group(1), "--email", "rita@example.com",
                "--role", "reviewer"), Map.of());
        assertThat(user.code()).as(user.toString()).isZero();
        // what it wrote is read back in process (ConsoleCommandsIT): one JVM per command is the cost here
        assertThat(user.out()).contains("user_id: ", "email: rita@example.com", "password: ");

        anEmbeddedDatabaseMadeWithoutAPasswordGetsOne("Ops");
    }

    /**
     * The H2 server the service starts for other processes listens on the loopback address only, and the database
     * has a password (in a file only its owner reads): no other host reaches it, no local user walks in as sa.
     */
    private void theEmbeddedServerIsClosedToOtherHosts() throws Exception {
        java.util.Properties lock = new java.util.Properties();
        try (var in = Files.newInputStream(workDir.resolve("data/avs.lock.db"))) {
            lock.load(in);
        }
        String server = lock.getProperty("server");
        assertThat(server).as("the address H2 tells clients").startsWith("localhost:");
        int h2Port = Integer.parseInt(server.substring(server.lastIndexOf(':') + 1));
        List<java.net.InetAddress> others = java.util.Collections.list(java.net.NetworkInterface.getNetworkInterfaces())
                .stream().flatMap(n -> java.util.Collections.list(n.getInetAddresses()).stream())
                .filter(a -> !a.isLoopbackAddress() && !a.isLinkLocalAddress()).toList();
        for (java.net.InetAddress address : others) {
            try (java.net.Socket socket = new java.net.Socket()) {
                socket.connect(new java.net.InetSocketAddress(address, h2Port), 2000);
                throw new AssertionError("the H2 server answers on " + address);
            } catch (java.io.IOException refused) {
                // closed to other hosts
            }
        }
        try (java.net.Socket socket = new java.net.Socket("127.0.0.1", h2Port)) {
            assertThat(socket.isConnected()).as("open on the loopback address").isTrue();
        }
        Path password = workDir.resolve("data/avs.password");
        assertThat(Files.getPosixFilePermissions(password)).containsExactlyInAnyOrder(
                java.nio.file.attribute.PosixFilePermission.OWNER_READ,
                java.nio.file.attribute.PosixFilePermission.OWNER_WRITE);
        String url = "jdbc:h2:file:" + workDir.resolve("data/avs") + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;"
                + "AUTO_SERVER=TRUE";
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> java.sql.DriverManager.getConnection(url, "sa", ""))
                .hasMessageContaining("password");
        try (var connection = java.sql.DriverManager.getConnection(url, "sa", Files.readString(password).strip())) {
            assertThat(connection.isValid(5)).isTrue();
        }
    }

    /**
     * On the embedded default every folder the service made under {@code data/} is 700 and every file it made there
     * 600: the database file H2 writes, its password, the installation key, the first start's credentials, and the
     * stored contents of an upload with their folders.
     */
    private void theDataFolderIsTheServiceUsersOnly(String base) throws Exception {
        Matcher key = KEY.matcher(Files.readString(workDir.resolve("data/first-start.txt")));
        assertThat(key.find()).isTrue();
        assertThat(new Api(base, key.group(1)).upload("POST", "/files", "page.png",
                TestImages.png(64, 48)).status()).isEqualTo(200);
        List<Path> made;
        try (var walk = Files.walk(workDir.resolve("data"))) {
            made = walk.toList();
        }
        assertThat(made).contains(workDir.resolve("data/files"), workDir.resolve("data/avs.mv.db"),
                workDir.resolve("data/avs.password"), workDir.resolve("data/encryption.key"),
                workDir.resolve("data/first-start.txt"));
        assertThat(made.stream().filter(p -> p.getParent().getParent() != null
                && p.getParent().getParent().endsWith("files"))).as("an upload's stored content").isNotEmpty();
        for (Path path : made) {
            String mode = java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(path));
            if (Files.isDirectory(path)) {
                assertThat(mode).as(path.toString()).isEqualTo("rwx------");
            } else if (!path.getFileName().toString().matches("avs\\.(lock|trace)\\.db")) {
                // H2's own lock and trace files take the umask's permissions, in the 700 folder
                assertThat(mode).as(path.toString()).isEqualTo("rw-------");
            }
        }
    }

    /** The embedded database, holding an account named {@code kept}, as the earlier versions made it. */
    private void anEmbeddedDatabaseMadeWithoutAPasswordGetsOne(String kept) throws Exception {
        String url = "jdbc:h2:file:" + workDir.resolve("data/avs") + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;"
                + "DEFAULT_NULL_ORDERING=HIGH";
        Path passwordFile = workDir.resolve("data/avs.password");
        // as the earlier versions made it: user sa without a password, no password file
        try (var connection = java.sql.DriverManager.getConnection(url, "sa", Files.readString(passwordFile).strip());
             var statement = connection.createStatement()) {
            statement.execute("ALTER USER sa SET PASSWORD ''");
        }
        Files.delete(passwordFile);

        Result listed = run(List.of("accounts", "list"), Map.of());

        assertThat(listed.code()).as(listed.toString()).isZero();
        assertThat(listed.out()).contains(kept);
        String password = Files.readString(passwordFile).strip();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> java.sql.DriverManager.getConnection(url, "sa", ""))
                .hasMessageContaining("password");
        try (var connection = java.sql.DriverManager.getConnection(url, "sa", password)) {
            assertThat(connection.isValid(5)).isTrue();
        }
    }

    private static void assertOneLineError(Result result, String expected) {
        assertThat(result.code()).as(result.toString()).isEqualTo(1);
        assertThat(result.err().lines().toList()).as(result.toString()).hasSize(1);
        assertThat(result.err()).startsWith("error: ").contains(expected).doesNotContain("\tat ", "Exception");
        assertThat(result.out()).doesNotContain("\tat ", "Exception");
    }

    private record Result(int code, String out, String err) {
    }

    private Result run(List<String> args, Map<String, String> env) throws Exception {
        Path out = Files.createTempFile(workDir, "out", ".txt");
        Path err = Files.createTempFile(workDir, "err", ".txt");
        // PORT: were a command to start the server instead, it must not take a port anyone else uses
        Map<String, String> withPort = new java.util.HashMap<>(env);
        withPort.putIfAbsent("PORT", Integer.toString(freePort()));
        Process process = java(args, withPort).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        process.getOutputStream().close();
        boolean ended = process.waitFor(90, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        assertThat(ended).as("the command %s ended (it started a server instead?): %s", args, Files.readString(out))
                .isTrue();
        return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /**
     * The packaged jar in a JVM of its own, with the flags that suit a short process (as the README suggests for
     * commands): the quick compiler only and one garbage-collector thread start it about twice as fast on a busy
     * machine, where the optimising compiler's threads compete for the cores with everything else.
     */
    private ProcessBuilder java(List<String> args, Map<String, String> env) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx512m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", JAR.toString()));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile());
        builder.environment().keySet().removeIf(name -> name.startsWith("AVS_"));
        builder.environment().putAll(env);
        return builder;
    }

    private static int status(String url) {
        try {
            return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UncheckedIOException(new IOException(e));
        }
    }
}
