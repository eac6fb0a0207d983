package dev.avs.face;

import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.FaceImages;
import dev.avs.support.Footage;
import dev.avs.support.IntegrationTest;
import dev.avs.support.SelfieClips;
import dev.avs.support.VerificationFlows;
import dev.avs.verification.Policies;
import dev.avs.verification.PolicyOverrides;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * {@code /selfie-challenges} over HTTP, as a native client with its own camera uses it: a clip answering the
 * challenge drawn for it counts as recorded live (require_live_selfie takes it) and is held to the challenge's
 * movements in FACIAL and VIDEO; a challenge is answered once, by a clip never recorded before, before it expires;
 * an applicant draws a limited number a day; another account's challenges, applicants and files are not found.
 */
class SelfieChallengeApiIT extends IntegrationTest {

    /** A real webcam recording of a man turning to his own right, then to his left. */
    private static final List<java.awt.image.BufferedImage> RIGHT_THEN_LEFT = Footage.RIGHT_THEN_LEFT.frames();
    private static final String ITS_CHALLENGE = "turn_right+turn_left";

    @Autowired
    Policies policies;
    @Autowired
    JdbcClient jdbc;

    @Test
    void aClipAnsweringItsChallengeIsLiveAndHeldToItsMovements() {
        Tenant tenant = newTenant();
        policies.setAccountOverrides(tenant.account(), new PolicyOverrides(Map.of("require_live_selfie", true)));
        Api api = tenant.api();
        VerificationFlows flows = new VerificationFlows(api);
        // the clip's movements come up in about one draw in four; each applicant may draw ten a day
        JsonNode matching = null;
        JsonNode other = null;
        for (int applicants = 0; applicants < 12 && (matching == null || other == null); applicants++) {
            String applicant = flows.person();
            for (int draws = 0; draws < 10; draws++) {
                JsonNode drawn = draw(api, applicant).json();
                boolean its = ITS_CHALLENGE.equals(name(drawn));
                if (its && matching == null || !its && other == null) {
                    if (its) {
                        matching = drawn;
                    } else {
                        other = drawn;
                    }
                    break;
                }
            }
        }
        assertThat(matching).as("a challenge of the clip's movements in 120 draws").isNotNull();

        byte[] recording = SelfieClips.webm(RIGHT_THEN_LEFT, 25);
        String clip = flows.file(recording);
        ApiResponse answered = api.post(answerPath(matching), Map.of("file_id", clip));
        assertThat(answered.status()).as(answered.toString()).isEqualTo(200);
        assertThat(answered.json().path("file_id").asString()).isEqualTo(clip);
        assertThat(answered.json().path("answered_at").isNull()).isFalse();
        JsonNode live = verify(flows, matching, clip);
        for (String check : List.of("FACIAL", "VIDEO")) {
            JsonNode result = check(live, check);
            assertThat(result.path("result").asString()).as(live.toString()).isEqualTo("clear");
        }
        assertThat(reasons(live, "SELFIE_NOT_LIVE")).as("require_live_selfie takes it").isEmpty();

        // once only: the same challenge again, and the same bytes under a new file id for another challenge
        assertThat(api.post(answerPath(matching), Map.of("file_id", clip)).status()).isEqualTo(409);
        String again = flows.file(recording);
        assertThat(again).isNotEqualTo(clip);
        ApiResponse replayed = api.post(answerPath(other), Map.of("file_id", again));
        assertThat(replayed.status()).as(replayed.toString()).isEqualTo(409);
        assertThat(replayed.json().path("errors").get(0).path("parameter").asString()).isEqualTo("file_id");
        assertThat(api.get(challengePath(other)).json().path("file_id").isNull()).as("nothing half done").isTrue();

        // a new recording of the same movements does not meet a challenge that asks for others
        String reencoded = flows.file(SelfieClips.webm(RIGHT_THEN_LEFT, 24));
        assertThat(api.post(answerPath(other), Map.of("file_id", reencoded)).status()).isEqualTo(200);
        JsonNode wrong = verify(flows, other, reencoded);
        for (String check : List.of("FACIAL", "VIDEO")) {
            JsonNode refused = reasonOf(check(wrong, check), "LIVENESS_FAILED");
            assertThat(refused.path("details").path("capture").asString()).as(check).isEqualTo("live");
            assertThat(refused.path("details").path("challenge").asString()).as(check).isEqualTo(name(other));
            assertThat(refused.path("details").path("liveness_signals").toString()).as(check)
                    .containsAnyOf("wrong_movement", "movement_not_done");
        }
    }

