package dev.avs.web;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.jdbc.PrimaryKeyMapper;
import io.github.bucket4j.postgresql.Bucket4jPostgreSQL;
import io.github.bucket4j.postgresql.PostgreSQLSelectForUpdateBasedProxyManager;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;

/**
 * Where the API keys' token buckets live. On PostgreSQL every node shares them through the table
 * {@code rate_limit_bucket} (Bucket4j's select-for-update proxy manager), so a key's limit holds across the fleet:
 * one short transaction per request. Bucket4j's batching optimisation is not used: in 8.18 the first concurrent
 * calls of a new bucket fail with BucketNotFoundException in the batch (reproduced outside the service), which
 * would let them pass unlimited. The embedded H2 database serves one node, whose buckets stay in its memory.
 */
final class RateLimitBuckets {

    /** A bucket's row expires once it would have refilled completely, plus this margin. */
    private static final Duration KEEP_AFTER_FULL = Duration.ofMinutes(1);

    private final PostgreSQLSelectForUpdateBasedProxyManager<String> shared;
    private final Map<String, Bucket> local = new ConcurrentHashMap<>();
    private final Map<String, Bucket> proxies = new ConcurrentHashMap<>();

    private RateLimitBuckets(PostgreSQLSelectForUpdateBasedProxyManager<String> shared) {
        this.shared = shared;
    }

    /**
     * Buckets in the database when {@code store} is {@code database}, or {@code auto} and the database is
     * PostgreSQL; else in this node's memory.
     */
    static RateLimitBuckets create(String store, DataSource dataSource) {
        boolean database = switch (store) {
            case "database" -> true;
            case "local" -> false;
            case "auto" -> isPostgreSql(dataSource);
            default -> throw new IllegalArgumentException(
                    "avs.web.rate-limit.store must be auto, local or database, not " + store);
        };
        if (!database) {
            return new RateLimitBuckets(null);
        }
        return new RateLimitBuckets(Bucket4jPostgreSQL.selectForUpdateBasedBuilder(dataSource)
                .primaryKeyMapper(PrimaryKeyMapper.STRING)
                .table("rate_limit_bucket")
                .expirationAfterWrite(ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(KEEP_AFTER_FULL))
                .build());
    }

    boolean isShared() {
        return shared != null;
    }

    Bucket bucket(String key, BucketConfiguration configuration) {
        if (shared == null) {
            return local.computeIfAbsent(key, k -> Bucket.builder().addLimit(configuration.getBandwidths()[0]).build());
        }
        return proxies.computeIfAbsent(key, k -> shared.builder().build(k, () -> configuration));
    }

    /** Deletes up to {@code limit} rows of buckets that have been full for a while; 0 when nothing is shared. */
    int removeExpired(int limit) {
        return shared == null ? 0 : shared.removeExpired(limit);
    }

    private static boolean isPostgreSql(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection()) {
            return connection.getMetaData().getDatabaseProductName().toLowerCase().contains("postgresql");
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot tell which database the rate limits would be stored in", e);
        }
    }
}
