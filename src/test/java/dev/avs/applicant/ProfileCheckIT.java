package dev.avs.applicant;

import dev.avs.verification.PolicyOverrides;
import static dev.avs.support.VerificationFlows.reason;
import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.account.AccountId;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.VerificationFlows;
import dev.avs.verification.Policies;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/** Every PROFILE reason code, end to end over HTTP. */
class ProfileCheckIT extends IntegrationTest {

    @Autowired
    Policies policies;

    private AccountId account;
    private Api api;
    private VerificationFlows fixtures;

    @BeforeEach
    void account() {
        Tenant tenant = newTenant();
        account = tenant.account();
        api = tenant.api();
        fixtures = new VerificationFlows(api);
    }

    @Test
    void underage() {
        LocalDate dob = LocalDate.now().minusYears(17);
        JsonNode v = fixtures.run(fixtures.person(Map.of("dob", dob.toString())), "PROFILE");

        JsonNode reason = reason(v, "UNDERAGE");
        assertThat(v.path("verified").asBoolean()).isFalse();
        assertThat(reason.path("result").asString()).isEqualTo("fail");
        assertThat(reason.path("details").path("age").asInt()).isEqualTo(17);
        assertThat(reason.path("details").path("min_age").asInt()).isEqualTo(18);
        assertThat(reason.path("details").path("dob").asString()).isEqualTo(dob.toString());
    }

    @Test
    void adultsOnTheirEighteenthBirthdayPass() {
        JsonNode v = fixtures.run(fixtures.person(Map.of("dob", LocalDate.now().minusYears(18).toString())), "PROFILE");
        assertThat(v.path("verified").asBoolean()).isTrue();
    }

    @Test
    void implausibleDateOfBirth() {
        JsonNode reason = reason(fixtures.run(fixtures.person(Map.of("dob", "1900-01-02")), "PROFILE"),
                "DOB_IMPLAUSIBLE");
        assertThat(reason.path("details").path("age").asInt()).isGreaterThan(120);
        assertThat(reason.path("details").path("max_age").asInt()).isEqualTo(120);
    }

    @Test
    void prohibitedCountryOfResidenceOrNationality() {
        JsonNode v = fixtures.run(fixtures.person(Map.of("nationality", "IR")), "PROFILE");

        JsonNode reason = reason(v, "COUNTRY_PROHIBITED");
        assertThat(v.path("decline_reasons").valueStream().map(JsonNode::asString)).containsExactly("COUNTRY_PROHIBITED");
        assertThat(reason.path("details").path("field").asString()).isEqualTo("nationality");
        assertThat(reason.path("details").path("country").asString()).isEqualTo("IR");
    }

    @Test
    void highRiskCountryFromTheAccountsPolicy() {
        policies.setAccountOverrides(account, new PolicyOverrides(Map.of("high_risk_countries", List.of("PA"))));

        JsonNode v = fixtures.run(fixtures.person(Map.of("residence_country", "PA")), "PROFILE");

        assertThat(v.path("status").asString()).isEqualTo("review");
        assertThat(v.path("verified").isNull()).isTrue();
        JsonNode reason = reason(v, "HIGH_RISK_COUNTRY");
        assertThat(reason.path("result").asString()).isEqualTo("consider");
        assertThat(reason.path("details").path("country").asString()).isEqualTo("PA");
        VerificationFlows other = new VerificationFlows(newAccount());
        assertThat(v.path("policy_version").asString()).as("the override changes the version")
                .isNotEqualTo(other.run(other.person(), "PROFILE").path("policy_version").asString());
    }

    @Test
    void declaredPep() {
        JsonNode v = fixtures.run(fixtures.person(Map.of("pep", true)), "PROFILE");

        assertThat(v.path("status").asString()).isEqualTo("review");
        assertThat(reason(v, "PEP_DECLARED").path("details").path("pep").asBoolean()).isTrue();
        assertThat(v.path("risk_score").asInt()).isEqualTo(40);
    }

    @Test
    void duplicateApplicant() {
        String first = fixtures.person(Map.of("first_name", "Émilie", "last_name", "Dupont", "dob", "1988-08-08"));
        String second = fixtures.person(Map.of("first_name", "emilie", "last_name", "DUPONT", "dob", "1988-08-08"));
        new VerificationFlows(newAccount()).person(Map.of("first_name", "Émilie", "last_name", "Dupont", "dob", "1988-08-08"));

        JsonNode reason = reason(fixtures.run(second, "PROFILE"), "DUPLICATE_APPLICANT");

        assertThat(reason.path("details").path("applicant_ids").valueStream().map(JsonNode::asString))
                .containsExactly(first);
        assertThat(reasons(fixtures.run(fixtures.person(), "PROFILE"), "DUPLICATE_APPLICANT")).isEmpty();
    }

    @Test
    void companyDataInvalid() {
        String future = LocalDate.now().plusDays(10).toString();
        JsonNode v = fixtures.run(fixtures.company(Map.of("incorporation_date", future, "registration_number", "--/--")),
                "PROFILE");

        assertThat(v.path("verified").asBoolean()).isFalse();
        assertThat(reasons(v, "COMPANY_DATA_INVALID")).extracting(r -> r.path("details").path("field").asString())
                .containsExactlyInAnyOrder("incorporation_date", "registration_number");
    }

    @Test
    void duplicateCompanyByRegistrationNumber() {
        String first = fixtures.company(Map.of("registration_number", "AB-123 456"));
        String second = fixtures.company(Map.of("registration_number", "ab123456"));

        assertThat(reason(fixtures.run(second, "PROFILE"), "DUPLICATE_APPLICANT").path("details")
                .path("applicant_ids").get(0).asString()).isEqualTo(first);
    }
}
