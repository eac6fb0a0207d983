package dev.avs.financial;

import dev.avs.verification.PolicyOverrides;
import static dev.avs.support.VerificationFlows.reason;
import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.Statements;
import dev.avs.support.VerificationFlows;
import dev.avs.verification.Policies;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

/**
 * FINANCIAL over HTTP (KYCAID's type): a bank statement exported as PDF by online banking, with the holder's name
 * and its period, against the applicant; a statement older than the policy allows; another person's statement; a
 * payment card; what is missing before the check can start; another account's document.
 */
class FinancialCheckIT extends IntegrationTest {

    private static final DateTimeFormatter DAY_FIRST = DateTimeFormatter.ofPattern("dd/MM/yyyy");

    @Autowired
    Policies policies;

    /** A person named Jan Nowak with a bank statement PDF whose period ends {@code daysAgo} days ago. */
    private static String withStatement(Api api, String holder, int daysAgo, String type) {
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(Map.of("first_name", "Jan", "last_name", "Nowak"));
        LocalDate to = LocalDate.now(ZoneOffset.UTC).minusDays(daysAgo);
        byte[] pdf = Statements.pdf("Example Bank plc", holder, DAY_FIRST.format(to.minusDays(30)),
                DAY_FIRST.format(to));
        String file = api.upload("POST", "/files", "statement.pdf", pdf).id("file_id");
        fixtures.document(applicant, type, Map.of("front_side_id", file));
        return applicant;
    }

    @Test
    void aRecentStatementInTheApplicantsNameIsClear() {
        Api api = newAccount();
        JsonNode v = new VerificationFlows(api).run(withStatement(api, "MR JAN NOWAK", 5, "BANK_STATEMENT"), "FINANCIAL");
        assertThat(v.path("checks").get(0).path("type").asString()).isEqualTo("FINANCIAL");
        assertThat(v.path("checks").get(0).path("result").asString()).as(v.toString()).isEqualTo("clear");
        assertThat(v.path("verified").asBoolean()).isTrue();
        assertThat(v.path("verifications").path("financial").path("verified").asBoolean()).isTrue();
    }

    @Test
    void aStatementOlderThanThePolicyAllowsIsDeclinedAndThePolicyDecides() {
        Tenant tenant = newTenant();
        String applicant = withStatement(tenant.api(), "MR JAN NOWAK", 120, "FINANCIAL_DOCUMENT");
        JsonNode v = new VerificationFlows(tenant.api()).run(applicant, "FINANCIAL");
        JsonNode old = reason(v, "FINANCIAL_DOCUMENT_OUTDATED");
        assertThat(old.path("result").asString()).isEqualTo("fail");
        assertThat(old.path("details").path("issuer").asString()).isEqualTo("Example Bank plc");
        assertThat(old.path("details").path("text_source").asString()).isEqualTo("text_layer");
        assertThat(old.path("details").path("period").path("to").asString())
                .isEqualTo(LocalDate.now(ZoneOffset.UTC).minusDays(120).toString());
        assertThat(old.path("details").path("max_age_days").asInt()).isEqualTo(90);
        assertThat(v.path("verified").asBoolean()).isFalse();

        policies.setAccountOverrides(tenant.account(), new PolicyOverrides(Map.of("financial_document_max_age_days", 180)));
        assertThat(new VerificationFlows(tenant.api()).run(applicant, "FINANCIAL").path("verified").asBoolean()).isTrue();
    }

    @Test
    void anotherPersonsStatementGoesToAPerson() {
        Api api = newAccount();
        JsonNode v = new VerificationFlows(api).run(withStatement(api, "MRS ANNA KOWALSKA", 3, "BANK_STATEMENT"),
                "FINANCIAL");
        JsonNode mismatch = reason(v, "FINANCIAL_HOLDER_MISMATCH");
        assertThat(mismatch.path("result").asString()).isEqualTo("consider");
        assertThat(mismatch.path("details").path("holder_name").asString()).isEqualTo("none");
        assertThat(v.path("status").asString()).isEqualTo("review");
    }

    @Test
    void aPdfWithoutTextIsReadByAPerson() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(Map.of("first_name", "Jan", "last_name", "Nowak"));
        String file = api.upload("POST", "/files", "statement.pdf", Statements.pdf(List.of("MR JAN NOWAK"), "secret"))
                .id("file_id");
        fixtures.document(applicant, "BANK_STATEMENT", Map.of("front_side_id", file,
                "issue_date", LocalDate.now(ZoneOffset.UTC).minusDays(2).toString()));
        JsonNode v = fixtures.run(applicant, "FINANCIAL");
        assertThat(reasons(v, "FINANCIAL_DOCUMENT_UNREADABLE")).hasSize(1);
        assertThat(reasons(v, "FINANCIAL_DOCUMENT_OUTDATED")).isEmpty();
    }

    @Test
    void aCardIsCheckedWhenSavedAndItsPhotoGoesToAPersonWhenItCannotBeRead() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(Map.of("first_name", "Jan", "last_name", "Nowak"));
        ApiResponse refused = api.post("/documents", Map.of("applicant_id", applicant, "type", "CREDIT_CARD",
                "card_number", "4539 1488 0343 6468"));
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.body()).contains("check digit is wrong").doesNotContain("4539148803436468");
        fixtures.document(applicant, "CREDIT_CARD", Map.of("card_number", "4539 1488 0343 6467",
                "front_side_id", fixtures.photo()));
        JsonNode v = fixtures.run(applicant, "FINANCIAL");
        JsonNode card = reason(v, "CARD_HOLDER_MISMATCH");
        assertThat(card.path("details").path("card_number").asString()).isEqualTo("453914******6467");
        assertThat(v.toString()).doesNotContain("4539148803436467");
    }

    @Test
    void whatIsMissingIsSaidBeforeAndAnotherAccountsStatementIsNotFound() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        ApiResponse none = fixtures.start(fixtures.person(), List.of("FINANCIAL"));
        assertThat(none.status()).isEqualTo(422);
        assertThat(none.body()).contains("insufficient_data", "FINANCIAL needs a BANK_STATEMENT");
        String company = api.post("/applicants", Map.of("type", "COMPANY", "company_name", "Acme Ltd")).id("applicant_id");
        assertThat(fixtures.start(company, List.of("FINANCIAL")).body()).contains("FINANCIAL is for a PERSON applicant");

        Api other = newAccount();
        String theirs = withStatement(other, "MR JAN NOWAK", 5, "BANK_STATEMENT");
        String statement = other.get("/applicants/" + theirs + "/documents").json().path("items").get(0)
                .path("document_id").asString();
        assertThat(api.get("/documents/" + statement).status()).isEqualTo(404);
        assertThat(fixtures.start(theirs, List.of("FINANCIAL")).status()).isEqualTo(404);
    }
}
