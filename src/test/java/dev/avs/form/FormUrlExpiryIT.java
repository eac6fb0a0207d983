package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.persistence.Timestamps;
import dev.avs.support.IntegrationTest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEvent;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.PayloadApplicationEvent;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * A form URL expires exactly once, whichever comes first: the scheduled job at {@code expires_at}, or a visit
 * after it. Either way the verification becomes {@code expired} and {@link FormUrlExpired} is published.
 */
class FormUrlExpiryIT extends IntegrationTest {

    private static final List<FormUrlExpired> EXPIRED = new CopyOnWriteArrayList<>();
    private static volatile boolean listening;

    @Autowired
    ConfigurableApplicationContext context;

    @Autowired
    JdbcClient jdbc;

    @Autowired
    FormUrlService urls;

    @Autowired
    FormLinks links;

    @BeforeEach
    void listen() {
        if (!listening) {
            listening = true;
            context.addApplicationListener((ApplicationListener<ApplicationEvent>) event -> {
                if (event instanceof PayloadApplicationEvent<?> p && p.getPayload() instanceof FormUrlExpired e) {
                    EXPIRED.add(e);
                }
            });
        }
    }

    private static List<FormUrlExpired> eventsOf(String token) {
        return EXPIRED.stream().filter(e -> e.formToken().equals(token)).toList();
    }

    @Test
    void aVisitAfterTheExpiryExpiresTheUrlOnce() throws Exception {
        Tenant tenant = newTenant();
        JsonNode url = tenant.api().post("/forms/" + FormUrlIT.formOf(tenant.api(), "PERSON") + "/urls",
                Map.of("external_applicant_id", "late-1")).json();
        String token = url.path("form_token").asString();
        jdbc.sql("UPDATE form_url SET expires_at = :at WHERE id = :id")
                .param("at", Timestamps.sql(Instant.now().minusSeconds(5))).param("id", token).update();

        HttpResponse<String> page = FormUrlIT.get(url.path("form_url").asString() + "/profile");

        assertThat(page.statusCode()).isEqualTo(410);
        assertThat(page.body()).contains("This link has expired");
        String verification = url.path("verification_id").asString();
        assertThat(tenant.api().get("/verifications/" + verification).json().path("status").asString())
                .isEqualTo("expired");
        assertThat(eventsOf(token)).singleElement().satisfies(e -> {
            assertThat(e.verificationId()).isEqualTo(verification);
            assertThat(e.formId()).isEqualTo(url.path("form_id").asString());
            assertThat(e.externalApplicantId()).isEqualTo("late-1");
            assertThat(e.applicantId()).isNull();
            assertThat(e.account()).isEqualTo(tenant.account());
        });

        // the scheduled job comes later and finds nothing to do; so does another visit
        assertThat(urls.expire(token, false)).isFalse();
        assertThat(FormUrlIT.get(url.path("form_url").asString()).statusCode()).isEqualTo(410);
        assertThat(eventsOf(token)).hasSize(1);
        assertThat(links.forVerification(tenant.account(), verification))
                .hasValueSatisfying(link -> assertThat(link.attemptsLeft()).isEqualTo(3));
    }

    /**
     * On a shared database (the PostgreSQL run) the job may run on another test context's scheduler, which
     * publishes the event there: the outcome is checked in the database.
     */
    @Test
    void theScheduledJobExpiresAnUnvisitedUrl() throws Exception {
        Tenant tenant = newTenant();
        String form = FormUrlIT.formOf(tenant.api(), "PERSON");
        jdbc.sql("UPDATE form SET url_ttl_seconds = 1 WHERE id = :id").param("id", form).update();
        JsonNode url = tenant.api().post("/forms/" + form + "/urls", Map.of()).json();
        String token = url.path("form_token").asString();

        eventually(Duration.ofSeconds(20), () -> jdbc.sql("SELECT status FROM form_url WHERE id = :id")
                .param("id", token).query(String.class).single(), "expired"::equals);
        assertThat(tenant.api().get("/verifications/" + url.path("verification_id").asString()).json()
                .path("status").asString()).isEqualTo("expired");
        assertThat(FormUrlIT.get(url.path("form_url").asString()).statusCode()).isEqualTo(410);
        assertThat(eventsOf(token)).hasSizeLessThanOrEqualTo(1);
    }
}
