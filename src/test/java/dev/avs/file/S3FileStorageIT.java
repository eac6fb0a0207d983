package dev.avs.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.commons.codec.digest.DigestUtils;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The S3-compatible storage against a real S3-compatible server (S3Proxy), path-style, with a key prefix. */
class S3FileStorageIT {

    static S3Server server;
    static S3FileStorage storage;

    @BeforeAll
    static void start() {
        server = S3Server.start();
        server.createBucket("avs-files");
        storage = FileConfiguration.s3(new FileProperties.S3("avs-files", server.endpoint, "eu-central-1", true,
                "tenant-a/"), S3Server.ACCESS_KEY, S3Server.SECRET_KEY);
    }

    @AfterAll
    static void stop() {
        if (storage != null) {
            storage.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void storesReadsAndFindsContentByItsHash() {
        byte[] content = "a passport photo, or so".getBytes();
        String sha = DigestUtils.sha256Hex(content);
        assertThat(storage.exists(sha)).isFalse();

        storage.store(sha, content);
        storage.store(sha, content);   // the same content again: nothing changes

        assertThat(storage.exists(sha)).isTrue();
        assertThat(storage.read(sha)).isEqualTo(content);
        assertThat(storage.key(sha)).isEqualTo("tenant-a/" + sha.substring(0, 2) + "/" + sha.substring(2, 4) + "/" + sha);
    }

    @Test
    void streamsLargeContentBothWays() throws Exception {
        long size = 24L * 1024 * 1024;
        MessageDigest written = MessageDigest.getInstance("SHA-256");
        try (InputStream generated = new java.security.DigestInputStream(new Generated(size, 7), written)) {
            storage.store("0".repeat(63) + "1", size, generated);
        }
        MessageDigest read = MessageDigest.getInstance("SHA-256");
        long count = 0;
        try (InputStream in = storage.open("0".repeat(63) + "1")) {
            byte[] buffer = new byte[65536];
            for (int n; (n = in.read(buffer)) > 0; count += n) {
                read.update(buffer, 0, n);
            }
        }
        assertThat(count).isEqualTo(size);
        assertThat(HexFormat.of().formatHex(read.digest())).isEqualTo(HexFormat.of().formatHex(written.digest()));
    }

    @Test
    void concurrentWritersOfTheSameContentLeaveOneWholeObject() throws Exception {
        byte[] content = new byte[300_000];
        new Random(3).nextBytes(content);
        String sha = DigestUtils.sha256Hex(content);
        try (var pool = Executors.newFixedThreadPool(4)) {
            List<? extends Future<?>> writers = java.util.stream.IntStream.range(0, 8)
                    .mapToObj(i -> pool.submit(() -> storage.store(sha, content))).toList();
            for (Future<?> writer : writers) {
                writer.get();
            }
        }
        assertThat(storage.read(sha)).isEqualTo(content);
    }

    @Test
    void missingContentAndAnUnreachableServerAreClearFailures() {
        String missing = "f".repeat(64);
        assertThat(storage.exists(missing)).isFalse();
        assertThatThrownBy(() -> storage.open(missing)).isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining(missing);
        assertThatThrownBy(() -> storage.key("../../etc/passwd")).isInstanceOf(IllegalArgumentException.class);

        try (S3FileStorage wrongKey = FileConfiguration.s3(new FileProperties.S3("avs-files", server.endpoint,
                "us-east-1", true, ""), S3Server.ACCESS_KEY, "not-the-secret")) {
            assertThatThrownBy(() -> wrongKey.exists(missing)).isInstanceOf(UncheckedIOException.class)
                    .hasMessageContaining("HTTP 403");
        }
    }

    @Test
    void theReadinessProbeSaysWhetherTheBucketCanBeUsed() {
        storage.probe();
        assertThat(health(storage).getStatus().getCode()).isEqualTo("UP");
        try (S3FileStorage wrongKey = FileConfiguration.s3(new FileProperties.S3("avs-files", server.endpoint,
                "us-east-1", true, ""), S3Server.ACCESS_KEY, "not-the-secret");
             S3FileStorage noBucket = FileConfiguration.s3(new FileProperties.S3("no-such-bucket", server.endpoint,
                     "us-east-1", true, ""), S3Server.ACCESS_KEY, S3Server.SECRET_KEY)) {
            assertThat(health(wrongKey).getStatus().getCode()).isEqualTo("DOWN");
            assertThat(health(wrongKey).getDetails().get("reason")).isEqualTo("The bucket cannot be reached: status 403");
            assertThat(health(noBucket).getStatus().getCode()).isEqualTo("DOWN");
        }
    }

    private static org.springframework.boot.health.contributor.Health health(FileStorage storage) {
        return new StorageHealthIndicator(storage).health(true);
    }

    /** A long stream of pseudo-random bytes that is never held in memory whole. */
    private static final class Generated extends InputStream {
        private final Random random;
        private long left;

        Generated(long size, long seed) {
            this.left = size;
            this.random = new Random(seed);
        }

        @Override
        public int read() {
            return left-- > 0 ? random.nextInt(256) : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (left <= 0) {
                return -1;
            }
            int n = (int) Math.min(len, left);
            byte[] chunk = new byte[n];
            random.nextBytes(chunk);
            System.arraycopy(chunk, 0, b, off, n);
            left -= n;
            return n;
        }
    }

}
