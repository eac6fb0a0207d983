package dev.avs.screening;

import dev.avs.screening.lists.SubjectType;
import dev.avs.support.TestDatabase;
import dev.avs.verification.CheckResult;
import dev.avs.verification.Reason;
import dev.avs.verification.Result;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.ServiceTest;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/** A node whose only source cannot be reached: the failure is reported, search answers 503, AML says so. */
@TestPropertySource(properties = {
        "avs.screening.sources[0].name=unreachable",
        "avs.screening.sources[0].format=un-xml",
        // the discard port on this machine: the connection is refused at once
        "avs.screening.sources[0].location=http://user:secret@127.0.0.1:9/consolidated.xml?key=secret"})
class ScreeningUnavailableIT extends ServiceTest {

    /** A database of its own: another context's scheduler, with other lists, must not run this one's checks. */
    @org.springframework.test.context.DynamicPropertySource
    static void database(org.springframework.test.context.DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-screening-unavailable");
    }

    @Autowired
    private Screening screening;

    @Test
    void reportsTheFailedDownloadAndAnswersUnavailable() {
        Api api = newAccount();
        JsonNode list = eventually(Duration.ofSeconds(30), () -> api.get("/screening/lists").json().path("lists").get(0),
                l -> l.path("status").asString().equals("failed"));
        assertThat(list.path("location").asString()).isEqualTo("http://127.0.0.1:9/consolidated.xml");
        assertThat(list.path("entries").isNull()).isTrue();
        assertThat(list.path("last_error").asString()).isNotBlank().doesNotContain("secret");
        assertThat(list.path("stale").asBoolean()).isTrue();

        ApiResponse readiness = anonymous().get("/actuator/health/readiness");
        assertThat(readiness.status()).as("a node without its lists takes no traffic").isEqualTo(503);
        assertThat(readiness.json().path("components").path("screening").path("status").asString())
                .isEqualTo("OUT_OF_SERVICE");
        assertThat(anonymous().get("/actuator/health/liveness").status()).as("but it is alive").isEqualTo(200);

        ApiResponse search = api.post("/screening/search", Map.of("name", "John Smith"));
        assertThat(search.status()).isEqualTo(503);
        assertThat(search.errorType()).isEqualTo("unavailable");

        CheckResult aml = screening.screenSubjects(List.of(
                AmlSubject.applicant("a1", SubjectType.PERSON, "John Smith", null, null)));
        assertThat(aml.result()).isEqualTo(Result.CONSIDER);
        assertThat(aml.reasons()).extracting(Reason::code).containsExactly("AML_LISTS_UNAVAILABLE");
    }

    @Test
    void aVerificationGoesToAPersonWhenNoListIsLoaded() {
        VerificationFlows fixtures = new VerificationFlows(newAccount());

        JsonNode v = fixtures.run(fixtures.person(), "AML");

        assertThat(v.path("status").asString()).isEqualTo("review");
        JsonNode reason = VerificationFlows.reason(v, "AML_LISTS_UNAVAILABLE");
        assertThat(reason.path("result").asString()).isEqualTo("consider");
    }
}
