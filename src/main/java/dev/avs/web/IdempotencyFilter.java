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
import java.util.Set;
import java.util.regex.Pattern;
import org.springframework.http.HttpHeaders;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.TransactionStatus;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.util.ContentCachingResponseWrapper;

/**
 * {@code Idempotency-Key} on the requests that change something (POST, PUT, PATCH and DELETE, as the OpenAPI
 * document declares it): the first response (2xx-4xx) is kept per account and key and replayed for a repeat of the
 * same request; a different request under the same key, or a repeat while the first one still runs, is 409
 * {@code idempotency_conflict}. A 5xx is not kept, so the client's retry runs again.
 *
 * <p>The request runs in one transaction with the storing of its reply (the services' transactions join it): the
 * effects of a success and its stored reply commit together or not at all; a 4xx is rolled back to a savepoint and
 * its reply stored in the same transaction. That transaction locks the key's row before the request runs and holds
 * it until it ends, so the row tells every node what became of the attempts under the key:
 * <ul>
 * <li>a reply stored: an attempt committed, with that reply, which is replayed;</li>
 * <li>no reply, the row locked: an attempt is running (409);</li>
 * <li>no reply, the row not locked: no attempt committed anything. It failed (a 5xx), or its node died, or the
 * database went away in the middle or at the commit: the database ends the transaction of a connection that is gone,
 * with its lock. The retry takes the row over at once and runs.</li>
 * </ul>
 * Nothing has to be undone after a failure, which matters when the failure is the database's: an undo (deleting the
 * claim) could not be written then, and the key would have looked busy until someone cleaned it up. So an outage's
 * retry finds out by itself whether the first attempt committed.
 */
class IdempotencyFilter extends OncePerRequestFilter {

    static final String HEADER = "Idempotency-Key";
    private static final Pattern KEY = Pattern.compile("[\\x21-\\x7e]{1,255}");
    private static final Set<String> CHANGING = Set.of("POST", "PUT", "PATCH", "DELETE");
    private static final String RUNNING = "A request with this Idempotency-Key is still being processed";

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
        return !CHANGING.contains(request.getMethod()) || request.getHeader(HEADER) == null
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
            if (entry != null && isAnswered(entry, now)) {
                answer(entry, hash, request, response);   // no lock needed to replay what was committed
                return;
            }
        }
        TransactionStatus transaction = transactions.getTransaction(TransactionDefinition.withDefaults());
        try {
            IdempotencyRepository.Entry held = records.lock(account, key).orElse(null);
            if (held == null || isAnswered(held, now)) {
                rollback(transaction);
                if (held == null) {
                    conflict(RUNNING, request, response);
                } else {
                    answer(held, hash, request, response);   // committed since it was read
                }
                return;
            }
            if (held.status() != null || !held.requestHash().equals(hash)) {
                records.takeOver(account, key, hash, now);   // expired, or no attempt committed: the key is free
            }
            Object beforeTheRequest = transaction.createSavepoint();
            ContentCachingResponseWrapper captured = new ContentCachingResponseWrapper(response);
            chain.doFilter(request, captured);
            int status = captured.getStatus();
            if (status >= 500) {
                rollback(transaction);   // the row is free again: the retry runs
            } else {
                if (status >= 400) {
                    transaction.rollbackToSavepoint(beforeTheRequest);   // a 4xx changes nothing but is kept
                }
                keep(account, key, captured);
                transactions.commit(transaction);
            }
            captured.copyBodyToResponse();
        } catch (IOException | ServletException | RuntimeException | Error e) {
            try {
                rollback(transaction);
            } catch (RuntimeException failed) {
                e.addSuppressed(failed);
            }
            throw e;   // answered by FailureFilter; nothing of the request was committed, the key is free
        }
    }

    private void keep(String account, String key, ContentCachingResponseWrapper reply) {
        records.complete(account, key, reply.getStatus(), reply.getContentType(), reply.getHeader(HttpHeaders.LOCATION),
                reply.getContentAsByteArray());
    }

    /** Rolls back unless done (a connection that is gone is no failure, see persistence.JdbcTransactions). */
    private void rollback(TransactionStatus transaction) {
        if (!transaction.isCompleted()) {
            transactions.rollback(transaction);
        }
    }

    /** Whether the entry holds a committed reply that is still kept. */
    private boolean isAnswered(IdempotencyRepository.Entry entry, Instant now) {
        return entry.status() != null && !entry.createdAt().plus(settings.retention()).isBefore(now);
    }

    /** A committed reply: replayed for the same request, 409 for another. */
    private void answer(IdempotencyRepository.Entry entry, String hash, HttpServletRequest request,
                        HttpServletResponse response) throws IOException {
        if (entry.requestHash().equals(hash)) {
            replay(entry, response);
        } else {
            conflict("This Idempotency-Key was already used for a different request", request, response);
        }
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
