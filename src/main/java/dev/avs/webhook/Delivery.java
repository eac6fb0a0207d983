package dev.avs.webhook;

import dev.avs.account.AccountId;
import dev.avs.account.Accounts;
import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.net.ssl.SSLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * One delivery attempt of a callback, run by its durable task on any node. The event row is read first: a
 * delivered (or failed) event is never sent again, which is what keeps a task revived after a crash from sending
 * twice after a 2xx. Every attempt is logged with its status code or the kind of error, never the response body.
 */
@Component
class Delivery {

    private static final Logger log = LoggerFactory.getLogger(Delivery.class);
    /** A task may run this much before the event's next attempt is due (clock skew between nodes). */
    private static final Duration EARLY = Duration.ofMillis(500);

    private final OutboxRepository events;
    private final Accounts accounts;
    private final TargetGuard guard;
    private final HttpPoster poster;
    private final WebhookProperties properties;
    private final TransactionTemplate transactions;
    private final MeterRegistry registry;
    private final Clock clock;

    Delivery(OutboxRepository events, Accounts accounts, TargetGuard guard, HttpPoster poster,
             WebhookProperties properties, TransactionTemplate transactions, MeterRegistry registry, Clock clock) {
        this.registry = registry;
        this.events = events;
        this.accounts = accounts;
        this.guard = guard;
        this.poster = poster;
        this.properties = properties;
        this.transactions = transactions;
        this.clock = clock;
    }

    /** Makes the due attempt of a pending event; returns when the next attempt is due, or null when it is done. */
    Instant attempt(String requestId) {
        OutboxRepository.Event event = events.find(requestId).orElse(null);
        if (event == null || event.status() != EventStatus.PENDING) {
            return null;
        }
        Instant at = clock.instant();
        if (event.nextAttemptAt() != null && event.nextAttemptAt().isAfter(at.plus(EARLY))) {
            return event.nextAttemptAt();   // revived or moved before its time: wait for it
        }
        byte[] body = event.body().getBytes(StandardCharsets.UTF_8);
        long started = System.nanoTime();
        Integer status = null;
        String error = null;
        try {
            TargetGuard.Target target = guard.check(event.targetUrl());
            Accounts.CallbackSigning signing = accounts.callbackSigning(new AccountId(event.accountId()),
                    event.apiKeyId(), at, properties.secretRotationOverlap());
            status = poster.post(target, headers(event.requestId(), signing, body, at), body,
                    properties.timeout().toMillis());
        } catch (TargetGuard.Refused e) {
            error = e.error();
        } catch (UnknownHostException e) {
            error = "dns_error";
        } catch (HttpPoster.Timeout e) {
            error = "timeout";
        } catch (SSLException e) {
            error = "tls_error";
        } catch (ConnectException | NoRouteToHostException e) {
            error = "connect_error";
        } catch (HttpPoster.ProtocolError e) {
            error = "protocol_error";
        } catch (IOException e) {
            error = "io_error";
        }
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        long millis = took.toMillis();
        // the result in a few values: the status class of the answer, or the kind of error
        String result = status != null ? (status / 100) + "xx" : error;
        Timer.builder("avs.callbacks.deliveries").description("Callback delivery attempts by result, and their time")
                .tag("result", result).publishPercentileHistogram().register(registry).record(took);
        boolean refused = "ssrf_refused".equals(error) || "invalid_url".equals(error);
        return record(event, new OutboxRepository.Attempt(event.requestId(), at, status, error, millis), refused);
    }

    /**
     * The signature headers: {@code x-data-integrity} with the API key (or the webhook secret, per the account's
     * choice), the Standard Webhooks signature with the webhook secret; both secrets sign during a rotation's
     * overlap (the current one first).
     */
    static Map<String, String> headers(String requestId, Accounts.CallbackSigning signing, byte[] body,
                                       Instant at) {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("User-Agent", "AVS-Webhooks/1");
        List<String> integrity = signing.integrityKeys();
        headers.put("x-data-integrity", Signatures.dataIntegrity(integrity.getFirst(), body));
        if (integrity.size() > 1) {
            headers.put("x-data-integrity-previous", Signatures.dataIntegrity(integrity.get(1), body));
        }
        List<String> secrets = signing.webhookSecrets();
        long timestamp = at.getEpochSecond();
        headers.put("webhook-id", requestId);
        headers.put("webhook-timestamp", Long.toString(timestamp));
        headers.put("webhook-signature", Signatures.standardWebhooks(secrets, requestId, timestamp, body));
        return headers;
    }

    /**
     * Logs the attempt and moves the event on: delivered on a 2xx; failed when the target was refused (an address
     * the guard refuses is a setting to fix, not a passing fault: a resend retries it) or the schedule is used up;
     * else the next attempt per the schedule.
     */
    private Instant record(OutboxRepository.Event event, OutboxRepository.Attempt attempt, boolean refused) {
        boolean delivered = attempt.statusCode() != null && attempt.statusCode() / 100 == 2;
        List<Duration> schedule = properties.retrySchedule();
        Instant next = transactions.execute(tx -> {
            events.insertAttempt(attempt);
            Instant now = clock.instant();
            if (delivered || refused || event.retries() >= schedule.size()) {
                events.finish(event.requestId(), delivered ? EventStatus.DELIVERED : EventStatus.FAILED,
                        delivered ? now : null);
                return null;
            }
            Instant due = now.plus(schedule.get(event.retries()));
            return events.retryLater(event.requestId(), event.retries() + 1, due) ? due : null;
        });
        String outcome = attempt.statusCode() != null ? "HTTP " + attempt.statusCode() : attempt.error();
        if (delivered) {
            log.debug("Callback {} delivered ({} ms)", event.requestId(), attempt.durationMs());
        } else if (next != null) {
            log.info("Callback {} attempt failed ({}); next attempt at {}", event.requestId(), outcome, next);
        } else {
            log.warn("Callback {} failed ({}); no more attempts", event.requestId(), outcome);
        }
        return next;
    }
}