    @Test
    void badAnswersOtherAccountsAndTheDaysLimitAreRefusedWithReasons() {
        Api api = newAccount();
        Api stranger = newAccount();
        VerificationFlows flows = new VerificationFlows(api);
        String applicant = flows.person();

        assertThat(api.post("/selfie-challenges", Map.of()).status()).isEqualTo(422);
        assertThat(api.post("/selfie-challenges", Map.of("applicant_id", applicant, "steps", "nod")).status())
                .as("unknown field").isEqualTo(422);
        assertThat(stranger.post("/selfie-challenges", Map.of("applicant_id", applicant)).status()).isEqualTo(404);
        assertThat(api.post("/selfie-challenges", Map.of("applicant_id", "x")).status()).isEqualTo(404);

        ApiResponse drawn = draw(api, applicant);
        assertThat(drawn.status()).as(drawn.toString()).isEqualTo(200);
        JsonNode challenge = drawn.json();
        assertThat(drawn.header("Location")).isEqualTo(challengePath(challenge));
        assertThat(challenge.path("applicant_id").asString()).isEqualTo(applicant);
        assertThat(challenge.path("steps").size()).isEqualTo(2);
        challenge.path("steps").forEach(step -> assertThat(step.asString()).isIn("turn_left", "turn_right"));
        assertThat(Duration.between(Instant.parse(challenge.path("created_at").asString()),
                Instant.parse(challenge.path("expires_at").asString()))).isEqualTo(Duration.ofMinutes(10));
        assertThat(challenge.path("file_id").isNull()).isTrue();
        assertThat(challenge.path("announced_ms").size()).isZero();
        assertThat(api.get(challengePath(challenge)).json()).isEqualTo(challenge);
        assertThat(stranger.get(challengePath(challenge)).status()).isEqualTo(404);
        assertThat(api.get("/selfie-challenges/" + "0".repeat(36)).status()).isEqualTo(404);

        String clip = flows.file(SelfieClips.webm(RIGHT_THEN_LEFT, 20));
        String strangersClip = new VerificationFlows(stranger).file(SelfieClips.webm(RIGHT_THEN_LEFT, 20));
        assertThat(stranger.post(answerPath(challenge), Map.of("file_id", strangersClip)).status()).isEqualTo(404);
        assertThat(api.post(answerPath(challenge), Map.of("file_id", strangersClip)).status()).isEqualTo(404);
        assertRefused(api.post(answerPath(challenge), Map.of("file_id", flows.photo())),
                "file_id", "video clip");
        assertRefused(api.post(answerPath(challenge), Map.of()), "file_id", "required");
        assertRefused(api.post(answerPath(challenge), Map.of("file_id", clip, "announced_ms", List.of(2350, 0))),
                "announced_ms", "in order");
        assertRefused(api.post(answerPath(challenge), Map.of("file_id", clip, "announced_ms", List.of(0))),
                "announced_ms", "one time per movement");
        // a movement announced after the part of a clip that is judged could never be seen made
        assertRefused(api.post(answerPath(challenge), Map.of("file_id", clip, "announced_ms", List.of(1000, 25_000))),
                "announced_ms", "first 20 seconds");
        assertRefused(api.post(answerPath(challenge), Map.of("file_id", clip, "announced_ms", "soon")),
                "announced_ms", "whole milliseconds");
        assertThat(api.get(challengePath(challenge)).json().path("file_id").isNull()).isTrue();

        // a form body, as KYCAID's clients may send: the times as one comma-separated value
        ApiResponse answered = api.postForm(answerPath(challenge), "file_id=" + clip + "&announced_ms=0,2350");
        assertThat(answered.status()).as(answered.toString()).isEqualTo(200);
        assertThat(answered.json().path("announced_ms").toString()).isEqualTo("[0,2350]");

        // too late: a challenge takes its clip within ten minutes
        JsonNode late = draw(api, applicant).json();
        jdbc.sql("UPDATE selfie_challenge SET expires_at = created_at WHERE id = :id")
                .param("id", late.path("challenge_id").asString()).update();
        assertRefused(api.post(answerPath(late), Map.of("file_id", flows.file(SelfieClips.webm(RIGHT_THEN_LEFT,
                21)))), "challenge_id", "expired");

        // ten draws a day for one applicant (two drawn above): the eleventh says when to retry
        for (int i = 2; i < 10; i++) {
            assertThat(draw(api, applicant).status()).isEqualTo(200);
        }
        ApiResponse limited = draw(api, applicant);
        assertThat(limited.status()).as(limited.toString()).isEqualTo(429);
        assertThat(limited.errorType()).isEqualTo("limit_exceeded");
        assertThat(Long.parseLong(limited.header("Retry-After"))).isBetween(86_000L, 86_401L);
        assertThat(draw(api, flows.person()).status()).as("another applicant's own ten").isEqualTo(200);

        // an erased applicant's challenges go with it
        assertThat(api.delete("/applicants/" + applicant).status()).isEqualTo(200);
        assertThat(api.get(challengePath(challenge)).status()).isEqualTo(404);
    }

