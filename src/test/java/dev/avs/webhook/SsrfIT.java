package dev.avs.webhook;

import static dev.avs.webhook.CallbackSupport.settled;
import static dev.avs.webhook.CallbackSupport.verification;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.IntegrationTest;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * With the SSRF guard on (the default), callbacks to this machine are refused before any connection. On the suite's
 * shared database, where no context allows private targets.
 */
class SsrfIT extends IntegrationTest {

    @Autowired
    JdbcClient jdbc;

    private final Receiver receiver = new Receiver();

    @AfterEach
    void stopReceiver() {
        receiver.close();
    }

    @Test
    void refusesLoopbackTargetsByAddressAndByName() {
        Tenant tenant = newTenant();
        for (String url : List.of(receiver.url("/direct"), "http://localhost:" + receiver.port() + "/by-name")) {
            String verification = verification(tenant.api(), url);

            List<JsonNode> events = settled(tenant.api(), verification, 3);

            assertThat(events).allSatisfy(event -> {
                assertThat(event.path("status").asString()).isEqualTo("failed");
                assertThat(event.path("target_url").asString()).isEqualTo(url);
                assertThat(event.path("attempts")).hasSize(1);
                assertThat(event.path("attempts").get(0).path("error").asString()).isEqualTo("ssrf_refused");
                assertThat(event.path("attempts").get(0).path("status_code").isNull()).isTrue();
                CallbackSupport.awaitNoJob(jdbc, event.path("request_id").asString());
            });
        }
        assertThat(receiver.requests()).as("no request reached the receiver").isEmpty();
    }

    @Test
    void refusesTheCloudMetadataAddressAndPrivateNetworks() {
        Tenant tenant = newTenant();
        for (String url : List.of("http://169.254.169.254/latest/meta-data/", "http://10.1.2.3:8080/hook",
                "http://[::1]:" + receiver.port() + "/")) {
            String verification = verification(tenant.api(), url);

            assertThat(settled(tenant.api(), verification, 3)).allSatisfy(event -> assertThat(
                    event.path("attempts").get(0).path("error").asString()).isEqualTo("ssrf_refused"));
        }
    }
}
