package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.Axe;
import dev.avs.support.Browser;
import dev.avs.support.DocumentPhotos;
import dev.avs.support.DocumentPhotos.Format;
import dev.avs.support.DocumentPhotos.Shot;
import dev.avs.support.Footage;
import dev.avs.support.IntegrationTest;
import dev.avs.support.SelfieClips;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The hosted form's selfie recorded live in Chromium, its camera fed real footage (a webcam recording of a real
 * person turning his head, {@link Footage}; the fake capture device plays a YUV4MPEG2 file in a loop): the page
 * guides the face into the oval with its face detector, asks for two movements one at a time, announcing the second
 * once it has seen the first done, records, and posts the clip with the times of its announcements; the FACIAL check
 * judges it with the challenge the server gave. The applicant's passport is a rendered data page with a valid MRZ and
 * the same person's face (a frame of the same recording half a minute later). Turns made as asked are approved; one
 * frame held still is not. (The same footage's turns in the other order are wrong_movement or movement_not_done in
 * ClipAnalyserTest, through the judgement the check uses, and a clip against another person's portrait is a mismatch
 * as any clip is: VideoCheckIT. A browser adds nothing to either, and each run of this class plays its footage in
 * real time.)
 */
class LiveSelfieBrowserIT extends IntegrationTest {

    private static final int FPS = 25;
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** Keeps what the page says and posts across its submission (the next page is the same origin, same tab). */
    private static final String LISTEN = """
            sessionStorage.setItem('said', '[]');
            var video = document.querySelector('.live__video');
            video.addEventListener('resize', function () {
              if (video.videoWidth) { sessionStorage.setItem('seen', video.videoWidth + 'x' + video.videoHeight); }
            });
            var status = document.querySelector('.live__status');
            new MutationObserver(function () {
              var said = JSON.parse(sessionStorage.getItem('said'));
              said.push(status.textContent);
              sessionStorage.setItem('said', JSON.stringify(said));
            }).observe(status, {childList: true, characterData: true, subtree: true});
            document.querySelector('form[data-form]').addEventListener('submit', function () {
              var panel = document.querySelector('.live');
              var times = document.querySelector('input[name=live_times]').value;
              sessionStorage.setItem('posted', JSON.stringify({times: times,
                fps: panel.dataset.liveFps || '', detections: panel.dataset.liveDetections || '0',
                picture: sessionStorage.getItem('seen') || ''}));
            });
            window.samePage = true;""";

    /**
     * The page holds 0.3 - 1.0 s at random before it announces the next movement. The camera's footage is a loop that
     * does not wait for it as a person would: its second turn follows the first within half a second, and a long
     * hold announced it after the turn (a run judged movement_not_done, the turn 14 ms past the 3 s allowed on the
     * next loop). These runs take the shortest hold.
     */
    private static final String SHORTEST_HOLD = "Math.random = function () { return 0; };";

    @TempDir
    Path files;
    @Autowired
    JdbcClient jdbc;

    @Test
    void twoMovementsMadeInTheOrderAskedAreApprovedEachAnnouncedInTurn() {
        Run run = verify(Footage.RIGHT_THEN_LEFT.frames(), Footage.portrait(), "turn_right+turn_left", true, false,
                SHORTEST_HOLD);
        JsonNode facial = facial(run.decided());
        assertThat(facial.path("result").asString()).as(run.decided().toString()).isEqualTo("clear");
        assertThat(run.decided().path("verified").asBoolean()).as(run.decided().toString()).isTrue();
        // one movement at a time, in the order asked; the times the page posted are the ones the check used
        assertThat(run.movementsSaid()).hasSize(2);
        assertThat(run.movementsSaid().get(0)).startsWith("Movement 1 of 2").contains("right").doesNotContain("left");
        assertThat(run.movementsSaid().get(1)).startsWith("Movement 2 of 2").contains("left").doesNotContain("right");
        String[] times = run.posted().path("times").asString().split(",");
        assertThat(times).hasSize(2);
        assertThat(Long.parseLong(times[1])).isGreaterThan(Long.parseLong(times[0]));
        // a clear check shows no details: the times are in the capture's record, which the check reads
        assertThat(jdbc.sql("SELECT kind, challenge FROM selfie_capture WHERE announced_ms = :times")
                .param("times", String.join(",", times)).query((rs, n) -> rs.getString(1) + " " + rs.getString(2))
                .list()).containsExactly("live turn_right+turn_left");
        assertThat(Integer.parseInt(run.posted().path("detections").asString())).isPositive();
    }

