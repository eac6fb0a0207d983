package dev.avs.form;

import dev.avs.verification.PolicyOverrides;
import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.Footage;
import dev.avs.support.FormPage;
import dev.avs.support.SelfieClips;
import dev.avs.support.VerificationFlows;
import dev.avs.support.FaceImages;
import dev.avs.support.IntegrationTest;
import dev.avs.verification.Policies;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The selfie step's signed challenge over HTTP, as a script that skips the page's camera would post it: only a clip
 * posted with the page's own, unused challenge counts as recorded live; a forged or replayed token makes the clip an
 * upload (and the policy's require_live_selfie sends it to review). A form with selfie_upload_fallback: false
 * refuses on the page itself a photo, a clip without a valid challenge, and a replayed one.
 */
class SelfieChallengeIT extends IntegrationTest {

    private static final byte[] CLIP = SelfieClips.webm(Footage.RIGHT_THEN_LEFT.frames(), 25);
    private static final byte[] OTHER_CLIP = SelfieClips.webm(Footage.OTHER_TURN_LEFT.frames(), 25);

    /** The applicant of each form URL. */
    private static final Map<String, String> APPLICANTS = new java.util.concurrent.ConcurrentHashMap<>();

    @Autowired
    Policies policies;
    @Autowired
    FormAdmin forms;

    @Test
    void onlyTheUnusedChallengeOfThePageMakesALiveSelfie() throws Exception {
        Tenant tenant = newTenant();
        policies.setAccountOverrides(tenant.account(), new PolicyOverrides(Map.of("require_live_selfie", true)));

        FormPage genuine = atTheSelfie(tenant.api());
        // the clip turns to the person's own right, then to the left: show the page until it asks for that
        String first = token(genuine);
        for (int i = 0; i < 40 && !first.startsWith("turn_right+turn_left."); i++) {
            first = token(genuine);
        }
        assertThat(postSelfie(genuine, "selfie.webm", CLIP, first).statusCode()).isEqualTo(303);
        JsonNode live = facial(tenant.api(), genuine);
        assertThat(live.path("status").asString()).as(live.toString()).isEqualTo("completed");
        assertThat(reasons(live, "SELFIE_NOT_LIVE")).as(live.toString()).isEmpty();

        // back on the page: a new challenge is drawn, not the one posted; the first token again, with another clip
        assertThat(token(genuine)).isNotEqualTo(first);
        assertThat(postSelfie(genuine, "again.webm", OTHER_CLIP, first).statusCode()).isEqualTo(303);
        JsonNode replayed = facial(tenant.api(), genuine);
        assertThat(reasons(replayed, "SELFIE_NOT_LIVE")).as(replayed.toString()).hasSize(1);
        assertThat(reasons(replayed, "SELFIE_NOT_LIVE").getFirst().path("details").path("capture").asString())
                .isEqualTo("upload");

        // a token whose MAC was made up, and a challenge this service never gives
        for (String forged : List.of(forge(token(genuine)), "nod." + token(genuine).split("\\.", 2)[1])) {
            Tenant other = newTenant();
            policies.setAccountOverrides(other.account(), new PolicyOverrides(Map.of("require_live_selfie", true)));
            FormPage page = atTheSelfie(other.api());
            assertThat(postSelfie(page, "selfie.webm", CLIP, forged).statusCode()).isEqualTo(303);
            assertThat(reasons(facial(other.api(), page), "SELFIE_NOT_LIVE")).as(forged).hasSize(1);
        }
    }

    @Test
    void aLiveOnlyFormRefusesAPhotoAForgedOrReplayedTokenAndTakesALiveClip() throws Exception {
        Tenant tenant = newTenant();
        String form = FormUrlIT.formOf(tenant.api(), "PERSON");
        FormSpec spec = FormSpec.read(JsonMapper.builder().build().readTree("""
                {"name": "Person verification (KYC)", "applicant_type": "PERSON",
                 "steps": ["PROFILE", "DOCUMENT", "SELFIE", "ADDRESS"],
                 "verification_types": ["PROFILE", "DOCUMENT", "FACIAL", "ADDRESS"],
                 "selfie_upload_fallback": false}"""), "test", JsonMapper.builder().build());
        forms.apply(tenant.account(), spec, form);
        JsonNode listed = tenant.api().get("/forms").json().path("items").valueStream()
                .filter(f -> f.path("form_id").asString().equals(form)).findFirst().orElseThrow();
        assertThat(listed.path("selfie_upload_fallback").asBoolean(true)).isFalse();

        FormPage page = atTheSelfie(tenant.api());
        HttpResponse<String> shown = page.show("/selfie");
        assertThat(shown.body()).contains("data-live-only=\"true\"", "This step needs a camera");

        HttpResponse<String> photo = postSelfie(page, "selfie.jpg", FaceImages.selfie(FaceImages.astronaut()),
                token(page));
        assertThat(photo.statusCode()).isEqualTo(422);
        assertThat(photo.body()).contains("Record your selfie with the camera on this page");

        assertThat(postSelfie(page, "selfie.webm", CLIP, forge(token(page))).statusCode()).isEqualTo(422);

        String token = token(page);
        HttpResponse<String> taken = postSelfie(page, "selfie.webm", CLIP, token);
        assertThat(taken.statusCode()).as(taken.body().replaceAll("(?s).*<main", "")).isEqualTo(303);
        assertThat(postSelfie(page, "again.webm", OTHER_CLIP, token).statusCode()).as("a replayed token")
                .isEqualTo(422);
    }

    @Test
    void aFormSettingThatIsNotTrueOrFalseIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> FormSpec.read(JsonMapper.builder().build().readTree("""
                {"name": "Live", "applicant_type": "PERSON", "steps": ["PROFILE"], "verification_types": [],
                 "selfie_upload_fallback": "no"}"""), "test", JsonMapper.builder().build()))
                .hasMessageContaining("selfie_upload_fallback must be true or false");
    }

    /** A new URL of the person form, past its profile and document steps (a passport with a readable MRZ). */
    private static FormPage atTheSelfie(Api api) {
        String applicant = new VerificationFlows(api).person();
        FormPage page = FormPage.atTheSelfie(api, applicant);
        APPLICANTS.put(page.url(), applicant);
        return page;
    }

    private static String token(FormPage page) {
        return page.selfieToken();
    }

    /** The token with its MAC changed (same length, same alphabet). */
    private static String forge(String token) {
        char last = token.charAt(token.length() - 1);
        return token.substring(0, token.length() - 1) + (last == 'A' ? 'B' : 'A');
    }

    private static HttpResponse<String> postSelfie(FormPage page, String name, byte[] content, String token) {
        return page.postSelfie(name, content, token);
    }

    /** FACIAL run through the API on the form's applicant, the selfie the form stored. */
    private static JsonNode facial(Api api, FormPage page) {
        return new VerificationFlows(api).run(APPLICANTS.get(page.url()), "FACIAL");
    }
}
