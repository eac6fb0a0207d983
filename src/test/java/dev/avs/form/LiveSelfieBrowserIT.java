package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.Browser;
import dev.avs.support.FaceImages;
import dev.avs.support.IntegrationTest;
import dev.avs.support.SelfieClips;
import dev.avs.support.DocumentPhotos;
import dev.avs.support.DocumentPhotos.Format;
import dev.avs.support.DocumentPhotos.Shot;
import dev.avs.support.Footage;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * The hosted form's selfie recorded live in Chromium, its camera fed real footage (a webcam recording of a real
 * person turning his head, {@link Footage}; the fake capture device plays a YUV4MPEG2 file in a loop): the page asks
 * for a random movement, records, and posts the clip; the FACIAL check judges it with the challenge the server gave.
 * The applicant's passport is a rendered data page with a valid MRZ and the same person's face (a frame of the same
 * recording half a minute later). A head that turns as asked and back is approved; the other way, one frame held
 * still, or a passport with another person's face is not.
 */
class LiveSelfieBrowserIT extends IntegrationTest {

    private static final int FPS = 25;

    @TempDir
    Path files;

    @Test
    void aHeadTurnedAsAskedIsApprovedAndIsShownAtPhoneAndDesktopWidth() {
        JsonNode decided = verify(Footage.TURN_LEFT.frames(), Footage.portrait(), "turn_left", true);
        assertThat(facial(decided).path("result").asString()).as(decided.toString()).isEqualTo("clear");
        assertThat(decided.path("status").asString()).as(decided.toString()).isEqualTo("completed");
        assertThat(decided.path("verified").asBoolean()).as(decided.toString()).isTrue();
    }

    @Test
    void theWrongWayIsNotLive() {
        // the footage turns to the person's own left; the page asked for the right
        JsonNode decided = verify(Footage.TURN_LEFT.frames(), Footage.portrait(), "turn_right", false);
        assertThat(signals(facial(decided))).contains("wrong_movement");
        assertThat(decided.path("verified").asBoolean()).isFalse();
    }

    @Test
    void oneFrameHeldStillIsNotLive() {
        BufferedImage frame = Footage.FRONTAL.frames().getFirst();
        JsonNode decided = verify(SelfieClips.still(frame, FPS), Footage.portrait(), "turn_left", false);
        assertThat(signals(facial(decided))).contains("movement_not_done", "frames_do_not_change");
    }

    @Test
    void anotherPersonOnThePassportIsAMismatch() {
        JsonNode decided = verify(Footage.TURN_LEFT.frames(), FaceImages.hopper(), "turn_left", false);
        assertThat(facial(decided).path("reasons").findValuesAsString("code")).contains("FACE_MISMATCH");
        assertThat(decided.path("verified").asBoolean()).isFalse();
    }

    private static JsonNode facial(JsonNode decided) {
        return decided.path("checks").valueStream().filter(c -> c.path("type").asString().equals("FACIAL"))
                .findFirst().orElseThrow(() -> new AssertionError(decided.toString()));
    }

    private static String signals(JsonNode facial) {
        return facial.path("reasons").valueStream().filter(r -> r.path("code").asString().equals("LIVENESS_FAILED"))
                .findFirst().orElseThrow(() -> new AssertionError(facial.toString()))
                .path("details").path("liveness_signals").toString();
    }

    /**
     * Goes through the form with the camera playing the frames, for the challenge asked, with a passport showing
     * {@code passportFace}; the decided verification.
     */
    private JsonNode verify(List<BufferedImage> cameraFrames, BufferedImage passportFace, String challenge,
                            boolean shoot) {
        Api api = newAccount();
        JsonNode url = api.post("/forms/" + FormUrlIT.formOf(api, "PERSON") + "/urls", Map.of()).json();
        Path camera = SelfieClips.y4m(cameraFrames, FPS);
        LocalDate expiry = LocalDate.now().plusYears(6).withDayOfMonth(1);
        byte[] passport = DocumentPhotos.photo(Format.TD3, DocumentPhotos.td3("GBR", "EXAMPLE", "ANNA", "533401372",
                "GBR", LocalDate.of(1990, 4, 12), 'M', expiry), Shot.clean(), passportFace);
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
            page.choose("type", "PASSPORT");
            page.select("issuing_country", "GB");
            page.fill("document_number", "533401372");
            page.date("expiry_date", expiry.getDayOfMonth(), expiry.getMonthValue(), expiry.getYear());
            page.attach("front", "passport.jpg", passport);
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
        String document = api.get("/applicants/" + decided.path("applicant_id").asString() + "/documents").json()
                .path("items").valueStream().filter(d -> d.path("type").asString().equals("SELFIE_VIDEO"))
                .findFirst().orElseThrow(() -> new AssertionError("no SELFIE_VIDEO")).path("document_id").asString();
        assertThat(document).isNotEmpty();
        return decided;
    }

    private static String live(Browser browser) {
        return String.valueOf(browser.script("var i = document.querySelector('input[name=live]');"
                + " return i ? i.value : '';"));
    }
}
