package dev.avs.blocklist;

import static dev.avs.support.VerificationFlows.reason;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Errors;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The account's own blocklists over HTTP: adding (once per value), paging, reading and removing entries, bad
 * input, other accounts' ids; and what the checks and monitoring make of them.
 */
class BlocklistIT extends IntegrationTest {

    /**
     * A payment card is refused as a blocklisted document (AVS keeps only a card's masked number, which would
     * match nothing), without repeating the number; a card number written in a note is kept masked.
     */
    @Test
    void aPaymentCardCannotBeBlocklistedAndANoteKeepsNoCardNumber() {
        Api api = newAccount();
        var card = api.post("/blocklists/documents", Map.of("document_number", "4111 1111 1111 1111",
                "issuing_country", "GB", "document_type", "credit card"));
        assertThat(Errors.invalid(card)).containsExactly("document_type");
        assertThat(Errors.message(card, "document_type")).contains("payment card");
        assertThat(card.body().replaceAll("[\\s-]", "")).doesNotContain("4111111111111111");
        assertThat(api.post("/blocklists/documents", Map.of("document_number", "4111111111111111",
                "issuing_country", "GB", "document_type", "PASSPORT")).status()).as("an identity document's number")
                .isEqualTo(201);

        String entry = api.post("/blocklists/persons", Map.of("name", "Card Holder",
                "note", "paid with 4111 1111 1111 1111, account 1234567812345678")).id("entry_id");

        assertThat(api.get("/blocklists/persons/" + entry).json().path("note").asString())
                .isEqualTo("paid with 4111 11** **** 1111, account 1234567812345678");
    }

    @Test
    void addsAValueOnceAndPagesReadsAndRemovesEntries() {
        Api api = newAccount();
        var first = api.post("/blocklists/persons", Map.of("name", "Gwendolyn Ashcombe-Rye", "dob", "1984-02-29",
                "country", "GB", "note", "Known fraud ring"));
        assertThat(first.status()).isEqualTo(201);
        String id = first.id("entry_id");
        var again = api.post("/blocklists/persons", Map.of("name", "  GWENDOLYN ashcombe rye ", "dob", "1984-02-29"));
        assertThat(again.status()).isEqualTo(200);
        assertThat(again.id("entry_id")).isEqualTo(id);
        assertThat(api.post("/blocklists/persons", Map.of("name", "Gwendolyn Ashcombe-Rye")).status()).isEqualTo(201);

        JsonNode page = api.get("/blocklists/persons?limit=1").json();
        assertThat(page.path("items")).hasSize(1);
        assertThat(page.path("items").get(0).path("entry_id").asString()).isEqualTo(id);
        JsonNode next = api.get("/blocklists/persons?limit=1&cursor=" + page.path("next_cursor").asString()).json();
        assertThat(next.path("items")).hasSize(1);
        assertThat(next.path("next_cursor").isNull()).isTrue();

        JsonNode entry = api.get("/blocklists/persons/" + id).json();
        assertThat(entry.path("name").asString()).isEqualTo("Gwendolyn Ashcombe-Rye");
        assertThat(entry.path("dob").asString()).isEqualTo("1984-02-29");
        assertThat(entry.path("note").asString()).isEqualTo("Known fraud ring");
        assertThat(entry.path("created_by").asString()).startsWith("api_key:");
        assertThat(entry.has("email")).isFalse();

        assertThat(api.delete("/blocklists/persons/" + id).json().path("deleted").asBoolean()).isTrue();
        assertThat(api.get("/blocklists/persons/" + id).status()).isEqualTo(404);
        assertThat(api.delete("/blocklists/persons/" + id).status()).isEqualTo(404);
    }

