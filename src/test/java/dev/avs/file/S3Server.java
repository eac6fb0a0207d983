package dev.avs.file;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * S3Proxy (Maven Central's {@code org.gaul:s3proxy}, copied to {@code target/s3proxy} by the build) as a process of
 * its own on a free port, keeping objects in a temporary folder: a real S3-compatible server, not a mock.
 */
public final class S3Server implements AutoCloseable {

    public static final String ACCESS_KEY = "avs-test-access";
    public static final String SECRET_KEY = "avs-test-secret-0123456789";

    private final Process process;
    private final Path folder;
    public final URI endpoint;

    private S3Server(Process process, Path folder, URI endpoint) {
        this.process = process;
        this.folder = folder;
        this.endpoint = endpoint;
    }

    public static S3Server start() {
        Path jar = Path.of("target", "s3proxy", "s3proxy.jar");
        if (!Files.isRegularFile(jar)) {
            throw new AssertionError(jar + " is missing: the build copies it (mvn generate-test-resources)");
        }
        try {
            int port;
            try (ServerSocket free = new ServerSocket(0)) {
                port = free.getLocalPort();
            }
            Path folder = Files.createTempDirectory("avs-s3proxy");
            Files.createDirectories(folder.resolve("data"));
            Path conf = folder.resolve("s3proxy.conf");
            Files.writeString(conf, String.join("\n",
                    "s3proxy.endpoint=http://127.0.0.1:" + port,
                    "s3proxy.authorization=aws-v2-or-v4",
                    "s3proxy.identity=" + ACCESS_KEY,
                    "s3proxy.credential=" + SECRET_KEY,
                    "jclouds.provider=filesystem",
                    "jclouds.filesystem.basedir=" + folder.resolve("data"),
                    "jclouds.identity=unused",
                    "jclouds.credential=unused", ""));
            Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx256m", "-jar", jar.toString(), "--properties", conf.toString())
                    .redirectErrorStream(true).redirectOutput(folder.resolve("s3proxy.log").toFile()).start();
            S3Server server = new S3Server(process, folder, URI.create("http://127.0.0.1:" + port));
            server.awaitListening(port, Duration.ofSeconds(60));
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A client with the server's keys, path-style (the caller closes it). */
    public software.amazon.awssdk.services.s3.S3Client admin() {
        return software.amazon.awssdk.services.s3.S3Client.builder().endpointOverride(endpoint)
                .region(software.amazon.awssdk.regions.Region.US_EAST_1).forcePathStyle(true)
                .credentialsProvider(software.amazon.awssdk.auth.credentials.StaticCredentialsProvider.create(
                        software.amazon.awssdk.auth.credentials.AwsBasicCredentials.create(ACCESS_KEY, SECRET_KEY)))
                .build();
    }

    public void createBucket(String name) {
        try (var admin = admin()) {
            admin.createBucket(r -> r.bucket(name));
        }
    }

    private void awaitListening(int port, Duration deadline) throws IOException {
        long end = System.nanoTime() + deadline.toNanos();
        while (System.nanoTime() < end) {
            if (!process.isAlive()) {
                throw new AssertionError("S3Proxy stopped: " + Files.readString(folder.resolve("s3proxy.log")));
            }
            try (Socket socket = new Socket("127.0.0.1", port)) {
                return;
            } catch (IOException notYet) {
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(e);
                }
            }
        }
        throw new AssertionError("S3Proxy did not listen within " + deadline);
    }

    @Override
    public void close() {
        process.destroy();
        try {
            process.waitFor();
            try (var files = Files.walk(folder)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException ignored) {
            // a temporary folder left behind
        }
    }
}