    /**
     * A phone's camera gives a portrait picture. Asked for 640 x 480 and left to crop, Chromium cut it to a landscape
     * band (a real phone selfie lost the chin and the forehead, and was refused as not live); the page asks for the
     * camera's whole picture, and the clip keeps its shape. Here the camera gives a portrait picture (the footage's
     * middle, 3 by 4) taller than the page asks for.
     */
    @Test
    void aPortraitCameraIsRecordedWholeAndApproved() {
        List<BufferedImage> portrait = Footage.RIGHT_THEN_LEFT.frames().stream().map(frame -> {
            BufferedImage tall = new BufferedImage(480, 640, BufferedImage.TYPE_3BYTE_BGR);
            Graphics2D g = tall.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            int w = frame.getHeight() * 3 / 4;
            int x = (frame.getWidth() - w) / 2;
            g.drawImage(frame, 0, 0, 480, 640, x, 0, x + w, frame.getHeight(), null);
            g.dispose();
            return tall;
        }).toList();
        Run run = verify(portrait, Footage.portrait(), "turn_right+turn_left", false, false, SHORTEST_HOLD);
        assertThat(run.posted().path("picture").asString()).isEqualTo("480x640");
        assertThat(facial(run.decided()).path("result").asString()).as(run.decided().toString()).isEqualTo("clear");
    }

    /**
     * Safari before 18.4 records MP4 only, and asked for WebM its MediaRecorder refuses to start (the page then hung
     * on "hold still"). Here Chromium's recorder refuses WebM as Safari's does: the page records MP4 (Chromium's
     * H.264), which the server judges as any clip.
     */
    @Test
    void aBrowserThatRecordsOnlyMp4RecordsMp4AndIsApproved() {
        Run run = verify(Footage.RIGHT_THEN_LEFT.frames(), Footage.portrait(), "turn_right+turn_left", false, false,
                SHORTEST_HOLD + """
                (function () {
                  var Native = window.MediaRecorder;
                  var native = Native.isTypeSupported.bind(Native);
                  var Recorder = function (stream, options) {
                    if (options && String(options.mimeType).indexOf('webm') >= 0) {
                      throw new DOMException('WebM is not recorded here', 'NotSupportedError');
                    }
                    return new Native(stream, options);
                  };
                  Recorder.isTypeSupported = function (type) { return type.indexOf('webm') < 0 && native(type); };
                  window.MediaRecorder = Recorder;
                })();""");
        byte[] clip = run.recorded().get();
        assertThat(new String(clip, 4, 4, StandardCharsets.ISO_8859_1)).isEqualTo("ftyp");
        assertThat(facial(run.decided()).path("result").asString()).as(run.decided().toString()).isEqualTo("clear");
    }

    @Test
    void oneFrameHeldStillIsNotLiveAndStartingAgainKeepsThePage() {
        BufferedImage frame = Footage.FRONTAL.frames().getFirst();
        Run run = verify(SelfieClips.still(frame, FPS), Footage.portrait(), "turn_left+turn_right", false, true, "");
        assertThat(signals(facial(run.decided()))).contains("movement_not_done", "frames_do_not_change");
    }

