package dev.avs.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.util.HexFormat;
import java.util.regex.Pattern;
import org.springframework.http.HttpHeaders;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.TransactionStatus;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.ContentCachingResponseWrapper;

/**
 * {@code Idempotency-Key} on POST: the first response (2xx-4xx) is kept per account and key and replayed for a
 * repeat of the same request; a different request under the same key, or a repeat while the first one still
 * runs, is 409 {@code idempotency_conflict}. A 5xx is not kept, so the client's retry runs again.
 *
 * <p>The request runs in one transaction with the storing of its reply (the services' transactions join it): the
 * effects of a success and its stored reply commit together or not at all. So when a node dies mid-request, the
 * claim it left behind (abandoned after {@code abandon-after}) guards nothing that happened: the retry on another
 * node runs the request afresh instead of meeting its half-done effects (a verification created but no reply
 * kept). A 4xx changes nothing: its transaction is rolled back and the reply kept on its own.
 */
class IdempotencyFilter extends OncePerRequestFilter {

    static final String HEADER = "Idempotency-Key";
    private static final Pattern KEY = Pattern.compile("[\\x21-\\x7e]{1,255}");

    private final IdempotencyRepository records;
    private final WebProperties.Idempotency settings;
    private final ErrorResponses errors;
    private final Clock clock;
    private final PlatformTransactionManager transactions;

    IdempotencyFilter(IdempotencyRepository records, WebProperties.Idempotency settings, ErrorResponses errors,
                      Clock clock, PlatformTransactionManager transactions) {
        this.transactions = transactions;
        this.records = records;
        this.settings = settings;
        this.errors = errors;
        this.clock = clock;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        return !"POST".equals(request.getMethod()) || request.getHeader(HEADER) == null
                || ApiCaller.of(request) == null;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String key = request.getHeader(HEADER);
        if (!KEY.matcher(key).matches()) {
            errors.write(ApiException.badRequest("Idempotency-Key must be 1 to 255 printable ASCII characters"),
                    request, response);
            return;
        }
        String account = ApiCaller.of(request).accountId();
        String hash = fingerprint(request);
        Instant now = clock.instant();
        if (!records.claim(account, key, hash, now)) {
            IdempotencyRepository.Entry entry = records.find(account, key).orElse(null);
            if (entry == null || isStale(entry, now)) {
                records.release(account, key);
                if (!records.claim(account, key, hash, now)) {
                    conflict("A request with this Idempotency-Key is still being processed", request, response);
                    return;
                }
            } else if (!entry.requestHash().equals(hash)) {
                conflict("This Idempotency-Key was already used for a different request", request, response);
                return;
            } else if (entry.status() == null) {
                conflict("A request with this Idempotency-Key is still being processed", request, response);
                return;
            } else {
                replay(entry, response);
                return;
            }
        }
        ContentCachingResponseWrapper captured = new ContentCachingResponseWrapper(response);
        TransactionStatus transaction = transactions.getTransaction(TransactionDefinition.withDefaults());
        boolean completed = false;
        try {
            chain.doFilter(request, captured);
            completed = true;
        } finally {
            int status = captured.getStatus();
            if (completed && status < 400) {
                try {
                    keep(account, key, captured);
                    transactions.commit(transaction);
                } catch (RuntimeException e) {
                    // nothing of the request was committed: the key is free for the retry
                    rollback(transaction);
                    records.release(account, key);
                    captured.resetBuffer();
                    errors.write(errors.translate(e), request, response);
                    return;
                }
            } else {
                rollback(transaction);
                if (completed && status < 500) {
                    keep(account, key, captured);
                } else {
                    records.release(account, key);
                }
            }
            captured.copyBodyToResponse();
        }
    }

    private void keep(String account, String key, ContentCachingResponseWrapper reply) {
        records.complete(account, key, reply.getStatus(), reply.getContentType(), reply.getHeader(HttpHeaders.LOCATION),
                reply.getContentAsByteArray());
    }

    private void rollback(TransactionStatus transaction) {
        if (!transaction.isCompleted()) {
            transactions.rollback(transaction);
        }
    }

    private boolean isStale(IdempotencyRepository.Entry entry, Instant now) {
        Instant created = entry.createdAt();
        return created.plus(settings.retention()).isBefore(now)
                || entry.status() == null && created.plus(settings.abandonAfter()).isBefore(now);
    }

    private void conflict(String message, HttpServletRequest request, HttpServletResponse response) throws IOException {
        errors.write(new ApiException(ErrorType.IDEMPOTENCY_CONFLICT, message), request, response);
    }

    private static void replay(IdempotencyRepository.Entry entry, HttpServletResponse response) throws IOException {
        response.setStatus(entry.status());
        response.setHeader("Idempotent-Replayed", "true");
        if (entry.contentType() != null) {
            response.setContentType(entry.contentType());
        }
        if (entry.location() != null) {
            response.setHeader(HttpHeaders.LOCATION, entry.location());
        }
        if (entry.body() != null) {
            response.getOutputStream().write(entry.body());
        }
    }

    private static String fingerprint(HttpServletRequest request) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update((request.getMethod() + " " + request.getRequestURI() + "\n").getBytes(StandardCharsets.UTF_8));
            CachedBodyRequest.digest(request, digest);
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
