package dev.avs.webhook;

import static dev.avs.webhook.CallbackSupport.DEADLINE;
import static dev.avs.webhook.CallbackSupport.settled;
import static dev.avs.webhook.CallbackSupport.verification;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.ServiceTest;
import dev.avs.support.TestDatabase;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;

/**
 * Receivers that never answer hold every callback worker, and verifications still run: deliveries have workers
 * of their own. With one shared pool of two workers, the held deliveries would keep the runs waiting for the
 * whole minute of the delivery timeout, past this test's deadline.
 */
@TestPropertySource(properties = {"avs.webhook.allow-private-targets=true", "avs.webhook.timeout=60s",
        "avs.scheduling.threads=2", "avs.scheduling.callback-threads=2", "avs.scheduling.polling-interval=100ms"})
class CallbackQueueIT extends ServiceTest {

    /** A database of its own: another context's workers must not take the deliveries this one holds. */
    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-callback-queue");
    }

    private final Receiver receiver = new Receiver();

    @AfterEach
    void stopReceiver() {
        receiver.close();
    }

    @Test
    void verificationsRunWhileEveryCallbackWorkerWaitsOnAReceiver() {
        Api api = newTenant().api();
        String held = verification(api, receiver.url("/hold"));
        IntegrationTest.eventually(DEADLINE, receiver::requests, requests -> requests.size() >= 2);

        List<String> more = IntStream.range(0, 4).mapToObj(i -> verification(api, receiver.url("/hold"))).toList();

        for (String id : more) {
            assertThat(IntegrationTest.eventually(DEADLINE, () -> status(api, id), "completed"::equals))
                    .isEqualTo("completed");
        }
        assertThat(status(api, held)).isEqualTo("completed");
        assertThat(receiver.requests()).as("both callback workers are still held").hasSize(2);

        receiver.release();
        assertThat(settled(api, more.getLast(), 3)).allSatisfy(e ->
                assertThat(e.path("status").asString()).isEqualTo("delivered"));
    }

    private static String status(Api api, String verificationId) {
        return api.get("/verifications/" + verificationId).json().path("status").asString();
    }
}