    /**
     * Real footage of other people through the form's camera, as a new user would try it (opt-in, not in CI: the
     * clips have no licence to be kept here): {@code -Davs.footage=<manifest.csv>} (bench/footage's format, fetched by
     * its fetch.sh), {@code -Davs.footage.only=<regex of files>} and {@code -Davs.footage.keep=<folder>} (the clips
     * the page recorded, to judge again). Each clip plays in Chromium's camera; the passport shows a frame of the same
     * clip, so that only the clip's liveness and movements decide. A pre-recorded clip meets the random movements
     * asked only by chance; what each gives is printed (the signals, the passive score), and every replay, print,
     * mask, still or other attack must come out not verified.
     */
    @Test
    @EnabledIfSystemProperty(named = "avs.footage", matches = ".+")
    void realFootageOfOtherPeopleThroughTheCamera() throws Exception {
        Path manifest = Path.of(System.getProperty("avs.footage"));
        List<String> lines = Files.readAllLines(manifest);
        String only = System.getProperty("avs.footage.only", ".*");
        for (String line : lines.subList(1, lines.size())) {
            String file = line.substring(0, line.indexOf(','));
            if (!file.matches(only) || !file.matches(".*\\.(mp4|webm|avi|mov)$")) {
                continue;
            }
            String label = List.of(line.split(",")).stream().filter(c -> c.matches(
                    "genuine|phone_replay|screen_replay|print|mask|attack|still")).findFirst().orElse("?");
            List<BufferedImage> frames = Footage.file(manifest.resolveSibling(file), 8);
            // the passport's portrait: the middle frame's centre, 3 by 4 as a passport photo is (the face in it)
            BufferedImage middle = frames.get(frames.size() / 2);
            int w = Math.min(middle.getWidth(), middle.getHeight() * 3 / 4);
            Run run = verify(frames, middle.getSubimage((middle.getWidth() - w) / 2, 0, w, middle.getHeight()), null,
                    false, false, "");
            JsonNode facial = facial(run.decided());
            String said = facial.path("reasons").toString();
            String keep = System.getProperty("avs.footage.keep");
            if (keep != null) {
                Path kept = Path.of(keep).resolve(file.replace('/', '_') + ".webm");
                Files.createDirectories(kept.getParent());
                Files.write(kept, run.recorded().get());
            }
            System.out.println("Form camera, " + file + " (" + label + "): verified "
                    + run.decided().path("verified").asBoolean() + ", FACIAL " + facial.path("result").asString()
                    + ", " + said.substring(0, Math.min(said.length(), 1500)));
            if (!label.equals("genuine")) {
                assertThat(run.decided().path("verified").asBoolean()).as(file).isFalse();
            }
        }
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
    private Run verify(List<BufferedImage> cameraFrames, BufferedImage passportFace, String challenge,
                       boolean shoot, boolean startAgain, String browserScript) {
        Api api = newAccount();
        JsonNode url = api.post("/forms/" + FormUrlIT.formOf(api, "PERSON") + "/urls", Map.of()).json();
        Path camera = SelfieClips.y4m(cameraFrames, FPS, files);
        LocalDate expiry = LocalDate.now().plusYears(6).withDayOfMonth(1);
        byte[] passport = DocumentPhotos.photo(Format.TD3, DocumentPhotos.td3("GBR", "EXAMPLE", "ANNA", "533401372",
                "GBR", LocalDate.of(1990, 4, 12), 'M', expiry), Shot.clean(), passportFace);
        String said;
        String posted;
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
            for (int i = 0; challenge != null && i < 40 && !live(browser).startsWith(challenge + "."); i++) {
                browser.go(browser.driver().getCurrentUrl());
            }
            assertThat(live(browser)).startsWith(challenge == null ? "" : challenge + ".");
            page.waitUntil(() -> !browser.find("input[name=selfie]").isDisplayed());
            if (shoot) {
                page.shoot("person-5-selfie-camera");
            }
            browser.script(LISTEN + browserScript);
            browser.find("[data-live-record]").click();
            if (shoot) {
                // the camera's picture with the page's guidance showing, then the first movement asked
                page.waitUntil(() -> browser.find(".live").getAttribute("data-live-step") != null);
                // inline, as an iPhone shows a camera in the page only then
                assertThat(browser.find(".live__video").getAttribute("playsinline")).isNotNull();
                assertThat(Axe.violations(browser)).as("axe-core on the camera step").isEmpty();
                page.waitUntil(() -> browser.find(".live__status").getText().contains("turn your head"));
                page.shoot("person-5-selfie-recording");
            }
            if (startAgain) {
                page.waitUntil(() -> "1".equals(browser.find(".live").getAttribute("data-live-step")));
                browser.find("button[data-live-retry]").click();
                assertThat(browser.find(".live").getAttribute("data-live-attempt")).isEqualTo("2");
                assertThat(browser.script("return window.samePage === true")).isEqualTo(true);
            }
            IntegrationTest.eventually(Duration.ofSeconds(40), page::path, p -> p.endsWith("/address"));
            said = (String) browser.script("return sessionStorage.getItem('said')");
            posted = (String) browser.script("return sessionStorage.getItem('posted')");
            page.address();
            page.submit();
            page.tick("confirm");
            page.submit();
        }
        String verification = url.path("verification_id").asString();
        JsonNode decided = IntegrationTest.eventually(Duration.ofSeconds(60),
                () -> api.get("/verifications/" + verification).json(),
                v -> !v.path("status").asString().equals("pending"));
        JsonNode document = api.get("/applicants/" + decided.path("applicant_id").asString() + "/documents").json()
                .path("items").valueStream().filter(d -> d.path("type").asString().equals("SELFIE_VIDEO"))
                .findFirst().orElseThrow(() -> new AssertionError("no SELFIE_VIDEO"));
        assertThat(document.path("document_id").asString()).isNotEmpty();
        Run run = new Run(decided, JSON.readTree(said), JSON.readTree(posted),
                () -> api.get("/files/" + document.path("front_side_id").asString() + "/content").bytes());
        // the detector's rate in this browser, for the record (timings are not asserted)
        System.out.println("Live selfie guidance, " + challenge + ": " + run.posted().path("detections").asString()
                + " detections, " + run.posted().path("fps").asString() + " a second; announced at "
                + run.posted().path("times").asString() + " ms");
        return run;
    }

    /**
     * A run through the form: the verification decided, what the camera's status said in turn (each change of its
     * text), what the page posted with the clip (the announcements' times, the detector's rate and count), and the
     * clip the page recorded, as stored.
     */
    private record Run(JsonNode decided, JsonNode said, JsonNode posted, Supplier<byte[]> recorded) {

        /** The movements announced, in the order said. */
        List<String> movementsSaid() {
            return said.valueStream().map(JsonNode::asString).filter(t -> t.startsWith("Movement")).distinct().toList();
        }
    }

    private static String live(Browser browser) {
        return String.valueOf(browser.script("var i = document.querySelector('input[name=live]');"
                + " return i ? i.value : '';"));
    }
}
