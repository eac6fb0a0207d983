package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.avs.applicant.ApplicantView;
import dev.avs.monitoring.AlertHit;
import dev.avs.verification.VerificationView;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/** Every callback's fields sit beside the envelope's without replacing one, in the contract's order. */
class CallbacksTest {

    private static final JsonMapper JSON = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .changeDefaultPropertyInclusion(v -> JsonInclude.Value.construct(JsonInclude.Include.ALWAYS,
                    JsonInclude.Include.ALWAYS))
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();
    private static final Instant AT = Instant.parse("2026-11-22T10:00:00Z");
    private static final List<String> ENVELOPE = List.of("type", "request_id", "sequence", "created_at");

    @Test
    void theCompletedCallbackCarriesTheVerificationItsCreationAndTheApplicant() {
        VerificationView view = new VerificationView("v1", "a1", null, "completed", true, List.of("PROFILE"),
                Map.of("profile", new VerificationView.TypeSummary(true, null, List.of())), List.of(), List.of(), 0,
                "system", null, "default@1", "hash", null, AT, AT, AT);
        ApplicantView applicant = new ApplicantView("a1", "PERSON", null, new ApplicantView.Person("Anna", null,
                "Example", null, null, null, null, null, null, null, null), null, null, null, null, null, null, null,
                AT, AT, List.of(), List.of(), List.of(), "completed", "valid", null, true, 1, List.of(), null);

        List<String> names = names(new Callbacks.Completed(view.asCallback(), applicant));

        assertThat(names).containsExactly("type", "request_id", "sequence", "created_at", "verification_id",
                "applicant_id", "form_id", "status", "verified", "types", "verifications", "checks",
                "decline_reasons", "risk_score", "decided_by", "comment", "policy_version", "snapshot_hash",
                "callback_url", "updated_at", "completed_at", "verification_created_at", "applicant");
    }

    @Test
    void noCallbackNamesAFieldOfTheEnvelope() {
        List<Callbacks.Fields> all = List.of(
                new Callbacks.StatusChanged("v1", "a1", null, "f1", "t", "pending", 2),
                new Callbacks.FormUrlExpired("f1", "t", "a1", null, "v1", AT),
                new Callbacks.DatabaseScreening("a1", null, "v1", List.of("ofac-sdn"), List.of("sanctions"),
                        List.of(new AlertHit("al1", new AlertHit.Subject("applicant", "a1"), "SANCTIONS_MATCH",
                                "ofac-sdn", "sanctions", "8808", "Name", "Name", 0.98, Map.of()))),
                new Callbacks.ApplicantErased("a1", List.of("v1"), "request", AT));
        for (Callbacks.Fields fields : all) {
            List<String> names = names(fields);
            assertThat(names.subList(0, 4)).containsExactlyElementsOf(ENVELOPE);
            assertThat(names.subList(4, names.size())).doesNotContainAnyElementsOf(ENVELOPE);
        }
    }

    /** The body's top-level names in order; reading it fails on a name written twice. */
    private static List<String> names(Callbacks.Fields fields) {
        JsonNode body = JSON.readTree(JSON.writeValueAsString(new Callbacks.Body("T", "r1", 1, AT, fields)));
        return new ArrayList<>(body.propertyNames());
    }
}
