package dev.avs.verification;

import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.cli.CommandLine;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;
import tools.jackson.databind.JsonNode;

/** Policy overrides per account and per form, set by the operator, applied and recorded by verifications. */
class PolicyIT extends IntegrationTest {

    @Autowired
    ConfigurableApplicationContext context;

    @TempDir
    Path dir;

    @Test
    void aFormsOverridesApplyToVerificationsUnderIt() throws Exception {
        Tenant tenant = newTenant();
        VerificationFlows fixtures = new VerificationFlows(tenant.api());
        String form = tenant.api().get("/forms").json().path("items").valueStream()
                .filter(f -> f.path("applicant_type").asString().equals("PERSON")).findFirst().orElseThrow()
                .path("form_id").asString();
        Path overrides = Files.writeString(dir.resolve("strict.yml"), "min_age: 21\nweights:\n  UNDERAGE: 90\n");

        String out = run("policy", "set", "--account", tenant.account().value(), "--form", form,
                "--file", overrides.toString());
        assertThat(out).contains("\"min_age\" : 21");

        String twenty = fixtures.person(Map.of("dob", LocalDate.now().minusYears(20).toString()));
        JsonNode underForm = fixtures.decided(tenant.api().post("/verifications", Map.of("applicant_id", twenty,
                "form_id", form, "types", java.util.List.of("PROFILE"))).id("verification_id"));
        assertThat(underForm.path("decline_reasons").get(0).asString()).isEqualTo("UNDERAGE");
        assertThat(underForm.path("risk_score").asInt()).isEqualTo(90);
        assertThat(underForm.path("form_id").asString()).isEqualTo(form);

        String another = fixtures.person(Map.of("dob", LocalDate.now().minusYears(20).toString()));
        assertThat(reasons(fixtures.run(another, "PROFILE"), "UNDERAGE")).as("without the form").isEmpty();
        assertThat(run("policy", "show", "--account", tenant.account().value())).contains("\"min_age\" : 18");
    }

    @Test
    void refusesSettingsThePolicyDoesNotHave() throws Exception {
        Tenant tenant = newTenant();
        Path bad = Files.writeString(dir.resolve("bad.json"), "{\"min_agee\": 21}");
        Path wrongType = Files.writeString(dir.resolve("type.json"), "{\"min_age\": \"old\"}");

        assertThat(run("policy", "set", "--account", tenant.account().value(), "--file", bad.toString()))
                .contains("Unknown policy setting min_agee");
        assertThat(run("policy", "set", "--account", tenant.account().value(), "--file", wrongType.toString()))
                .contains("Invalid policy value");
        Path tooFar = Files.writeString(dir.resolve("far.json"), "{\"phash_distance\": 9}");
        assertThat(run("policy", "set", "--account", tenant.account().value(), "--file", tooFar.toString()))
                .contains("phash_distance must be between 0 and 7, not 9");
        assertThat(run("policy", "show", "--account", tenant.account().value(), "--form", "0".repeat(36)))
                .contains("No such form");
    }

    private String run(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CommandLine.run(context, args, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