    @Test
    void documentsEmailsAndPhonesAreNormalisedBeforeTheyAreCompared() {
        Api api = newAccount();
        String doc = api.post("/blocklists/documents", Map.of("document_number", "X12-345 67",
                "issuing_country", "DE", "document_type", "PASSPORT")).id("entry_id");
        assertThat(api.post("/blocklists/documents", Map.of("document_number", "x1234567", "issuing_country", "DE"))
                .id("entry_id")).isEqualTo(doc);
        assertThat(api.post("/blocklists/documents", Map.of("document_number", "X1234567", "issuing_country", "AT"))
                .status()).isEqualTo(201);
        String email = api.post("/blocklists/emails", Map.of("email", "Mule@Example.org")).id("entry_id");
        assertThat(api.post("/blocklists/emails", Map.of("email", "mule@example.org")).id("entry_id")).isEqualTo(email);
        String phone = api.post("/blocklists/phones", Map.of("phone", "+44 20 7946 0000")).id("entry_id");
        assertThat(api.post("/blocklists/phones", Map.of("phone", "00442079460000")).id("entry_id")).isEqualTo(phone);
    }

    @Test
    void badInputAndOtherAccountsIdsGetTheEnvelope() {
        Api api = newAccount();
        String id = api.post("/blocklists/companies", Map.of("name", "Shellco Holdings Ltd")).id("entry_id");
        var missing = api.post("/blocklists/persons", Map.of("dob", "1980-01-01"));
        assertThat(missing.status()).isEqualTo(422);
        assertThat(missing.json().toString()).contains("name");
        assertThat(api.post("/blocklists/persons", Map.of("name", "Future Born",
                "dob", LocalDate.now().plusDays(3).toString())).status()).isEqualTo(422);
        assertThat(api.post("/blocklists/emails", Map.of("email", "not-an-address")).status()).isEqualTo(422);
        assertThat(api.post("/blocklists/phones", Map.of("phone", "12")).status()).isEqualTo(422);
        assertThat(api.post("/blocklists/documents", Map.of("document_number", "123")).status()).isEqualTo(422);
        assertThat(api.post("/blocklists/documents", Map.of("document_number", "123", "issuing_country", "ZZ"))
                .status()).isEqualTo(422);
        assertThat(api.post("/blocklists/persons", Map.of("name", "A", "unknown_field", 1)).status()).isEqualTo(422);
        assertThat(api.get("/blocklists/ships").errorType()).isEqualTo("not_found");
        assertThat(api.get("/blocklists/companies?limit=0").errorType()).isEqualTo("bad_request");
        assertThat(api.get("/blocklists/companies?cursor=forged").errorType()).isEqualTo("bad_request");
        assertThat(api.get("/blocklists/companies/not-an-id").status()).isEqualTo(404);
        assertThat(api.get("/blocklists/persons/" + id).status()).isEqualTo(404);
        assertThat(anonymous().get("/blocklists/companies").status()).isEqualTo(401);

        Api other = newAccount();
        assertThat(other.get("/blocklists/companies/" + id).status()).isEqualTo(404);
        assertThat(other.delete("/blocklists/companies/" + id).status()).isEqualTo(404);
        assertThat(other.get("/blocklists/companies").json().path("items")).isEmpty();
        assertThat(api.get("/blocklists/companies/" + id).status()).isEqualTo(200);
    }

    @Test
    void amlFindsTheAccountsOwnListAndNoOtherAccountsList() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        api.post("/blocklists/persons", Map.of("name", "Ottokar Blocklisted-Vance", "dob", "1979-11-05"));
        JsonNode v = fixtures.run(fixtures.person(Map.of("first_name", "Ottokar", "last_name", "Blocklisted-Vance",
                "dob", "1979-11-05")), "AML");
        JsonNode reason = reason(v, "INTERNAL_LIST_MATCH");
        assertThat(reason.path("result").asString()).isEqualTo("fail");
        assertThat(v.path("verified").asBoolean()).isFalse();
        JsonNode hit = reason.path("details").path("hits").get(0);
        assertThat(hit.path("list").asString()).isEqualTo("blocklist");
        assertThat(hit.path("list_type").asString()).isEqualTo("internal");

