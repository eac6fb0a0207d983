package dev.avs.web;

import dev.avs.persistence.DatabaseCircuit;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.ConsumptionProbe;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Token buckets per API key (Bucket4j), shared by all nodes on PostgreSQL ({@link RateLimitBuckets}). When the
 * buckets cannot be reached the request passes: the limit guards against runaway clients, and a database that is
 * down fails the request soon enough on its own.
 */
class RateLimitFilter extends OncePerRequestFilter {

    private static final Logger log = LoggerFactory.getLogger(RateLimitFilter.class);

    private final WebProperties.RateLimit settings;
    private final RateLimitBuckets buckets;
    private final ErrorResponses errors;

    RateLimitFilter(WebProperties.RateLimit settings, RateLimitBuckets buckets, ErrorResponses errors) {
        this.settings = settings;
        this.buckets = buckets;
        this.errors = errors;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !settings.enabled() || ApiCaller.of(request) == null;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        boolean upload = isUpload(request);
        long capacity = upload ? settings.filesBurst() : settings.burst();
        long perSecond = upload ? settings.filesPerSecond() : settings.requestsPerSecond();
        String bucketKey = ApiCaller.of(request).keyId() + (upload ? ":files" : "");
        BucketConfiguration configuration = BucketConfiguration.builder()
                .addLimit(limit -> limit.capacity(capacity).refillGreedy(perSecond, Duration.ofSeconds(1)))
                .build();
        ConsumptionProbe probe;
        try {
            probe = buckets.tryConsume(bucketKey, configuration);
        } catch (RuntimeException e) {
            if (!DatabaseCircuit.isKnownOutage(e)) {   // an outage is logged once, when it begins
                Throwable cause = e;
                while (cause.getCause() != null) {
                    cause = cause.getCause();
                }
                log.warn("Rate limit not applied: its buckets cannot be reached ({})",
                        cause.getClass().getSimpleName());
            }
            chain.doFilter(request, response);
            return;
        }
        response.setHeader("RateLimit-Limit", Long.toString(capacity));
        response.setHeader("RateLimit-Remaining", Long.toString(probe.getRemainingTokens()));
        response.setHeader("RateLimit-Reset", Long.toString(ceilSeconds(probe.isConsumed()
                ? (capacity - probe.getRemainingTokens()) * TimeUnit.SECONDS.toNanos(1) / perSecond
                : probe.getNanosToWaitForReset())));
        if (!probe.isConsumed()) {
            response.setHeader("Retry-After", Long.toString(Math.max(1, ceilSeconds(probe.getNanosToWaitForRefill()))));
            errors.write(new ApiException(ErrorType.LIMIT_EXCEEDED, "Too many requests; retry after the time in Retry-After"),
                    request, response);
            return;
        }
        chain.doFilter(request, response);
    }

    private static boolean isUpload(HttpServletRequest request) {
        String path = request.getRequestURI();
        return List.of("POST", "PUT").contains(request.getMethod()) && (path.equals("/files") || path.startsWith("/files/"));
    }

    private static long ceilSeconds(long nanos) {
        return (nanos + TimeUnit.SECONDS.toNanos(1) - 1) / TimeUnit.SECONDS.toNanos(1);
    }
}
