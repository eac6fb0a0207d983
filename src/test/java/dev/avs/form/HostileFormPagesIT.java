package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.FormPage;
import dev.avs.support.HostileFiles;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestDatabase;
import dev.avs.support.VerificationFlows;
import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Every crafted video and PDF ({@link HostileFiles}) through the hosted form's pages, where any applicant can send
 * them: the selfie step refuses what the API refuses, in words the applicant understands; the document step never
 * fails; the proof-of-funds step takes a crafted statement and the FINANCIAL check ends with a reason for a person.
 * Each page answers within seconds. The files meet the decoder processes, not the database: the class runs on H2
 * only (the verifications' data on PostgreSQL are HostileFilesIT's and PoisonRunIT's).
 */
class HostileFormPagesIT extends IntegrationTest {

    @BeforeAll
    static void onH2() {
        Assumptions.assumeFalse(TestDatabase.isPostgres(),
                "crafted files meet the decoders, whatever the database");
    }

    private static final Duration ANSWERED = Duration.ofSeconds(10);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Autowired
    FormAdmin forms;

    @Test
    void theSelfieAndDocumentStepsRefuseCraftedClipsAndNeverFail() {
        Api api = newAccount();
        FormPage selfie = FormPage.atTheSelfie(api, new VerificationFlows(api).person());
        FormPage document = FormPage.pastTheProfile(api);
        HostileFiles.all().forEach((name, file) -> {
            if (!file.isPdf()) {
                HttpResponse<String> posted = answeredWithin(ANSWERED, name, () ->
                        selfie.postSelfie("selfie.webm", file.content(),
                        selfie.selfieToken()));
                switch (file.fate()) {
                    case REFUSED_AT_UPLOAD -> {
                        assertThat(posted.statusCode()).as(name).isEqualTo(422);
                        assertThat(posted.body()).as(name).contains("cannot be processed");
                    }
                    case REFUSED_WHEN_ATTACHED -> {
                        assertThat(posted.statusCode()).as(name).isEqualTo(422);
                        assertThat(posted.body()).as(name).contains("This recording cannot be used");
                    }
                    default -> assertThat(posted.statusCode()).as(name + ": " + posted.body()).isEqualTo(303);
                }
            }
            HttpResponse<String> front = answeredWithin(ANSWERED, name, () ->
                    document.postDocument(name, file.content()));
            assertThat(front.statusCode()).as(name).isLessThan(500);
            if (file.fate() == HostileFiles.Fate.REFUSED_AT_UPLOAD) {
                assertThat(front.statusCode()).as(name).isEqualTo(422);
            }
        });
        assertThat(anonymous().get("/actuator/health").status()).isEqualTo(200);
    }

    @Test
    void theProofOfFundsStepTakesCraftedStatementsAndTheCheckEndsWithAReason() {
        Tenant tenant = newTenant();
        forms.apply(tenant.account(), FormSpec.read(JSON.readTree("""
                {"name": "Proof of funds", "applicant_type": "PERSON", "steps": ["PROFILE", "FINANCIAL"],
                 "document_types": ["BANK_STATEMENT", "FINANCIAL_DOCUMENT"],
                 "verification_types": ["FINANCIAL"]}"""), "test", JSON), FormUrlIT.formOf(tenant.api(), "PERSON"));
        int sent = 0;
        int unreadable = 0;
        for (Map.Entry<String, HostileFiles.Hostile> entry : HostileFiles.all().entrySet()) {
            if (!entry.getValue().isPdf()) {
                continue;
            }
            String name = entry.getKey();
            FormPage page = FormPage.pastTheProfile(tenant.api());
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            body.writeBytes(FormPage.fields(Map.of("csrf", page.csrf(), "action", "save", "type", "BANK_STATEMENT")));
            FormPage.lastFile(body, "statement", "statement.pdf", "application/pdf", entry.getValue().content());
            HttpResponse<String> saved = answeredWithin(ANSWERED, name, () ->
                    FormPage.post(page.url() + "/funds", page.cookie(),
                    body.toByteArray()));
            assertThat(saved.statusCode()).as(name + ": " + saved.body()).isEqualTo(303);
            ByteArrayOutputStream confirm = new ByteArrayOutputStream();
            confirm.writeBytes(FormPage.fields(Map.of("csrf", page.csrf(), "confirm", "true")));
            confirm.writeBytes(("--" + FormPage.BOUNDARY + "--\r\n").getBytes(StandardCharsets.UTF_8));
            assertThat(FormPage.post(page.url() + "/review", page.cookie(), confirm.toByteArray()).statusCode())
                    .as(name).isEqualTo(303);
            sent++;
            if (entry.getValue().fate() == HostileFiles.Fate.REFUSED_WHEN_READ) {
                unreadable++;
            }
        }
        int expected = sent;
        JsonNode report = eventually(Duration.ofSeconds(60), () -> tenant.api().get("/verifications/report").json(),
                r -> r.path("items").size() == expected && r.path("items").valueStream()
                        .allMatch(v -> !v.path("status").asString().equals("pending")));
        long found = report.path("items").valueStream()
                .map(v -> tenant.api().get("/verifications/" + v.path("verification_id").asString()).json())
                .filter(v -> !VerificationFlows.reasons(v, "FINANCIAL_DOCUMENT_UNREADABLE").isEmpty()).count();
        assertThat(found).isEqualTo(unreadable);
    }
}