        VerificationFlows elsewhere = new VerificationFlows(newAccount());
        JsonNode clear = elsewhere.run(elsewhere.person(Map.of("first_name", "Ottokar",
                "last_name", "Blocklisted-Vance", "dob", "1979-11-05")), "AML");
        assertThat(clear.path("checks").get(0).path("result").asString()).isEqualTo("clear");
    }

    @Test
    void aDocumentOnTheAccountsListFailsTheDocumentCheckAndOnAnothersChangesNothing() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        String file = api.upload("POST", "/files", "p.jpg", TestImages.photo(800, 600, System.nanoTime()))
                .id("file_id");
        fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", file, "document_number", "LST 998877",
                "issuing_country", "FR", "expiry_date", LocalDate.now().plusYears(3).toString()));
        newAccount().post("/blocklists/documents", Map.of("document_number", "LST998877", "issuing_country", "FR"));
        assertThat(VerificationFlows.reasons(fixtures.run(applicant, "DOCUMENT"), "DOCUMENT_LISTED"))
                .as("another account's list changes nothing").isEmpty();
        api.post("/blocklists/documents", Map.of("document_number", "LST998877", "issuing_country", "FR",
                "note", "reported stolen"));
        JsonNode v = fixtures.run(applicant, "DOCUMENT");
        JsonNode listed = reason(v, "DOCUMENT_LISTED");
        assertThat(listed.path("result").asString()).isEqualTo("fail");
        assertThat(v.path("verified").asBoolean()).as("declined").isFalse();
        assertThat(listed.toString()).doesNotContain("reported stolen");
    }

    @Test
    void aListedEmailOrPhoneFailsTheProfileCheck() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        api.post("/blocklists/emails", Map.of("email", "Money.Mule@example.net"));
        String applicant = fixtures.person(Map.of("email", "money.mule@example.net", "phone", "+33 6 12 34 56 78"));
        JsonNode v = fixtures.run(applicant, "PROFILE");
        assertThat(reason(v, "CONTACT_LISTED").path("details").path("field").asString()).isEqualTo("email");
        api.post("/blocklists/phones", Map.of("phone", "+33612345678"));
        JsonNode again = fixtures.run(applicant, "PROFILE");
        assertThat(VerificationFlows.reasons(again, "CONTACT_LISTED")).hasSize(2);
    }

    @Test
    void monitoringAlertsTheAccountWhenAMonitoredPersonIsAdded() {
        Tenant tenant = newTenant();
        Tenant other = newTenant();
        String name = "Wilhelmina" + UUID.randomUUID().toString().substring(0, 6).replaceAll("[0-9]", "x");
        String mine = approve(tenant.api(), name, "Quillfeather");
        String theirs = approve(other.api(), name, "Quillfeather");
        tenant.api().post("/blocklists/persons", Map.of("name", name + " Quillfeather", "dob", "1972-03-04"));
        JsonNode items = eventually(Duration.ofSeconds(20),
                () -> tenant.api().get("/monitoring/alerts?applicant_id=" + mine).json().path("items"),
                found -> !found.isEmpty());
        assertThat(items.get(0).path("list").asString()).isEqualTo("blocklist");
        assertThat(items.get(0).path("list_type").asString()).isEqualTo("internal");
        assertThat(items.get(0).path("reason").asString()).isEqualTo("INTERNAL_LIST_MATCH");
        assertThat(other.api().get("/monitoring/alerts?applicant_id=" + theirs).json().path("items")).isEmpty();
    }

    private static String approve(Api api, String first, String last) {
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(Map.of("first_name", first, "last_name", last, "dob", "1972-03-04"));
        JsonNode v = fixtures.run(applicant, "AML");
        assertThat(v.path("verified").asBoolean()).as(v.toString()).isTrue();
        return applicant;
    }

}
