package dev.avs.verification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The verifications report over a period, as JSON and CSV, agreeing with each other. */
class ReportIT extends IntegrationTest {

    @Test
    void summarisesThePeriodAndAgreesWithItsCsv() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        List<String> approved = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            approved.add(fixtures.verify(fixtures.person(Map.of("external_applicant_id", "=cmd|" + i)), "PROFILE"));
        }
        String underage = fixtures.verify(fixtures.person(Map.of("dob", LocalDate.now().minusYears(10).toString())),
                "PROFILE");
        String prohibited = fixtures.verify(fixtures.person(Map.of("residence_country", "KP")), "PROFILE");
        String review = fixtures.verify(fixtures.person(Map.of("pep", true)), "PROFILE");
        List.of(approved.get(0), approved.get(1), approved.get(2), underage, prohibited, review)
                .forEach(fixtures::decided);
        String today = LocalDate.now(ZoneOffset.UTC).toString();

        JsonNode report = api.get("/verifications/report?from=" + today + "&to=" + today + "&limit=2").json();

        JsonNode summary = report.path("summary");
        assertThat(report.path("from").asString()).isEqualTo(today);
        assertThat(summary.path("total").asInt()).isEqualTo(6);
        assertThat(summary.path("by_status").path("completed").asInt()).isEqualTo(5);
        assertThat(summary.path("by_status").path("review").asInt()).isEqualTo(1);
        assertThat(summary.path("by_status").path("pending").asInt()).isZero();
        assertThat(summary.path("approved").asInt()).isEqualTo(3);
        assertThat(summary.path("declined").asInt()).isEqualTo(2);
        assertThat(summary.path("approval_rate").asDouble()).isEqualTo(0.6);
        assertThat(summary.path("completion_seconds").path("median").isNumber()).isTrue();
        assertThat(summary.path("decline_reasons").valueStream().map(r -> r.path("code").asString() + "="
                + r.path("count").asInt())).containsExactlyInAnyOrder("UNDERAGE=1", "COUNTRY_PROHIBITED=1");
        assertThat(report.path("items")).hasSize(2);
        assertThat(report.path("items").get(0).path("verification_id").asString()).as("newest first").isEqualTo(review);

        List<String> paged = new ArrayList<>();
        String cursor = null;
        do {
            JsonNode page = api.get("/verifications/report?from=" + today + "&to=" + today + "&limit=2"
                    + (cursor == null ? "" : "&cursor=" + cursor)).json();
            assertThat(page.path("summary")).as("the summary covers the whole period on every page").isEqualTo(summary);
            page.path("items").forEach(item -> paged.add(item.path("verification_id").asString()));
            cursor = page.path("next_cursor").isNull() ? null : page.path("next_cursor").asString();
        } while (cursor != null);

        ApiResponse csv = api.get("/verifications/report?from=" + today + "&to=" + today + "&format=csv");
        assertThat(csv.header("Content-Type")).startsWith("text/csv");
        List<String> lines = Arrays.asList(csv.body().split("\r\n"));
        assertThat(lines.getFirst()).isEqualTo("verification_id,applicant_id,external_applicant_id,form_id,status,"
                + "verified,verification_types,country_code,decline_reasons,risk_score,created_at,completed_at,"
                + "processing_time,mode");
        List<String> rows = lines.subList(1, lines.size());
        assertThat(rows).hasSize(6);
        assertThat(rows.stream().map(r -> r.split(",")[0]).toList()).containsExactlyInAnyOrderElementsOf(paged);
        assertThat(rows.stream().filter(r -> r.contains(",completed,true,")).count()).isEqualTo(3);
        assertThat(rows.stream().filter(r -> r.contains(",completed,false,")).count()).isEqualTo(2);
        assertThat(rows).anyMatch(r -> r.startsWith(underage) && r.contains(",UNDERAGE,"));
        assertThat(rows).as("formula injection defused").anyMatch(r -> r.contains(",'=cmd|0,"));

        ApiResponse accepted = api.withHeader("Accept", "text/csv").get("/verifications/report");
        assertThat(accepted.body().split("\r\n")).hasSize(7);
    }

    @Test
    void filtersAndValidatesItsQuery() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        fixtures.decided(fixtures.verify(fixtures.person(), "PROFILE"));
        fixtures.decided(fixtures.verify(fixtures.person(Map.of("residence_country", "KP")), "PROFILE"));

        JsonNode declined = api.get("/verifications/report?verified=false").json();
        assertThat(declined.path("summary").path("total").asInt()).isEqualTo(1);
        assertThat(api.get("/verifications/report?status=review").json().path("summary").path("total").asInt()).isZero();
        assertThat(api.get("/verifications/report?from=2020-01-01&to=2020-01-31").json().path("items").isEmpty()).isTrue();
        assertThat(newAccount().get("/verifications/report").json().path("summary").path("total").asInt()).isZero();

        assertThat(api.get("/verifications/report?from=yesterday").status()).isEqualTo(422);
        assertThat(api.get("/verifications/report?from=2026-02-01&to=2026-01-01").status()).isEqualTo(422);
        assertThat(api.get("/verifications/report?status=done").status()).isEqualTo(400);
        assertThat(api.get("/verifications/report?verified=maybe").status()).isEqualTo(400);
        assertThat(api.get("/verifications/report?format=xml").status()).isEqualTo(400);
    }
}
