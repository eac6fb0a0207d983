package dev.avs.file;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.vault.Vault;
import dev.avs.support.ApiResponse;
import dev.avs.support.ServiceTest;
import dev.avs.support.TestDatabase;
import dev.avs.support.TestImages;
import org.apache.commons.codec.digest.DigestUtils;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import software.amazon.awssdk.services.s3.S3Client;

/**
 * The service with {@code avs.file.storage: s3} over a real S3-compatible server: an upload lands in the bucket
 * under its hash, and the API serves it back from there. The keys reach the SDK through its default chain (system
 * properties here; {@code AVS_S3_ACCESS_KEY} and {@code AVS_S3_SECRET_KEY} in production).
 */
class S3StorageServiceIT extends ServiceTest {

    static S3Server server;

    @DynamicPropertySource
    static void storage(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-s3");
        server = S3Server.start();
        server.createBucket("avs-service");
        System.setProperty("aws.accessKeyId", S3Server.ACCESS_KEY);
        System.setProperty("aws.secretAccessKey", S3Server.SECRET_KEY);
        registry.add("avs.file.storage", () -> "s3");
        registry.add("avs.file.s3.bucket", () -> "avs-service");
        registry.add("avs.file.s3.endpoint", () -> server.endpoint.toString());
        registry.add("avs.file.s3.path-style", () -> "true");
        registry.add("avs.file.s3.prefix", () -> "files/");
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void anUploadIsStoredInTheBucketEncryptedAndServedFromIt() {
        byte[] photo = TestImages.jpeg(640, 480);
        String sha = DigestUtils.sha256Hex(photo);
        var tenant = newTenant();
        ApiResponse uploaded = tenant.api().upload("POST", "/files", "photo.jpg", photo);
        assertThat(uploaded.status()).as(uploaded.toString()).isEqualTo(200);

        try (S3FileStorage bucket = FileConfiguration.s3(new FileProperties.S3("avs-service", server.endpoint,
                "us-east-1", true, "files/"), S3Server.ACCESS_KEY, S3Server.SECRET_KEY);
             S3Client admin = server.admin()) {
            String name = vault.index(tenant.account().value(), "file:" + sha);
            assertThat(name).as("named by a keyed hash, not the content's sha256").isNotEqualTo(sha);
            byte[] stored = bucket.read(name);
            assertThat(admin.listObjectsV2(r -> r.bucket("avs-service").prefix(bucket.key(name))).contents())
                    .hasSize(1);
            assertThat(bucket.key(name)).startsWith("files/");
            assertThat(stored).as("encrypted").isNotEqualTo(photo);
            assertThat(java.util.Collections.indexOfSubList(toList(stored), toList(java.util.Arrays.copyOfRange(
                    photo, 0, 64)))).as("no plaintext run of the photo").isEqualTo(-1);
            assertThat(bucket.exists(sha)).as("nothing under the plain hash").isFalse();
        }
    }

    @org.springframework.beans.factory.annotation.Autowired
    Vault vault;

    private static java.util.List<Byte> toList(byte[] bytes) {
        java.util.List<Byte> list = new java.util.ArrayList<>(bytes.length);
        for (byte b : bytes) {
            list.add(b);
        }
        return list;
    }

    @Test
    void theApiServesTheContentBack() {
        var api = newAccount();
        byte[] photo = TestImages.jpeg(320, 240);
        String file = api.upload("POST", "/files", "photo.jpg", photo).id("file_id");

        ApiResponse content = api.get("/files/" + file + "/content");

        assertThat(content.status()).isEqualTo(200);
        assertThat(content.bytes()).isEqualTo(photo);
    }
}
