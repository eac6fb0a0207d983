package dev.avs.file;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.file.*}: where file contents live (a local folder, or an S3-compatible bucket), and the
 * decompression-bomb guard. The size limit of one file is the web layer's ({@code avs.web.limits.file}), since the
 * body filter enforces it first.
 *
 * @param storage       {@code local} (the folder {@code storageDir}) or {@code s3}
 * @param s3            the bucket when {@code storage} is {@code s3}; its keys come from the environment
 * @param analysis      the background analyses of uploads ({@link UploadAnalysisTask})
 */
@ConfigurationProperties("avs.file")
public record FileProperties(Path storageDir, long maxImagePixels, String storage, S3 s3, Analysis analysis) {

    /**
     * @param maxAttempts attempts at one analysis of one content before it is left to the check that needs it; an
     *                    attempt whose node stops before it ends, or that passes {@code deadline}, counts as one
     * @param retryDelay  how long after a failed attempt the next one starts
     * @param deadline    how long one attempt may take
     */
    public record Analysis(int maxAttempts, Duration retryDelay, Duration deadline) {

        public Analysis {
            if (maxAttempts < 1) {
                throw new IllegalArgumentException("avs.file.analysis.max-attempts must be at least 1");
            }
            if (retryDelay == null || retryDelay.isNegative()) {
                throw new IllegalArgumentException("avs.file.analysis.retry-delay must be a duration");
            }
            if (deadline == null || deadline.isNegative() || deadline.isZero()) {
                throw new IllegalArgumentException("avs.file.analysis.deadline must be a positive duration");
            }
        }
    }

    /**
     * An S3-compatible bucket. The access key and secret come from the environment ({@code AVS_S3_ACCESS_KEY},
     * {@code AVS_S3_SECRET_KEY}), else from the AWS SDK's default chain (instance roles, {@code AWS_*}).
     *
     * @param bucket    the bucket, which must exist
     * @param endpoint  the server for S3-compatible storage (MinIO, Ceph, ...); empty for AWS itself
     * @param region    the region (any value for most S3-compatible servers)
     * @param pathStyle {@code http://host/bucket/key} rather than {@code http://bucket.host/key}
     * @param prefix    prepended to every key, e.g. {@code avs/}
     */
    public record S3(String bucket, URI endpoint, String region, boolean pathStyle, String prefix) {
    }

    public FileProperties {
        storage = storage == null || storage.isBlank() ? "local" : storage.trim();
        if (!storage.equals("local") && !storage.equals("s3")) {
            throw new IllegalArgumentException("avs.file.storage must be local or s3");
        }
        if (storage.equals("s3") && (s3 == null || s3.bucket() == null || s3.bucket().isBlank())) {
            throw new IllegalArgumentException("avs.file.storage s3 needs avs.file.s3.bucket");
        }
        if (analysis == null) {
            throw new IllegalArgumentException("avs.file.analysis needs max-attempts, retry-delay and deadline");
        }
    }
}