    private static void assertRefused(ApiResponse response, String parameter, String says) {
        assertThat(response.status()).as(response.toString()).isEqualTo(422);
        JsonNode error = response.json().path("errors").get(0);
        assertThat(error.path("parameter").asString()).isEqualTo(parameter);
        assertThat(error.path("message").asString()).contains(says);
    }

    private static ApiResponse draw(Api api, String applicant) {
        return api.post("/selfie-challenges", Map.of("applicant_id", applicant));
    }

    private static String name(JsonNode challenge) {
        return challenge.path("steps").get(0).asString() + "+" + challenge.path("steps").get(1).asString();
    }

    private static String challengePath(JsonNode challenge) {
        return "/selfie-challenges/" + challenge.path("challenge_id").asString();
    }

    private static String answerPath(JsonNode challenge) {
        return challengePath(challenge) + "/answer";
    }

    /** FACIAL and VIDEO of the challenge's applicant, the clip as its selfie video, his card showing his face. */
    private static JsonNode verify(VerificationFlows flows, JsonNode challenge, String clip) {
        String applicant = challenge.path("applicant_id").asString();
        flows.document(applicant, "GOVERNMENT_ID", Map.of("front_side_id", flows.file(
                FaceImages.idCard(Footage.portrait(), -8, 1300, 4))));
        flows.document(applicant, "SELFIE_VIDEO", Map.of("front_side_id", clip));
        return flows.run(applicant, "FACIAL", "VIDEO");
    }

    private static JsonNode reasonOf(JsonNode check, String code) {
        for (JsonNode reason : check.path("reasons")) {
            if (reason.path("code").asString().equals(code)) {
                return reason;
            }
        }
        throw new AssertionError(code + " not in " + check);
    }

    private static JsonNode check(JsonNode verification, String type) {
        for (JsonNode check : verification.path("checks")) {
            if (check.path("type").asString().equals(type)) {
                return check;
            }
        }
        throw new AssertionError(type + " not in " + verification);
    }
}
