package dev.avs.web;

import dev.avs.persistence.Databases;
import com.zaxxer.hikari.HikariDataSource;
import dev.avs.persistence.SidePools;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.jdbc.PrimaryKeyMapper;
import io.github.bucket4j.distributed.proxy.BucketNotFoundException;
import io.github.bucket4j.distributed.proxy.optimization.DelayParameters;
import io.github.bucket4j.distributed.proxy.optimization.Optimizations;
import io.github.bucket4j.postgresql.Bucket4jPostgreSQL;
import io.github.bucket4j.postgresql.PostgreSQLSelectForUpdateBasedProxyManager;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;

/**
 * Where the API keys' token buckets live. On PostgreSQL every node shares them through the table
 * {@code rate_limit_bucket} (Bucket4j's select-for-update proxy manager), so a key's limit holds across the fleet.
 * The embedded H2 database serves one node, whose buckets stay in its memory.
 *
 * <p>A key's requests all meet on its one row, so a transaction per request would serialise them behind the
 * commit's disk flush (one key: about 130 requests a second on this VM, docs/performance.md). Two things keep
 * the shared limit cheap: the buckets have a small pool of their own whose commits do not wait for the disk
 * ({@code synchronous_commit off}: a crash forgets at most the last moment of token counts, which is harmless),
 * and each node takes up to {@value #SHARE_PER_SYNC_DENOMINATOR}th of a bucket's capacity locally before it
 * writes back (Bucket4j's delaying optimisation), so the fleet may overshoot a limit by that much per node.
 * Bucket4j 8.18's optimisations fail the first calls of a bucket that does not exist yet
 * ({@link BucketNotFoundException}); such a call creates the bucket with a plain call and tries again.
 */
final class RateLimitBuckets implements AutoCloseable {

    /** A bucket's row expires once it would have refilled completely, plus this margin. */
    private static final Duration KEEP_AFTER_FULL = Duration.ofMinutes(1);
    private static final long SHARE_PER_SYNC_DENOMINATOR = 50;
    private static final Duration MAX_UNSYNCHRONIZED = Duration.ofMillis(100);

    private final PostgreSQLSelectForUpdateBasedProxyManager<String> shared;
    private final HikariDataSource pool;
    private final Map<String, Bucket> local = new ConcurrentHashMap<>();
    private final Map<String, Bucket> proxies = new ConcurrentHashMap<>();

    private RateLimitBuckets(PostgreSQLSelectForUpdateBasedProxyManager<String> shared, HikariDataSource pool) {
        this.shared = shared;
        this.pool = pool;
    }

    /**
     * Buckets in the database when {@code store} is {@code database}, or {@code auto} and the database is
     * PostgreSQL; else in this node's memory.
     */
    static RateLimitBuckets create(String store, DataSource dataSource) {
        boolean database = switch (store) {
            case "database" -> true;
            case "local" -> false;
            case "auto" -> Databases.isPostgreSql(dataSource);
            default -> throw new IllegalArgumentException(
                    "avs.web.rate-limit.store must be auto, local or database, not " + store);
        };
        if (!database) {
            return new RateLimitBuckets(null, null);
        }
        // a few connections whose commits do not wait for the disk
        HikariDataSource pool = SidePools.open(dataSource, "avs-rate-limits", 4, 1,
                config -> config.setConnectionInitSql("SET synchronous_commit TO OFF"));
        return new RateLimitBuckets(Bucket4jPostgreSQL.selectForUpdateBasedBuilder(pool != null ? pool : dataSource)
                .primaryKeyMapper(PrimaryKeyMapper.STRING)
                .table("rate_limit_bucket")
                .expirationAfterWrite(ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(KEEP_AFTER_FULL))
                .build(), pool);
    }

    boolean isShared() {
        return shared != null;
    }

    /** Takes one token of the key's bucket, made with this configuration when it does not exist yet. */
    ConsumptionProbe tryConsume(String key, BucketConfiguration configuration) {
        Bucket bucket = bucket(key, configuration);
        try {
            return bucket.tryConsumeAndReturnRemaining(1);
        } catch (RuntimeException e) {
            if (!isBucketNotFound(e)) {
                throw e;
            }
            shared.builder().build(key, () -> configuration).getAvailableTokens();
            return bucket.tryConsumeAndReturnRemaining(1);
        }
    }

    Bucket bucket(String key, BucketConfiguration configuration) {
        if (shared == null) {
            return local.computeIfAbsent(key, k -> Bucket.builder().addLimit(configuration.getBandwidths()[0]).build());
        }
        return proxies.computeIfAbsent(key, k -> {
            long share = configuration.getBandwidths()[0].getCapacity() / SHARE_PER_SYNC_DENOMINATOR;
            return share < 1 ? shared.builder().build(k, () -> configuration)
                    : shared.builder().withOptimization(Optimizations.delaying(new DelayParameters(share,
                            MAX_UNSYNCHRONIZED))).build(k, () -> configuration);
        });
    }

    /** Deletes up to {@code limit} rows of buckets that have been full for a while; 0 when nothing is shared. */
    int removeExpired(int limit) {
        return shared == null ? 0 : shared.removeExpired(limit);
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
        }
    }

    private static boolean isBucketNotFound(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof BucketNotFoundException) {
                return true;
            }
        }
        return false;
    }

}
