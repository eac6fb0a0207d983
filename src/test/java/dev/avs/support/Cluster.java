package dev.avs.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Nodes of the service as separate processes of the packaged jar ({@code target/avs-exec.jar}), all with the same
 * settings and environment (one database, one bucket, one installation key), each on a port of its own and
 * logging to a file of its own: the many-node tests and the cluster benchmark run them.
 */
public final class Cluster implements AutoCloseable {

    /** One running node. */
    public record Node(String name, int port, Process process, Path log) {

        public String baseUrl() {
            return "http://localhost:" + port;
        }

        /** Ends the process at once (SIGKILL): no shutdown hook, no graceful anything. */
        public void kill() throws InterruptedException {
            process.destroyForcibly();
            process.waitFor(30, TimeUnit.SECONDS);
        }

        /** SIGTERM: the node shuts down gracefully. True when it ended within the time given. */
        public boolean stop(Duration within) throws InterruptedException {
            process.destroy();
            return process.waitFor(within.toMillis(), TimeUnit.MILLISECONDS);
        }

        public String output() {
            try {
                return Files.readString(log);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    public static final Path JAR = Path.of("target", "avs-exec.jar").toAbsolutePath();
    private static final Pattern FIRST_KEY = Pattern.compile("api_key: ([0-9a-f]{36})");

    private final Path workDir;
    private final Map<String, String> settings;
    private final Map<String, String> environment;
    private final List<String> jvmOptions;
    private final List<Node> nodes = new ArrayList<>();

    public Cluster(Path workDir, Map<String, String> settings, Map<String, String> environment,
                   List<String> jvmOptions) {
        this.workDir = workDir;
        this.settings = new LinkedHashMap<>(settings);
        this.environment = environment;
        this.jvmOptions = jvmOptions;
    }

    /** Starts a node and waits until its readiness probe answers 200. */
    public Node start(String name, Duration ready) throws IOException {
        Node node = launch(name);
        awaitReady(node, ready);
        return node;
    }

    /** Starts a node's process without waiting for it: several started together, as a deployment does. */
    public Node launch(String name) throws IOException {
        int port = freePort();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "--enable-native-access=ALL-UNNAMED"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", JAR.toString(), "--server.port=" + port));
        settings.forEach((key, value) -> command.add("--" + key + "=" + value));
        Path nodeDir = Files.createDirectories(workDir.resolve(name));
        Path log = nodeDir.resolve("node.log");
        ProcessBuilder builder = new ProcessBuilder(command).directory(nodeDir.toFile())
                .redirectOutput(log.toFile()).redirectErrorStream(true);
        builder.environment().keySet().removeIf(variable -> variable.startsWith("AVS_"));
        builder.environment().putAll(environment);
        builder.environment().put("AVS_NODE_NAME", name);
        Node node = new Node(name, port, builder.start(), log);
        nodes.add(node);
        return node;
    }

    /** Waits until the node's readiness probe answers 200; fails with its log's end if the process ends first. */
    public static void awaitReady(Node node, Duration ready) {
        String name = node.name();
        IntegrationTest.eventually(ready, () -> {
            if (!node.process().isAlive()) {
                throw new IllegalStateException(name + " ended while starting:\n" + tail(node.output()));
            }
            return status(node.baseUrl() + "/actuator/health/readiness");
        }, status -> status == 200);
    }

    /** The API key the first node wrote to its first-start file (in the folder it runs in). */
    public static String firstApiKey(Node node) {
        Path file = node.log().resolveSibling("data").resolve("first-start.txt");
        try {
            Matcher key = FIRST_KEY.matcher(Files.exists(file) ? Files.readString(file) : "");
            if (!key.find()) {
                throw new IllegalStateException(node.name() + " wrote no first API key to " + file);
            }
            return key.group(1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    @Override
    public void close() {
        for (Node node : nodes) {
            node.process().destroyForcibly();
        }
    }

    private static String tail(String text) {
        return text.length() <= 4000 ? text : text.substring(text.length() - 4000);
    }

    private static int status(String url) {
        try {
            return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url))
                    .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
