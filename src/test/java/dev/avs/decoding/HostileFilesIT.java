package dev.avs.decoding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.console.ConsoleSession;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.FaceImages;
import dev.avs.support.Footage;
import dev.avs.support.HostileFiles;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import tools.jackson.databind.JsonNode;

/**
 * Every crafted video and PDF ({@link HostileFiles}) through the API's paths, the checks that read them and the
 * console's views: refused at upload (413 on {@code POST} and {@code PUT /files}), refused when attached (422 naming
 * the side), or stored and read by a check that ends with a reason for a person or a decline; each answered within
 * seconds, and the node answering throughout. The hosted form's pages are {@code HostileFormPagesIT}'s; a node of
 * the packaged jar under a burst of them, its memory and a restart mid-run, {@code HostileFilesNodeIT}'s.
 */
class HostileFilesIT extends IntegrationTest {

    /** What "within seconds" means here: generous, for a loaded CI machine; a bomb took minutes or a node. */
    private static final Duration ANSWERED = Duration.ofSeconds(10);

    @Autowired
    ApplicationContext context;

    @Test
    void everyCraftedFileMeetsItsFateOnTheApisPathsInTheChecksAndInTheConsole() {
        Tenant tenant = newTenant();
        Api api = tenant.api();
        VerificationFlows fixtures = new VerificationFlows(api);
        String replaced = api.upload("POST", "/files", "a.png", TestImages.png(20, 20)).id("file_id");
        ConsoleSession reviewer = ConsoleSession.signedIn(baseUrl(), context, tenant.account(), "reviewer");
        for (Map.Entry<String, HostileFiles.Hostile> entry : HostileFiles.all().entrySet()) {
            String name = entry.getKey();
            HostileFiles.Hostile file = entry.getValue();
            String filename = file.isPdf() ? "statement.pdf" : "selfie.webm";

            ApiResponse created = answeredWithin(ANSWERED, name, () ->
                    api.upload("POST", "/files", filename, file.content()));
            ApiResponse replacing = answeredWithin(ANSWERED, name, () ->
                    api.upload("PUT", "/files/" + replaced, filename,
                    file.content()));
            if (file.fate() == HostileFiles.Fate.REFUSED_AT_UPLOAD) {
                for (ApiResponse refused : List.of(created, replacing)) {
                    assertThat(refused.status()).as(name + ": " + refused).isIn(413, 415);
                    assertThat(refused.json().path("errors").get(0).path("parameter").asString()).isEqualTo("file");
                    assertThat(refused.json().path("message").asString()).as(name).startsWith("The video");
                }
                continue;
            }
            assertThat(created.status()).as(name + ": " + created).isEqualTo(200);
            assertThat(replacing.status()).as(name + ": " + replacing).isEqualTo(200);
            String fileId = created.id("file_id");

            String applicant = fixtures.person();
            String type = file.isPdf() ? "BANK_STATEMENT" : "SELFIE_VIDEO";
            ApiResponse attached = answeredWithin(ANSWERED, name, () ->
                    api.post("/documents", Map.of("applicant_id", applicant,
                    "type", type, "front_side_id", fileId)));
            if (file.fate() == HostileFiles.Fate.REFUSED_WHEN_ATTACHED) {
                assertThat(attached.status()).as(name + ": " + attached).isEqualTo(422);
                JsonNode error = attached.json().path("errors").get(0);
                assertThat(error.path("parameter").asString()).isEqualTo("front_side_id");
                assertThat(error.path("message").asString()).as(name).startsWith("The selfie clip cannot be judged");
                continue;
            }
            assertThat(attached.status()).as(name + ": " + attached).isEqualTo(200);
            if (!file.isPdf()) {
                String card = fixtures.file(FaceImages.idCard(Footage.portrait(), -4, 1300, 9));
                fixtures.document(applicant, "GOVERNMENT_ID", Map.of("front_side_id", card));
            }
            JsonNode decided = answeredWithin(Duration.ofSeconds(40), name, () -> fixtures.run(applicant,
                    file.isPdf() ? "FINANCIAL" : "VIDEO"));
            String unreadable = file.isPdf() ? "FINANCIAL_DOCUMENT_UNREADABLE" : "VIDEO_UNREADABLE";
            if (file.fate() == HostileFiles.Fate.REFUSED_WHEN_READ) {
                JsonNode reason = VerificationFlows.reason(decided, unreadable);
                if (file.isPdf()) {
                    assertThat(reason.path("details").path("unreadable").asString()).as(name)
                            .containsAnyOf("operations", "characters", "forms", "MB");
                } else {
                    assertThat(reason.path("message").asString()).as(name).contains("damaged");
                }
            } else {
                assertThat(VerificationFlows.reasons(decided, unreadable)).as(name + ": " + decided).isEmpty();
            }
            String verification = decided.path("verification_id").asString();
            ConsoleSession.Page page = answeredWithin(ANSWERED, name, () ->
                    reviewer.get("/console/verifications/" + verification));
            assertThat(page.status()).as(name).isEqualTo(200);
            if (!file.isPdf()) {
                ConsoleSession.Page frames = answeredWithin(ANSWERED, name, () ->
                        reviewer.get("/console/files/" + fileId + "/frames"));
                assertThat(frames.status()).as(name).isEqualTo(file.fate() == HostileFiles.Fate.READ ? 200 : 404);
            }
        }
        assertThat(anonymous().get("/actuator/health").status()).isEqualTo(200);
    }
}
