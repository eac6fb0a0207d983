package dev.avs.file;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.HeadObjectRequest;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Exception;

/**
 * File contents in an S3-compatible bucket, under {@code <prefix>ab/cd/<sha256>} like the local folder. A PUT
 * is atomic (an object is whole or absent), so concurrent writers of the same content are harmless; content that
 * is there already is not sent again. Streams go through without holding a file in memory.
 */
final class S3FileStorage implements FileStorage, AutoCloseable {

    private final S3Client s3;
    private final String bucket;
    private final String prefix;

    S3FileStorage(S3Client s3, String bucket, String prefix) {
        this.s3 = s3;
        this.bucket = bucket;
        this.prefix = prefix == null ? "" : prefix;
    }

    @Override
    public void store(String sha256, long size, InputStream content) {
        if (exists(sha256)) {
            return;
        }
        try {
            s3.putObject(r -> r.bucket(bucket).key(key(sha256)).contentLength(size)
                    .contentType("application/octet-stream"), RequestBody.fromInputStream(content, size));
        } catch (S3Exception e) {
            throw failure("store", sha256, e);
        }
    }

    @Override
    public void replace(String name, long size, InputStream content) {
        try {
            s3.putObject(r -> r.bucket(bucket).key(key(name)).contentLength(size)
                    .contentType("application/octet-stream"), RequestBody.fromInputStream(content, size));
        } catch (S3Exception e) {
            throw failure("store", name, e);
        }
    }

    @Override
    public void delete(String name) {
        try {
            s3.deleteObject(r -> r.bucket(bucket).key(key(name)));
        } catch (S3Exception e) {
            throw failure("delete", name, e);
        }
    }

    @Override
    public InputStream open(String sha256) {
        try {
            return s3.getObject(r -> r.bucket(bucket).key(key(sha256)));
        } catch (NoSuchKeyException e) {
            throw new UncheckedIOException(new java.io.FileNotFoundException("No stored content " + sha256));
        } catch (S3Exception e) {
            throw failure("read", sha256, e);
        }
    }

    @Override
    public boolean exists(String sha256) {
        try {
            s3.headObject(HeadObjectRequest.builder().bucket(bucket).key(key(sha256)).build());
            return true;
        } catch (NoSuchKeyException e) {
            return false;
        } catch (S3Exception e) {
            if (e.statusCode() == 404) {
                return false;
            }
            throw failure("look up", sha256, e);
        }
    }

    @Override
    public void probe() {
        try {
            s3.headBucket(software.amazon.awssdk.services.s3.model.HeadBucketRequest.builder().bucket(bucket).build());
        } catch (software.amazon.awssdk.core.exception.SdkException e) {
            throw new UncheckedIOException("The bucket cannot be reached: "
                    + (e instanceof S3Exception s3e ? "status " + s3e.statusCode() : e.getClass().getSimpleName()),
                    new IOException(e));
        }
    }

    String key(String sha256) {
        if (!sha256.matches("[0-9a-f]{64}")) {
            throw new IllegalArgumentException("not a sha256: " + sha256);
        }
        return prefix + sha256.substring(0, 2) + "/" + sha256.substring(2, 4) + "/" + sha256;
    }

    private UncheckedIOException failure(String what, String sha256, S3Exception e) {
        return new UncheckedIOException(new java.io.IOException("Object storage could not " + what + " " + sha256
                + " in bucket " + bucket + ": HTTP " + e.statusCode(), e));
    }

    @Override
    public void close() {
        s3.close();
    }
}
