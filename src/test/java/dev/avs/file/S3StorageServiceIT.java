package dev.avs.file;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.ApiResponse;
import dev.avs.support.ServiceTest;
import dev.avs.support.TestDatabase;
import dev.avs.support.TestImages;
import dev.avs.web.Sha256;
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
    void anUploadIsStoredInTheBucketAndServedFromIt() {
        byte[] photo = TestImages.jpeg(640, 480);
        String sha = Sha256.hex(photo);
        ApiResponse uploaded = newAccount().upload("POST", "/files", "photo.jpg", photo);
        assertThat(uploaded.status()).as(uploaded.toString()).isEqualTo(200);

        try (S3FileStorage bucket = FileConfiguration.s3(new FileProperties.S3("avs-service", server.endpoint,
                "us-east-1", true, "files/"), S3Server.ACCESS_KEY, S3Server.SECRET_KEY);
             S3Client admin = server.admin()) {
            assertThat(bucket.read(sha)).isEqualTo(photo);
            assertThat(admin.listObjectsV2(r -> r.bucket("avs-service").prefix("files/")).contents())
                    .anySatisfy(o -> assertThat(o.key()).isEqualTo(bucket.key(sha)).startsWith("files/"));
        }
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
