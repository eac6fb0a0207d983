package dev.avs.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Browser;
import dev.avs.support.FaceImages;
import dev.avs.support.Footage;
import dev.avs.support.IntegrationTest;
import dev.avs.support.SelfieClips;
import dev.avs.support.VerificationFlows;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * A selfie video in the console: the clip plays beside the document, the head's pose over the judged frames is
 * drawn with the limits a turn is judged by, and the judged frames are shown side by side (an audited view of the
 * file, 404 to another account).
 */
class ConsoleClipIT extends IntegrationTest {

    @Autowired
    ConsoleUsers users;

    private ConsoleSession signedIn(Tenant tenant) {
        return ConsoleSession.signedIn(baseUrl(), users, tenant.account(), "reviewer");
    }

    /** The applicant's identity card, showing the man of the footage; its file id. */
    private static String cardOf(Tenant tenant, VerificationFlows fixtures, String applicant) {
        String card = tenant.api().upload("POST", "/files", "card.jpg",
                FaceImages.idCard(Footage.portrait(), -4, 1300, 9)).id("file_id");
        fixtures.document(applicant, "GOVERNMENT_ID", Map.of("front_side_id", card));
        return card;
    }

    @Test
    void aReviewerSeesBothMovementsAskedAndThatALongVideoWasJudgedOnItsBeginning() {
        // a client's own camera answers a challenge drawn through the API with a minute of real webcam footage
        Tenant tenant = newTenant();
        VerificationFlows fixtures = new VerificationFlows(tenant.api());
        String applicant = fixtures.person();
        cardOf(tenant, fixtures, applicant);
        JsonNode challenge = tenant.api().post("/selfie-challenges", Map.of("applicant_id", applicant)).json();
        byte[] minute = Footage.recording();
        String video = tenant.api().upload("POST", "/files", "recording.webm", minute).id("file_id");
        assertThat(tenant.api().post("/selfie-challenges/" + challenge.path("challenge_id").asString() + "/answer",
                Map.of("file_id", video)).status()).isEqualTo(200);
        fixtures.document(applicant, "SELFIE_VIDEO", Map.of("front_side_id", video));
        // its first 20 seconds show no movement asked (the turns come later): a person looks at it
        JsonNode decided = fixtures.run(applicant, "VIDEO");
        assertThat(decided.path("status").asString()).as(decided.toString()).isEqualTo("review");

        ConsoleSession.Page page = signedIn(tenant).get("/console/verifications/"
                + decided.path("verification_id").asString());
        String first = challenge.path("steps").get(0).asString();
        String second = challenge.path("steps").get(1).asString();
        assertThat(page.body()).contains("Captured: <strong>live</strong>")
                .containsPattern("asked to <strong>" + words(first) + "</strong> \\(the nose to the image's <span>"
                        + side(first) + "</span>\\), then\\s+<strong>" + words(second)
                        + "</strong> \\(the nose to the image's <span>" + side(second) + "</span>\\)\\.")
                .containsPattern("Only its first <span>20</span>\\s+seconds were read and judged: the video goes on");
    }

    private static String words(String step) {
        return step.replace('_', ' ');
    }

    /** The side of the camera's picture the nose goes to: the person's own left is the picture's right. */
    private static String side(String step) {
        return step.equals("turn_left") ? "right" : "left";
    }

    @Test
    void aReviewerSeesTheClipItsPoseTrackAndItsFrames() {
        Tenant tenant = newTenant();
        VerificationFlows fixtures = new VerificationFlows(tenant.api());
        String applicant = fixtures.person();
        String card = cardOf(tenant, fixtures, applicant);
        String video = tenant.api().upload("POST", "/files", "turn.webm",
                SelfieClips.webm(Footage.TURN_LEFT.frames(), 25)).id("file_id");
        fixtures.document(applicant, "SELFIE_VIDEO", Map.of("front_side_id", video));
        JsonNode decided = fixtures.run(applicant, "VIDEO");
        assertThat(decided.path("status").asString()).as(decided.toString()).isEqualTo("completed");

        ConsoleSession reviewer = signedIn(tenant);
        ConsoleSession.Page page = reviewer.get("/console/verifications/" + decided.path("verification_id").asString());
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body()).contains("The clip, frame by frame", "Captured: <strong>api</strong>",
                "The clip shows a live person", "<polyline", "<video", "/console/files/" + video + "/frames",
                "<a href=\"/console/files/" + video + "\">the file</a>");
        assertThat(page.body()).doesNotContain("Only its first", "asked to");
        assertThat(page.body()).containsPattern("points=\"\\d+,\\d+( \\d+,\\d+){12,}\"");

        ConsoleSession.Page frames = reviewer.get("/console/files/" + video + "/frames");
        assertThat(frames.status()).isEqualTo(200);
        assertThat(frames.contentType()).startsWith("image/jpeg");
        ConsoleSession.Page clip = reviewer.get("/console/files/" + video);
        assertThat(clip.contentType()).startsWith("video/webm");

        ConsoleSession stranger = signedIn(newTenant());
        assertThat(stranger.get("/console/files/" + video + "/frames").status()).isEqualTo(404);
        assertThat(reviewer.get("/console/files/" + card + "/frames").status()).as("not a video").isEqualTo(404);

        // last: without a browser (-Davs.test.browser=false) the rest of the test is skipped
        try (Browser browser = Browser.open()) {
            ConsoleUsers.Created user = users.create(tenant.account(), "clip" + System.nanoTime() + "@example.com",
                    "A reviewer", "reviewer");
            browser.go(baseUrl() + "/console/sign-in");
            browser.find("#email").sendKeys(user.user().email());
            browser.find("#password").sendKeys(user.password());
            browser.find("form button[type=submit]").click();
            eventually(java.time.Duration.ofSeconds(10), () -> browser.driver().getCurrentUrl(),
                    url -> url.contains("/console/queue"));
            browser.go(baseUrl() + "/console/verifications/" + decided.path("verification_id").asString() + "#face");
            browser.screenshots(ConsoleBrowserIT.SCREENSHOTS, "console-selfie-clip", ConsoleBrowserIT.SIZES);
        }
    }
}
