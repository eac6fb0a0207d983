package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.cli.CommandLine;
import dev.avs.support.IntegrationTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/** Forms configured by the operator: one at a time ({@code forms set}) or a whole file ({@code forms load}). */
class FormCommandsIT extends IntegrationTest {

    @Autowired
    ConfigurableApplicationContext context;

    record Output(int code, String text) {
    }

    Output run(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = CommandLine.run(context, args, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return new Output(code, bytes.toString(StandardCharsets.UTF_8));
    }

    static Path file(String yaml) throws IOException {
        Path file = Files.createTempFile("forms-", ".yml");
        file.toFile().deleteOnExit();
        Files.writeString(file, yaml);
        return file;
    }

    @Test
    void setCreatesThenChangesAFormAndItsPolicy() throws Exception {
        Tenant tenant = newTenant();
        String account = tenant.account().value();
        Path spec = file("""
                name: Onboarding
                applicant_type: PERSON
                steps: [PROFILE, DOCUMENT]
                verification_types: [PROFILE, DOCUMENT]
                url_ttl_seconds: 3600
                max_attempts: 2
                redirect_url: https://shop.example/done
                policy: {min_age: 21}
                """);

        Output created = run("forms", "set", "--account", account, "--file", spec.toString());
        assertThat(created.code()).as(created.text()).isZero();
        assertThat(created.text()).startsWith("created form ");
        String formId = created.text().strip().substring("created form ".length());
        JsonNode form = tenant.api().get("/forms").json().path("items").valueStream()
                .filter(f -> f.path("form_id").asString().equals(formId)).findFirst().orElseThrow();
        assertThat(form.path("document_types").valueStream().map(JsonNode::asString))
                .as("defaults to what the steps collect").contains("PASSPORT").doesNotContain("SELFIE_IMAGE");
        assertThat(form.path("max_attempts").asInt()).isEqualTo(2);
        assertThat(run("forms", "list", "--account", account).text()).contains("Onboarding", "\"min_age\" : 21");

        Output again = run("forms", "set", "--account", account, "--file", spec.toString());
        assertThat(again.text()).isEqualTo("updated form " + formId + System.lineSeparator());
        assertThat(tenant.api().get("/forms").json().path("items")).hasSize(3);
        JsonNode url = tenant.api().post("/forms/" + formId + "/urls", java.util.Map.of()).json();
        assertThat(url.path("verification_attempts_left").asInt()).isEqualTo(1);
    }

    @Test
    void refusesAFormThatCannotCollectWhatItsChecksNeed() throws Exception {
        Tenant tenant = newTenant();
        Output refused = run("forms", "set", "--account", tenant.account().value(), "--file", file("""
                name: Broken
                applicant_type: PERSON
                steps: [DOCUMENT, PROFILE, WALLET]
                verification_types: [FACIAL]
                url_ttl_seconds: 0
                colour: blue
                """).toString());

        assertThat(refused.code()).isEqualTo(1);
        assertThat(refused.text()).contains("unknown setting colour", "steps: WALLET is not one of",
                "steps must start with PROFILE", "FACIAL needs", "url_ttl_seconds must be a whole number");
        assertThat(tenant.api().get("/forms").json().path("items")).hasSize(2);
    }

    @Test
    void loadAppliesAFileForSeveralAccountsAllOrNothing() throws Exception {
        Tenant one = newTenant();
        Tenant two = newTenant();
        String forms = """
                accounts:
                  %s:
                    - name: Person verification (KYC)
                      applicant_type: PERSON
                      steps: [PROFILE, DOCUMENT, SELFIE]
                      verification_types: [PROFILE, DOCUMENT, FACIAL]
                      url_ttl_seconds: 600
                  %s:
                    - name: Suppliers
                      applicant_type: COMPANY
                      steps: [COMPANY, AFFILIATED_PERSONS, DOCUMENT]
                      verification_types: [PROFILE, COMPANY]
                """;
        Path good = file(forms.formatted(one.account().value(), two.account().value()));

        Output loaded = run("forms", "load", "--file", good.toString());
        assertThat(loaded.text()).contains("1 created, 1 updated");
        assertThat(run("forms", "load", "--file", good.toString()).text()).contains("0 created, 2 updated");
        JsonNode kyc = one.api().get("/forms").json().path("items").valueStream()
                .filter(f -> f.path("applicant_type").asString().equals("PERSON")).findFirst().orElseThrow();
        assertThat(kyc.path("url_ttl_seconds").asInt()).as("the default form, changed by name").isEqualTo(600);
        assertThat(two.api().get("/forms").json().path("items")).hasSize(3);

        Path bad = file(forms.formatted(one.account().value(), "f".repeat(36))
                .replace("url_ttl_seconds: 600", "url_ttl_seconds: 1200"));
        Output refused = run("forms", "load", "--file", bad.toString());
        assertThat(refused.code()).isEqualTo(1);
        assertThat(refused.text()).contains("no account " + "f".repeat(36));
        assertThat(one.api().get("/forms").json().path("items").valueStream()
                .filter(f -> f.path("applicant_type").asString().equals("PERSON")).findFirst().orElseThrow()
                .path("url_ttl_seconds").asInt()).as("nothing of a refused file is applied").isEqualTo(600);
    }
}
