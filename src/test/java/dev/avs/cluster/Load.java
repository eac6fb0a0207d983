package dev.avs.cluster;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * A client of two nodes as a load balancer would make it: requests alternate between the nodes until one dies,
 * then all go to the survivor; a request that fails on the way (its node died) is sent again, with the same
 * {@code Idempotency-Key} for creations, until it has an answer.
 */
final class Load {

    private static final Duration GIVE_UP = Duration.ofSeconds(90);

    private final Api a;
    private final Api b;
    private final String callbackUrl;
    private final AtomicInteger created = new AtomicInteger();
    private final int halfway;
    private final Runnable killB;
    private volatile boolean bDied;

    /** {@code killB} runs once, in the client whose verification is the {@code halfway}-th created. */
    Load(Api a, Api b, String callbackUrl, int halfway, Runnable killB) {
        this.a = a;
        this.b = b;
        this.callbackUrl = callbackUrl;
        this.halfway = halfway;
        this.killB = killB;
    }

    int created() {
        return created.get();
    }

    /** Creates the n-th applicant and starts its PROFILE and AML verification; the verification's id. */
    String verification(int n) {
        String run = "load-" + n + "-" + System.nanoTime();
        String applicant = send(n, api -> api.withHeader("Idempotency-Key", run + "-applicant")
                .post("/applicants", Map.of("type", "PERSON", "first_name", "Ada" + VerificationFlows.letters(n),
                        "last_name", "Tester" + VerificationFlows.letters(n * 7L + 3), "dob", "1980-04-0" + (1 + n % 9),
                        "residence_country", "GB", "email", "person" + n + "@example.com")), 200).id("applicant_id");
        String verification = send(n, api -> api.withHeader("Idempotency-Key", run + "-verification")
                .post("/verifications", Map.of("applicant_id", applicant, "types", List.of("PROFILE", "AML"),
                        "callback_url", callbackUrl)), 200).id("verification_id");
        if (created.incrementAndGet() == halfway) {
            killB.run();
            bDied = true;
        }
        return verification;
    }

    private ApiResponse send(int n, Function<Api, ApiResponse> request, int expected) {
        long end = System.nanoTime() + GIVE_UP.toNanos();
        RuntimeException last = null;
        int attempt = 0;
        while (System.nanoTime() < end) {
            Api node = bDied || (n + attempt) % 2 == 0 ? a : b;
            attempt++;
            try {
                ApiResponse response = request.apply(node);
                if (response.status() == expected) {
                    return response;
                }
                if (response.status() != 409 && response.status() < 500) {
                    throw new AssertionError("unexpected answer: " + response);
                }
                // 409: the first try still holds its key, until PostgreSQL notices that its node's connection is gone
            } catch (RuntimeException e) {
                last = e;   // the connection broke: the node died under the request
            }
            pause();
        }
        throw new AssertionError("no answer within " + GIVE_UP, last);
    }

    private static void pause() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
