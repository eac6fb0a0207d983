package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.Browser;
import dev.avs.support.FaceImages;
import dev.avs.support.IntegrationTest;
import dev.avs.support.SelfieClips;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The hosted form's selfie recorded live in Chromium, its camera fed a clip made from a real portrait (the fake
 * capture device plays a YUV4MPEG2 file): the page asks for a random movement, records, and posts the clip; the
 * FACIAL check judges it with the challenge the server gave. A head that turns as asked and back passes; the other
 * way, a still picture, or another person does not.
 */
class LiveSelfieBrowserIT extends IntegrationTest {

    private static final Rectangle ASTRONAUT = new Rectangle(179, 63, 90, 110);
    private static final Rectangle HOPPER = new Rectangle(169, 112, 192, 207);
    private static final int FPS = 20;

    @TempDir
    Path files;

    @Test
    void aHeadTurnedAsAskedPassesAndIsShownAtPhoneAndDesktopWidth() {
        JsonNode facial = verify(FaceImages.astronaut(), ASTRONAUT, 0.25, "turn_left", true);
        assertThat(facial.path("result").asString()).as(facial.toString()).isEqualTo("clear");
    }

    @Test
    void theWrongWayIsNotLive() {
        // the clip turns to the person's own left; the page asked for the right
        JsonNode facial = verify(FaceImages.astronaut(), ASTRONAUT, 0.25, "turn_right", false);
        assertThat(signals(facial)).contains("wrong_movement");
    }

    @Test
    void aStillPictureIsNotLive() {
        JsonNode facial = verify(FaceImages.astronaut(), ASTRONAUT, 0.0, "turn_left", false);
        assertThat(signals(facial)).contains("movement_not_done");
    }

    @Test
    void anotherPersonIsAMismatch() {
        JsonNode facial = verify(FaceImages.hopper(), HOPPER, 0.25, "turn_left", false);
        assertThat(facial.path("reasons").findValuesAsString("code")).contains("FACE_MISMATCH");
    }

    private static String signals(JsonNode facial) {
        return facial.path("reasons").valueStream().filter(r -> r.path("code").asString().equals("LIVENESS_FAILED"))
                .findFirst().orElseThrow(() -> new AssertionError(facial.toString()))
                .path("details").path("liveness_signals").toString();
    }

    /** Goes through the form with the camera playing the clip, for the challenge asked; the FACIAL check's result. */
    private JsonNode verify(BufferedImage portrait, Rectangle face, double turn, String challenge, boolean shoot) {
        Api api = newAccount();
        JsonNode url = api.post("/forms/" + FormUrlIT.formOf(api, "PERSON") + "/urls", Map.of()).json();
        Path camera = SelfieClips.y4m(SelfieClips.turning(portrait, face, turn, FPS, 1), FPS);
        try (Browser browser = Browser.open(camera)) {
            PageDriver page = new PageDriver(browser, files);
            browser.go(url.path("form_url").asString());
            page.fill("first_name", "Anna");
            page.fill("last_name", "Example");
            page.date("dob", 12, 4, 1990);
            page.fill("email", "anna@example.com");
            page.select("nationality", "GB");
            page.select("residence_country", "GB");
            page.submit();
            page.choose("type", "GOVERNMENT_ID");
            page.select("issuing_country", "GB");
            page.fill("document_number", "X1234567");
            page.date("expiry_date", 1, 6, 2034);
            page.idCard("front");
            page.photo("back");
            page.submit();
            assertThat(page.path()).endsWith("/selfie");
            // each showing of the page draws a challenge at random: show it again until it asks for this one
            for (int i = 0; i < 40 && !live(browser).startsWith(challenge + "."); i++) {
                browser.go(browser.driver().getCurrentUrl());
            }
            assertThat(live(browser)).startsWith(challenge + ".");
            page.waitUntil(() -> !browser.find("input[name=selfie]").isDisplayed());
            if (shoot) {
                page.shoot("person-5-selfie-camera");
            }
            browser.find("[data-live-record]").click();
            if (shoot) {
                page.waitUntil(() -> browser.find(".live__status").getText().contains("turn your head"));
                page.shoot("person-5-selfie-recording");
            }
            IntegrationTest.eventually(Duration.ofSeconds(30), page::path, p -> p.endsWith("/address"));
            page.address();
            page.submit();
            page.tick("confirm");
            page.submit();
        }
        String verification = url.path("verification_id").asString();
        JsonNode decided = IntegrationTest.eventually(Duration.ofSeconds(60),
                () -> api.get("/verifications/" + verification).json(),
                v -> !v.path("status").asString().equals("pending"));
        JsonNode facial = decided.path("checks").valueStream().filter(c -> c.path("type").asString().equals("FACIAL"))
                .findFirst().orElseThrow(() -> new AssertionError(decided.toString()));
        String document = api.get("/applicants/" + decided.path("applicant_id").asString() + "/documents").json()
                .path("items").valueStream().filter(d -> d.path("type").asString().equals("SELFIE_VIDEO"))
                .findFirst().orElseThrow(() -> new AssertionError("no SELFIE_VIDEO")).path("document_id").asString();
        assertThat(document).isNotEmpty();
        return facial;
    }

    private static String live(Browser browser) {
        return String.valueOf(browser.script("var i = document.querySelector('input[name=live]');"
                + " return i ? i.value : '';"));
    }
}
