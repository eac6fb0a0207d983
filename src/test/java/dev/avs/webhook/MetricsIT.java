package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * What an operator's Prometheus and load balancer read: readiness with its components, and after a verification
 * whose callbacks were delivered, the figures of requests, verifications, checks, callbacks, queues and lists.
 */
class MetricsIT extends ToPrivateTargets {

    @Test
    void aNodeIsReadyWithItsDatabaseStorageAndLists() {
        ApiResponse readiness = new Api("http://localhost:" + port, null).get("/actuator/health/readiness");
        assertThat(readiness.status()).isEqualTo(200);
        JsonNode components = readiness.json().path("components");
        for (String component : new String[] {"db", "storage", "screening", "readinessState"}) {
            assertThat(components.path(component).path("status").asString()).as(component).isEqualTo("UP");
        }
        assertThat(readiness.body()).as("no details on the public endpoint").doesNotContain("details");
    }

    @Test
    void prometheusCountsRequestsVerificationsCallbacksQueuesAndLists() throws Exception {
        Api api = newTenant().api();
        String verification = verification(api, receiver.url("/metrics"));
        assertThat(settled(api, verification, 3)).allSatisfy(e ->
                assertThat(e.path("status").asString()).isEqualTo("delivered"));

        String metrics = new Api("http://localhost:" + port, null).get("/actuator/prometheus").body();

        assertMetric(metrics, "http_server_requests_seconds_bucket", "method=\"POST\"", "uri=\"/applicants\"");
        assertMetric(metrics, "http_server_requests_seconds_count", "method=\"GET\"",
                "uri=\"/verifications/{verificationId}/events\"");
        assertMetric(metrics, "avs_verifications_decided_total", "by=\"machine\"", "outcome=\"");
        assertMetric(metrics, "avs_verification_duration_seconds_count", "outcome=\"");
        assertMetric(metrics, "avs_verification_check_duration_seconds_bucket", "check=\"PROFILE\"");
        assertMetric(metrics, "avs_callbacks_deliveries_seconds_count", "result=\"2xx\"");
        assertMetric(metrics, "avs_queue_waiting", "queue=\"work\"", "task=\"verification-run\"");
        assertMetric(metrics, "avs_queue_oldest_wait_seconds", "queue=\"callbacks\"", "task=\"webhook-delivery\"");
        assertMetric(metrics, "avs_screening_list_age_seconds", "source=\"ofac-sdn\"");
        assertMetric(metrics, "avs_screening_list_entries", "source=\"un\"");
        assertThat(metrics).as("every figure names its node").contains("node=\"");

        // the Grafana dashboard of docs/operations.md plots only what the service exports
        String dashboard = java.nio.file.Files.readString(java.nio.file.Path.of("docs", "grafana-dashboard.json"));
        java.util.regex.Matcher used = java.util.regex.Pattern.compile("([a-z_]+)\\{").matcher(dashboard);
        java.util.Set<String> names = new java.util.TreeSet<>();
        while (used.find()) {
            names.add(used.group(1));
        }
        assertThat(names).as("metrics the dashboard plots").hasSizeGreaterThan(8)
                .allSatisfy(name -> assertThat(metrics).as(name).containsPattern("(?m)^" + name + "\\{"));
    }

    /** A sample of the metric whose labels include all of these, with a value of at least 1 for counts. */
    private static void assertMetric(String metrics, String name, String... labels) {
        boolean found = metrics.lines().filter(line -> line.startsWith(name + "{")).anyMatch(line -> {
            for (String label : labels) {
                if (!line.contains(label)) {
                    return false;
                }
            }
            String value = line.substring(line.lastIndexOf(' ') + 1);
            return !(name.endsWith("_count") || name.endsWith("_total")) || Double.parseDouble(value) >= 1;
        });
        assertThat(found).as(name + " with " + String.join(", ", labels) + " in\n"
                + metrics.lines().filter(l -> l.startsWith(name)).limit(20).reduce("", (a, b) -> a + b + "\n")).isTrue();
    }

}
