package dev.avs.face;

import dev.avs.verification.PolicyOverrides;
import static dev.avs.support.VerificationFlows.reason;
import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.FaceImages;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import dev.avs.verification.Policies;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * FACIAL with the shipped face engine, over HTTP: the selfie and the identity document's front are uploaded as a
 * client would, and the check decides. The faces are two public-domain portraits (test resources), the document
 * a synthetic ID card photographed at an angle.
 */
public class FacialCheckIT extends IntegrationTest {

    @Autowired
    Policies policies;

    @Test
    void theSamePersonOnSelfieAndIdCardIsClear() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        String front = upload(api, "card.jpg", FaceImages.idCard(FaceImages.astronaut(), -12, 1400, 1));
        String passport = fixtures.document(applicant, "GOVERNMENT_ID", Map.of("front_side_id", front));
        String selfie = upload(api, "selfie.jpg", FaceImages.selfie(FaceImages.astronaut()));
        fixtures.document(applicant, "SELFIE_IMAGE", Map.of("front_side_id", selfie));

        JsonNode v = fixtures.run(applicant, "FACIAL");

        assertThat(v.path("checks").get(0).path("result").asString()).as(v.toString()).isEqualTo("clear");
        assertThat(v.path("verified").asBoolean()).isTrue();
        assertThat(v.path("verifications").path("facial").path("verified").asBoolean()).isTrue();
        assertThat(passport).isNotEmpty();
    }

    @Test
    void twoDifferentPeopleAreAMismatchWithTheEvidence() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        String front = upload(api, "card.jpg", FaceImages.idCard(FaceImages.hopper(), 6, 1200, 2));
        String passport = fixtures.document(applicant, "GOVERNMENT_ID", Map.of("front_side_id", front));
        String selfie = upload(api, "selfie.jpg", FaceImages.selfie(FaceImages.astronaut()));
        fixtures.document(applicant, "SELFIE_IMAGE", Map.of("front_side_id", selfie));

        JsonNode v = fixtures.run(applicant, "FACIAL");

        assertThat(v.path("verified").asBoolean()).as(v.toString()).isFalse();
        assertThat(v.path("decline_reasons")).extracting(JsonNode::asString).containsExactly("FACE_MISMATCH");
        JsonNode details = reason(v, "FACE_MISMATCH").path("details");
        assertThat(details.path("similarity").asDouble()).isLessThan(details.path("face_match_threshold").asDouble());
        assertThat(details.path("selfie_file_id").asString()).isEqualTo(selfie);
        assertThat(details.path("document_id").asString()).isEqualTo(passport);
        assertThat(details.path("document_front_side_id").asString()).isEqualTo(front);
        assertThat(details.path("selfie_face_box")).hasSize(4);
        assertThat(details.path("document_face_box")).hasSize(4);
        assertThat(details.path("model_id").asString()).contains("feature:");
        assertThat(v.path("verifications").path("facial").path("decline_reasons")).extracting(JsonNode::asString)
                .containsExactly("FACE_MISMATCH");
    }

    @Test
    void noFaceAndSeveralFacesAreNotFound() {
        Api api = newAccount();
        String card = upload(api, "card.jpg", FaceImages.idCard(FaceImages.astronaut(), 0, 1000, 3));

        JsonNode none = run(api, upload(api, "wall.jpg", FaceImages.noFace()), card);
        assertThat(reasons(none, "FACE_NOT_FOUND")).as(none.toString()).hasSize(1);
        assertThat(reason(none, "FACE_NOT_FOUND").path("details").path("image").asString()).isEqualTo("selfie");
        assertThat(reason(none, "FACE_NOT_FOUND").path("details").path("faces_found").asInt()).isZero();

        JsonNode two = run(api, upload(api, "us.jpg", FaceImages.twoFaces(FaceImages.astronaut(), FaceImages.hopper())),
                card);
        assertThat(reason(two, "FACE_NOT_FOUND").path("details").path("faces_found").asInt()).as(two.toString())
                .isEqualTo(2);
        assertThat(reason(two, "FACE_NOT_FOUND").path("details").path("face_boxes")).hasSize(2);

        JsonNode blankCard = run(api, upload(api, "selfie.jpg", FaceImages.selfie(FaceImages.astronaut())),
                upload(api, "card.jpg", FaceImages.noFace()));
        assertThat(reason(blankCard, "FACE_NOT_FOUND").path("details").path("image").asString()).isEqualTo("document");
        assertThat(blankCard.path("verified").asBoolean()).isFalse();
    }

    @Test
    void aPhoneSelfieStoredSidewaysWithItsExifOrientationIsTurnedUpright() {
        Api api = newAccount();
        JsonNode v = run(api, upload(api, "IMG_0001.jpg", FaceImages.sideways(FaceImages.astronaut())),
                upload(api, "card.jpg", FaceImages.idCard(FaceImages.astronaut(), 3, 1200, 4)));

        assertThat(v.path("checks").get(0).path("result").asString()).as(v.toString()).isEqualTo("clear");
    }

    @Test
    void aPrintHeldUpToTheCameraFailsLivenessAndAPersonLooks() {
        Tenant tenant = newTenant();
        String card = upload(tenant.api(), "card.jpg", FaceImages.idCard(FaceImages.hopper(), 6, 1200, 2));
        String print = upload(tenant.api(), "selfie.jpg", FaceImages.heldUpPrint(FaceImages.hopper()));

        JsonNode v = run(tenant.api(), print, card);

        assertThat(v.path("checks").get(0).path("result").asString()).as(v.toString()).isEqualTo("consider");
        assertThat(reasons(v, "FACE_MISMATCH")).isEmpty();
        JsonNode details = reason(v, "LIVENESS_FAILED").path("details");
        assertThat(details.path("liveness").asDouble()).isLessThan(details.path("liveness_threshold").asDouble());
        assertThat(details.path("liveness_signals")).extracting(JsonNode::asString)
                .containsExactly("score_below_threshold");
        assertThat(details.path("similarity").asDouble())
                .isGreaterThanOrEqualTo(details.path("face_review_threshold").asDouble());

        policies.setAccountOverrides(tenant.account(), new PolicyOverrides(Map.of("liveness_action", "fail")));
        JsonNode strict = run(tenant.api(), print, card);
        assertThat(strict.path("verified").asBoolean()).as(strict.toString()).isFalse();
        assertThat(strict.path("decline_reasons")).extracting(JsonNode::asString).containsExactly("LIVENESS_FAILED");
    }

    @Test
    void aBlackAndWhiteFaceOrOneTooSmallToJudgeIsNotTakenForALivePerson() {
        Api api = newAccount();
        JsonNode grey = run(api, upload(api, "selfie.jpg", FaceImages.blackAndWhite(FaceImages.astronaut())),
                upload(api, "card.jpg", FaceImages.idCard(FaceImages.astronaut(), -12, 1400, 1)));
        assertThat(reason(grey, "LIVENESS_FAILED").path("details").path("liveness_signals"))
                .as(grey.toString()).extracting(JsonNode::asString).containsExactly("monochrome");
        assertThat(grey.path("checks").get(0).path("result").asString()).isEqualTo("consider");

        JsonNode distant = run(api, upload(api, "selfie.jpg", FaceImages.distant(FaceImages.hopper())),
                upload(api, "card.jpg", FaceImages.idCard(FaceImages.hopper(), 6, 1200, 2)));
        assertThat(reason(distant, "LIVENESS_FAILED").path("details").path("liveness_signals"))
                .as(distant.toString()).extracting(JsonNode::asString).containsExactly("face_too_small");
    }

    @Test
    void thePolicysThresholdsPlaceTheGreyBand() {
        Tenant tenant = newTenant();
        String card = upload(tenant.api(), "card.jpg", FaceImages.idCard(FaceImages.astronaut(), -12, 1400, 1));
        String selfie = upload(tenant.api(), "selfie.jpg", FaceImages.selfie(FaceImages.astronaut()));

        policies.setAccountOverrides(tenant.account(), new PolicyOverrides(Map.of("face_review_threshold", 0.99)));
        JsonNode grey = run(tenant.api(), selfie, card);
        assertThat(grey.path("checks").get(0).path("result").asString()).as(grey.toString()).isEqualTo("consider");
        assertThat(reason(grey, "FACE_REVIEW_REQUIRED").path("details").path("similarity").asDouble())
                .isBetween(0.3, 0.99);

        policies.setAccountOverrides(tenant.account(), new PolicyOverrides(Map.of("face_match_threshold", 0.99)));
        JsonNode strict = run(tenant.api(), selfie, card);
        assertThat(strict.path("decline_reasons")).as(strict.toString()).extracting(JsonNode::asString)
                .containsExactly("FACE_MISMATCH");
    }

    @Test
    void needsASelfieAndAnIdentityDocument() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();

        ApiResponse response = fixtures.start(applicant, List.of("FACIAL"));

        assertThat(response.errorType()).isEqualTo("insufficient_data");
        assertThat(response.json().path("errors")).hasSize(2);
    }

    /** A FACIAL verification of a new applicant with this selfie and this identity document front. */
    public static JsonNode run(Api api, String selfieFile, String documentFront) {
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", documentFront));
        fixtures.document(applicant, "SELFIE_IMAGE", Map.of("front_side_id", selfieFile));
        return fixtures.run(applicant, "FACIAL");
    }

    public static String upload(Api api, String name, byte[] content) {
        ApiResponse uploaded = api.upload("POST", "/files", name, content);
        assertThat(uploaded.status()).as(uploaded.toString()).isEqualTo(200);
        return uploaded.id("file_id");
    }

    @Test
    void aPolicyCanSendSelfiesNotRecordedLiveToAPerson() {
        Tenant tenant = newTenant();
        Api api = tenant.api();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        String front = upload(api, "card.jpg", FaceImages.idCard(FaceImages.astronaut(), -6, 1400, 7));
        fixtures.document(applicant, "GOVERNMENT_ID", Map.of("front_side_id", front));
        String selfie = upload(api, "selfie.jpg", FaceImages.selfie(FaceImages.astronaut()));
        fixtures.document(applicant, "SELFIE_IMAGE", Map.of("front_side_id", selfie));
        JsonNode before = fixtures.run(applicant, "FACIAL");
        assertThat(before.path("checks").get(0).path("result").asString()).as(before.toString()).isEqualTo("clear");

        policies.setAccountOverrides(tenant.account(), new PolicyOverrides(Map.of("require_live_selfie", true)));
        JsonNode v = fixtures.run(applicant, "FACIAL");
        JsonNode notLive = reason(v, "SELFIE_NOT_LIVE");
        assertThat(notLive.path("result").asString()).isEqualTo("consider");
        assertThat(notLive.path("details").path("capture").asString()).isEqualTo("api");
        assertThat(v.path("status").asString()).isEqualTo("review");
    }
}
