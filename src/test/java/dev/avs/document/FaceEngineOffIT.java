package dev.avs.document;

import static dev.avs.support.VerificationFlows.reason;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.TestDatabase;
import dev.avs.face.FacialCheckIT;
import dev.avs.support.Api;
import dev.avs.support.FaceImages;
import dev.avs.support.ServiceTest;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/** With the face engine switched off, a person compares the selfie with the document photo. */
@TestPropertySource(properties = "avs.face.enabled=false")
class FaceEngineOffIT extends ServiceTest {

    /**
     * A database of its own: another test context's scheduler, with other settings, must not run this one's
     * verifications (a node's settings decide what a check sees).
     */
    @org.springframework.test.context.DynamicPropertySource
    static void database(org.springframework.test.context.DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-face-off");
    }

    @Test
    void aPersonComparesTheFaces() {
        Api api = newAccount();
        String selfie = FacialCheckIT.upload(api, "selfie.jpg", FaceImages.selfie(FaceImages.astronaut()));
        String front = FacialCheckIT.upload(api, "card.jpg", FaceImages.idCard(FaceImages.hopper(), 0, 1000, 5));

        JsonNode v = FacialCheckIT.run(api, selfie, front);

        assertThat(v.path("status").asString()).isEqualTo("review");
        JsonNode details = reason(v, "FACE_REVIEW_REQUIRED").path("details");
        assertThat(details.path("selfie_file_id").asString()).isEqualTo(selfie);
        assertThat(details.path("document_front_side_id").asString()).isEqualTo(front);
        assertThat(reason(v, "FACE_REVIEW_REQUIRED").path("message").asString()).contains("switched off");
    }
}
