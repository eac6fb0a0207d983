package dev.avs.document;

import static dev.avs.support.Verifications.reason;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.Verifications;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** FACIAL without a face engine: a person compares the selfie with the document photo. */
class FacialCheckIT extends IntegrationTest {

    @Test
    void asksAPersonToCompareTheFaces() {
        Api api = newAccount();
        Verifications fixtures = new Verifications(api);
        String applicant = fixtures.person();
        String front = fixtures.photo();
        String passport = fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", front));
        String selfieFile = fixtures.photo();
        fixtures.document(applicant, "SELFIE_IMAGE", Map.of("front_side_id", selfieFile));

        JsonNode v = fixtures.run(applicant, "FACIAL");

        assertThat(v.path("status").asString()).isEqualTo("review");
        JsonNode details = reason(v, "FACE_REVIEW_REQUIRED").path("details");
        assertThat(details.path("selfie_file_id").asString()).isEqualTo(selfieFile);
        assertThat(details.path("document_id").asString()).isEqualTo(passport);
        assertThat(details.path("document_front_side_id").asString()).isEqualTo(front);
    }

    @Test
    void needsASelfieAndAnIdentityDocument() {
        Api api = newAccount();
        Verifications fixtures = new Verifications(api);
        String applicant = fixtures.person();

        ApiResponse response = fixtures.start(applicant, List.of("FACIAL"));

        assertThat(response.errorType()).isEqualTo("insufficient_data");
        assertThat(response.json().path("errors")).hasSize(2);
    }
}
