package dev.avs.retention;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ServiceTest;
import dev.avs.support.TestDatabase;
import dev.avs.support.VerificationFlows;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/** Retention with a test clock: what passed its period is erased as DELETE would, what did not is kept. */
@org.springframework.context.annotation.Import(RetentionIT.Clocks.class)
class RetentionIT extends ServiceTest {

    /** The service's clock, moved on by the test. */
    static final class TestClock extends Clock {

        private volatile Duration offset = Duration.ZERO;

        void advance(Duration by) {
            offset = offset.plus(by);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return Instant.now().plus(offset);
        }
    }

    @TestConfiguration
    static class Clocks {

        @Bean
        @Primary
        TestClock testClock() {
            return new TestClock();
        }
    }

    @DynamicPropertySource
    static void settings(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-retention");
        registry.add("avs.retention.enabled", () -> "false");
    }

    @Autowired
    TestClock clock;
    @Autowired
    Retention retention;
    @Autowired
    JdbcClient jdbc;

    @Test
    void anApplicantPastItsPeriodIsErasedAndOneWithinItKept() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        // the past first: a job scheduled in the future would wait for it
        clock.advance(Duration.ofDays(-(1826 + 2)));
        String expired = fixtures.person();
        fixtures.run(expired, "PROFILE");
        String abandoned = fixtures.person();

        clock.advance(Duration.ofDays(1826 + 2));
        String verifiedRecently = fixtures.person();
        fixtures.run(verifiedRecently, "PROFILE");
        String abandonedRecently = fixtures.person();

        Retention.Run run = retention.run();

        assertThat(api.get("/applicants/" + expired).status()).as("five years after its verification").isEqualTo(404);
        assertThat(api.get("/applicants/" + abandoned).status()).as("never verified, long ago").isEqualTo(404);
        assertThat(api.get("/applicants/" + verifiedRecently).status()).isEqualTo(200);
        assertThat(api.get("/applicants/" + abandonedRecently).status()).as("never verified, just made")
                .isEqualTo(200);
        assertThat(run.applicantsErased()).isEqualTo(1);
        assertThat(run.abandonedErased()).isEqualTo(1);
        assertThat(jdbc.sql("SELECT erasure_reason FROM applicant WHERE id = :id").param("id", expired)
                .query(String.class).single()).isEqualTo("retention");
        assertThat(jdbc.sql("SELECT COUNT(*) FROM retention_run").query(Long.class).single()).isPositive();
        assertThat(api.get("/audit-events?action=erase&applicant_id=" + expired).json()
                .path("items").get(0).path("actor").asString()).isEqualTo("retention");

        clock.advance(Duration.ofDays(29));
        retention.run();
        assertThat(api.get("/applicants/" + abandonedRecently).status()).as("29 of its 30 days").isEqualTo(200);
        clock.advance(Duration.ofDays(2));
        retention.run();
        assertThat(api.get("/applicants/" + abandonedRecently).status()).as("31 of its 30 days").isEqualTo(404);
        assertThat(api.get("/applicants/" + verifiedRecently).status()).isEqualTo(200);
    }

    @Test
    void aFormUrlNeverUsedGoesWithItsReservedVerificationAfterTheAbandonedPeriod() {
        Api api = newAccount();
        String form = api.get("/forms").json().path("items").valueStream()
                .filter(f -> f.path("applicant_type").asString().equals("PERSON")).findFirst().orElseThrow()
                .path("form_id").asString();
        clock.advance(Duration.ofDays(-31));
        JsonNode old = api.post("/forms/" + form + "/urls", Map.of("external_applicant_id", "left-1")).json();
        clock.advance(Duration.ofDays(2));
        JsonNode within = api.post("/forms/" + form + "/urls", Map.of("external_applicant_id", "left-2")).json();
        clock.advance(Duration.ofDays(29));

        Retention.Run run = retention.run();

        assertThat(run.formUrlsDeleted()).isPositive();
        assertThat(api.get("/verifications/" + old.path("verification_id").asString()).status())
                .as("31 days unused").isEqualTo(404);
        assertThat(formUrls(old.path("form_token").asString())).isZero();
        assertThat(api.get("/verifications/" + within.path("verification_id").asString()).status())
                .as("29 of its 30 days").isEqualTo(200);
        assertThat(formUrls(within.path("form_token").asString())).isOne();
    }

    private long formUrls(String token) {
        return jdbc.sql("SELECT COUNT(*) FROM form_url WHERE id = :id").param("id", token).query(Long.class).single();
    }
}
