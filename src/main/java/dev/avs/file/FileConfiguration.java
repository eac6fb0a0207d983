package dev.avs.file;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(FileProperties.class)
class FileConfiguration {

    /** The local folder (the embedded default) or an S3-compatible bucket ({@code avs.file.storage: s3}). */
    @Bean
    FileStorage fileStorage(FileProperties properties) {
        return properties.storage().equals("s3") ? s3(properties.s3(), System.getenv("AVS_S3_ACCESS_KEY"),
                System.getenv("AVS_S3_SECRET_KEY")) : new LocalFileStorage(properties.storageDir());
    }

    /** A bucket's storage; the keys given (from the environment) or else the AWS SDK's default chain. */
    static S3FileStorage s3(FileProperties.S3 bucket, String accessKey, String secretKey) {
        var client = software.amazon.awssdk.services.s3.S3Client.builder()
                .region(software.amazon.awssdk.regions.Region.of(bucket.region() == null || bucket.region().isBlank()
                        ? "us-east-1" : bucket.region()))
                .forcePathStyle(bucket.pathStyle())
                // checksums only where the API requires them: many S3-compatible servers reject the SDK's newer
                // default of streaming checksum trailers on every upload
                .requestChecksumCalculation(software.amazon.awssdk.core.checksums.RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(software.amazon.awssdk.core.checksums.ResponseChecksumValidation.WHEN_REQUIRED);
        if (bucket.endpoint() != null && !bucket.endpoint().toString().isBlank()) {
            client.endpointOverride(bucket.endpoint());
        }
        if (accessKey != null && !accessKey.isBlank() && secretKey != null) {
            client.credentialsProvider(software.amazon.awssdk.auth.credentials.StaticCredentialsProvider.create(
                    software.amazon.awssdk.auth.credentials.AwsBasicCredentials.create(accessKey, secretKey)));
        }
        return new S3FileStorage(client.build(), bucket.bucket(), bucket.prefix());
    }

    @Bean
    FileInspector fileInspector(FileProperties properties) {
        return new FileInspector(properties.maxImagePixels());
    }
}
