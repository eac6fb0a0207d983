package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.FormPage;
import dev.avs.support.IntegrationTest;
import dev.avs.support.Statements;
import java.io.ByteArrayOutputStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A hosted form that asks for proof of funds (KYCAID's FINANCIAL): its page takes a bank statement (the PDF an
 * online bank exports), the review submits, and the FINANCIAL check judges the statement.
 */
class FormFinancialIT extends IntegrationTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Autowired
    FormAdmin forms;

    @Test
    void theProofOfFundsPageTakesAStatementThatTheCheckJudges() {
        Tenant tenant = newTenant();
        String form = FormUrlIT.formOf(tenant.api(), "PERSON");
        forms.apply(tenant.account(), FormSpec.read(JSON.readTree("""
                {"name": "Person verification (KYC)", "applicant_type": "PERSON", "steps": ["PROFILE", "FINANCIAL"],
                 "document_types": ["BANK_STATEMENT", "FINANCIAL_DOCUMENT"],
                 "verification_types": ["PROFILE", "FINANCIAL"]}"""), "test", JSON), form);
        FormPage page = FormPage.pastTheProfile(tenant.api());

        HttpResponse<String> shown = page.show("/funds");
        assertThat(shown.statusCode()).isEqualTo(200);
        assertThat(shown.body()).contains("Proof of funds", "Bank statement", "Financial document",
                "accept=\"image/*,application/pdf\"");

        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        byte[] pdf = Statements.pdf("Example Bank plc", "MR JAN NOWAK", today.minusDays(31).toString(),
                today.minusDays(1).toString());
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(FormPage.fields(Map.of("csrf", page.csrf(), "action", "save", "type", "BANK_STATEMENT")));
        FormPage.lastFile(body, "statement", "statement.pdf", "application/pdf", pdf);
        HttpResponse<String> saved = FormPage.post(page.url() + "/funds", page.cookie(), body.toByteArray());
        assertThat(saved.statusCode()).as(saved.body()).isEqualTo(303);
        assertThat(saved.headers().firstValue("Location").orElseThrow()).endsWith("/review");

        ByteArrayOutputStream confirm = new ByteArrayOutputStream();
        confirm.writeBytes(FormPage.fields(Map.of("csrf", page.csrf(), "confirm", "true")));
        confirm.writeBytes(("--" + FormPage.BOUNDARY + "--\r\n").getBytes(StandardCharsets.UTF_8));
        HttpResponse<String> submitted = FormPage.post(page.url() + "/review", page.cookie(), confirm.toByteArray());
        assertThat(submitted.statusCode()).as(submitted.body()).isEqualTo(303);

        JsonNode url = tenant.api().get("/forms").json();
        assertThat(url.toString()).contains("FINANCIAL");
        JsonNode report = eventually(Duration.ofSeconds(30), () -> tenant.api().get("/verifications/report").json(),
                r -> r.path("items").size() == 1 && r.path("items").get(0).path("status").asString()
                        .equals("completed"));
        JsonNode v = tenant.api().get("/verifications/" + report.path("items").get(0).path("verification_id")
                .asString()).json();
        assertThat(v.path("verifications").path("financial").path("verified").asBoolean()).as(v.toString()).isTrue();
    }

    @Test
    void aFormThatVerifiesFundsNeedsTheirStep() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> FormSpec.read(JSON.readTree("""
                {"name": "Funds", "applicant_type": "PERSON", "steps": ["PROFILE"],
                 "verification_types": ["FINANCIAL"]}"""), "test", JSON))
                .hasMessageContaining("FINANCIAL needs a PERSON form with the FINANCIAL step");
    }
}
