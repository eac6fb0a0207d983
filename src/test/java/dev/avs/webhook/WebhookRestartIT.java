package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.kagkarlsson.scheduler.Scheduler;
import com.github.kagkarlsson.scheduler.task.TaskInstance;
import dev.avs.AvsApplication;
import dev.avs.account.AccountId;
import dev.avs.account.Accounts;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestDatabase;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * Nodes that stop in the middle lose no callback, and a callback answered with a 2xx is never sent again: nodes
 * are full application contexts started and closed by the test on a shared database.
 */
class WebhookRestartIT {

    private static final Map<String, Object> NODE = Map.of("avs.webhook.allow-private-targets", "true",
            "avs.scheduling.polling-interval", "100ms", "avs.scheduling.heartbeat-interval", "250ms",
            "avs.scheduling.missed-heartbeats-limit", "4", "avs.scheduling.shutdown-max-wait", "200ms");

    private final Receiver receiver = new Receiver();
    private String key;
    private AccountId account;

    @AfterEach
    void stopReceiver() {
        receiver.close();
    }

    @Test
    void eventsStoredOnANodeWithoutWorkersAreSentOnceByTheNextAndARevivedJobSendsNothingAfterA2xx() {
        String database = "avs-webhook-restart";
        String verification;
        try (ConfigurableApplicationContext first = start(database, Map.of("avs.scheduling.enabled", "false"))) {
            first.getBean(Accounts.class).setWebhook(account, receiver.url("/hooks"), null);
            verification = CallbackSupport.verification(client(first), null);
            assertThat(CallbackSupport.events(client(first), verification)).singleElement()
                    .satisfies(e -> assertThat(e.path("status").asString()).isEqualTo("pending"));
        }
        assertThat(receiver.requests()).isEmpty();

        String requestId;
        try (ConfigurableApplicationContext second = start(database, Map.of())) {
            List<JsonNode> events = CallbackSupport.settled(client(second), verification, 3);
            assertThat(events).allSatisfy(e -> assertThat(e.path("status").asString()).isEqualTo("delivered"));
            requestId = events.getFirst().path("request_id").asString();
            assertThat(receiver.about(verification)).hasSize(3);
            // as if the node had died after recording the 2xx but before removing the job: the job comes back
            second.getBean("callbackScheduler", Scheduler.class).schedule(new TaskInstance<>(DeliveryTask.NAME, requestId, requestId),
                    Instant.now());
        }
        try (ConfigurableApplicationContext third = start(database, Map.of())) {
            IntegrationTest.eventually(CallbackSupport.DEADLINE, () -> queued(third, requestId), queued -> !queued);
            assertThat(receiver.of(requestId)).as("a delivered event is not sent again").hasSize(1);
            assertThat(CallbackSupport.events(client(third), verification).getFirst().path("attempts")).hasSize(1);
        }
    }

    @Test
    void aDeliveryCutOffMidwayIsTakenOverByAnotherNodeAndEndsAtTheFirst2xx() {
        String database = "avs-webhook-midway";
        String verification;
        String requestId;
        Map<String, Object> patient = Map.of("avs.webhook.timeout", "60s");
        ConfigurableApplicationContext first = start(database, patient);
        try {
            verification = CallbackSupport.verification(client(first), receiver.url("/block"));
            receiver.awaitBlocked();   // the first attempt is in flight, its node is about to die
            requestId = receiver.requests().getFirst().header("webhook-id");
        } finally {
            first.close();
        }
        try (ConfigurableApplicationContext second = start(database, Map.of())) {
            JsonNode event = IntegrationTest.eventually(CallbackSupport.DEADLINE,
                    () -> CallbackSupport.events(client(second), verification).stream()
                            .filter(e -> e.path("request_id").asString().equals(requestId)).findFirst().orElseThrow(),
                    e -> e.path("status").asString().equals("delivered"));
            assertThat(receiver.of(requestId)).as("the cut-off attempt and the one that took over").hasSize(2);

            receiver.release();   // the dead node's attempt now gets its answer but cannot record anything
            IntegrationTest.eventually(CallbackSupport.DEADLINE, () -> queued(second, requestId), queued -> !queued);
            assertThat(receiver.of(requestId)).as("nothing after the 2xx").hasSize(2);
            assertThat(event.path("attempts")).singleElement()
                    .satisfies(a -> assertThat(a.path("status_code").asInt()).isEqualTo(200));
            assertThat(CallbackSupport.settled(client(second), verification, 3))
                    .allSatisfy(e -> assertThat(e.path("status").asString()).isEqualTo("delivered"));
        }
    }

    private ConfigurableApplicationContext start(String database, Map<String, Object> extra) {
        Map<String, Object> properties = new HashMap<>(TestDatabase.properties(database));
        properties.put("server.port", "0");
        properties.putAll(NODE);
        properties.putAll(extra);
        String[] args = properties.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue())
                .toArray(String[]::new);
        ConfigurableApplicationContext context = new SpringApplicationBuilder(AvsApplication.class).profiles("test")
                .run(args);
        if (key == null) {
            Accounts.NewAccount created = context.getBean(Accounts.class).createAccount("restart");
            key = created.key().key();
            account = created.account();
        }
        return context;
    }

    private static boolean queued(ConfigurableApplicationContext context, String requestId) {
        return context.getBean(JdbcClient.class)
                .sql("SELECT COUNT(*) FROM callback_tasks WHERE task_name = :name AND task_instance = :id")
                .param("name", DeliveryTask.NAME).param("id", requestId).query(Long.class).single() > 0;
    }

    private Api client(ConfigurableApplicationContext context) {
        return new Api("http://localhost:" + ((WebServerApplicationContext) context).getWebServer().getPort(), key);
    }
}
