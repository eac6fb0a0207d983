package dev.avs.verification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/** The verifications behind hosted form URLs: reserved unused, then submitted or expired. */
class UnusedVerificationIT extends IntegrationTest {

    @Autowired
    Verifications verifications;

    @Test
    void anUnusedVerificationIsSubmittedAndRun() {
        Tenant tenant = newTenant();
        VerificationFlows fixtures = new VerificationFlows(tenant.api());
        String applicant = fixtures.person();
        String form = personForm(tenant);

        String id = verifications.createUnused(tenant.account(), null, applicant, form, null, null);
        JsonNode unused = tenant.api().get("/verifications/" + id).json();
        assertThat(unused.path("status").asString()).isEqualTo("unused");
        assertThat(unused.path("form_id").asString()).isEqualTo(form);
        assertThat(verifications.attempts(tenant.account(), applicant, form)).isEqualTo(1);

        fixtures.address(applicant, "REGISTERED", java.util.Map.of());
        fixtures.proofOfAddress(applicant, java.time.LocalDate.now());
        fixtures.document(applicant, "PASSPORT", java.util.Map.of("front_side_id", fixtures.photo(),
                "document_number", "X1", "expiry_date", "2035-01-01"));
        fixtures.document(applicant, "SELFIE_IMAGE", java.util.Map.of("front_side_id", fixtures.photo()));
        verifications.submit(tenant.account(), id, applicant);

        JsonNode decided = fixtures.decided(id);
        assertThat(decided.path("status").asString()).isIn("completed", "review");
        assertThat(decided.path("types").valueStream().map(JsonNode::asString)).contains("PROFILE", "FACIAL");
        assertThatThrownBy(() -> verifications.submit(tenant.account(), id, applicant))
                .isInstanceOf(ApiException.class)
                .extracting(e -> ((ApiException) e).type()).isEqualTo(ErrorType.EDIT_DENIED);
        assertThat(verifications.expire(tenant.account(), id)).isFalse();
    }

    @Test
    void anUnusedVerificationExpires() {
        Tenant tenant = newTenant();
        String id = verifications.createUnused(tenant.account(), null, null, personForm(tenant), null, "ext-1");

        assertThat(verifications.expire(tenant.account(), id)).isTrue();
        assertThat(verifications.expire(tenant.account(), id)).isFalse();
        assertThat(tenant.api().get("/verifications/" + id).json().path("status").asString()).isEqualTo("expired");
        assertThat(verifications.find(tenant.account(), id).orElseThrow().externalApplicantId()).isEqualTo("ext-1");
        assertThat(verifications.find(newTenant().account(), id)).isEmpty();
    }

    private static String personForm(Tenant tenant) {
        return tenant.api().get("/forms").json().path("items").valueStream()
                .filter(f -> f.path("applicant_type").asString().equals("PERSON")).findFirst().orElseThrow()
                .path("form_id").asString();
    }
}
