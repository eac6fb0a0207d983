package dev.avs.document;

import static dev.avs.support.Errors.error;
import static dev.avs.support.Errors.invalid;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** CREDIT_CARD documents: Luhn-valid numbers, stored and shown masked only, one current card per applicant. */
class CreditCardIT extends IntegrationTest {

    private static final String VISA = "4111111111111111";
    private static final String MASTERCARD = "5555555555554444";

    private final List<ApiResponse> responses = Collections.synchronizedList(new ArrayList<>());
    private Api api;
    private String applicant;

    @org.springframework.beans.factory.annotation.Autowired
    org.springframework.jdbc.core.JdbcTemplate jdbc;

    @BeforeEach
    void account() {
        api = newAccount();
        applicant = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
    }

    /** Whatever a test did, no answer it received showed a full card number, in any spelling. */
    @AfterEach
    void noFullNumberInAnyResponse() {
        for (ApiResponse response : responses) {
            String digitsOnly = response.body().replaceAll("[\\s-]", "");
            assertThat(digitsOnly).as(response.toString()).doesNotContain(VISA).doesNotContain(MASTERCARD)
                    .doesNotContain("4111111111111112").doesNotContain("378282246310005");
        }
    }

    @Test
    void storesAndShowsOnlyTheMaskedNumber() {
        String id = create(Map.of("applicant_id", applicant, "type", "CREDIT_CARD", "card_number", "4111 1111-1111 1111",
                "account_number", "GB33BUKB20201555555555"));

        assertThat(track(api.get("/documents/" + id)).json().path("card_number").asString()).isEqualTo("411111******1111");
        assertThat(track(api.get("/documents/" + id)).json().path("account_number").asString())
                .isEqualTo("GB33BUKB20201555555555");
        assertThat(track(api.get("/applicants/" + applicant)).json().path("documents").get(0).path("card_number")
                .asString()).isEqualTo("411111******1111");
        assertThat(track(api.patch("/documents/" + id, Map.of("card_number", MASTERCARD))).status()).isEqualTo(200);
        assertThat(track(api.get("/documents/" + id)).json().path("card_number").asString()).isEqualTo("555555******4444");
        assertThat(track(api.patch("/documents/" + id, Map.of("card_number", Long.parseLong(VISA)))).status())
                .isEqualTo(200);
        assertThat(track(api.get("/documents/" + id)).json().path("card_number").asString()).isEqualTo("411111******1111");
        assertThat(track(api.postForm("/documents", "applicant_id=" + api.post("/applicants", Map.of("type", "PERSON"))
                .id("applicant_id") + "&type=CREDIT_CARD&card_number=378282246310005")).status()).isEqualTo(200);
    }

    /**
     * A CREDIT_CARD's document_number is its card number (KYCAID's clients may send it there): kept and shown only
     * masked, as card_number is, on create, PATCH and in every list; also when it fails the Luhn check (a mistyped
     * number is still most of one), when the document becomes a CREDIT_CARD, and for a card saved whole before.
     */
    @Test
    void theDocumentNumberOfACreditCardIsMaskedToo() {
        String id = create(Map.of("applicant_id", applicant, "type", "CREDIT_CARD", "document_number",
                "4111 1111 1111 1111", "additional_number", "card 5555-5555-5555-4444"));

        JsonNode card = track(api.get("/documents/" + id)).json();
        assertThat(card.path("document_number").asString()).isEqualTo("411111******1111");
        assertThat(card.path("additional_number").asString()).isEqualTo("card 5555-55**-****-4444");
        assertThat(card.path("card_number").isNull()).isTrue();
        assertThat(track(api.get("/applicants/" + applicant + "/documents")).json().path("items").get(0)
                .path("document_number").asString()).isEqualTo("411111******1111");
        assertThat(track(api.get("/applicants/" + applicant)).json().path("documents").get(0)
                .path("document_number").asString()).isEqualTo("411111******1111");
        assertThat(track(api.patch("/documents/" + id, Map.of("document_number", "4111111111111112"))).status())
                .isEqualTo(200);
        assertThat(track(api.get("/documents/" + id)).json().path("document_number").asString())
                .as("no Luhn check for what is a card's number by its place").isEqualTo("411111******1112");
        assertThat(track(api.patch("/documents/" + id, Map.of("document_number", "VISA ending 1111"))).status())
                .isEqualTo(200);
        assertThat(track(api.get("/documents/" + id)).json().path("document_number").asString())
                .isEqualTo("VISA ending 1111");

        String other = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        String passport = api.post("/documents", Map.of("applicant_id", other, "type", "PASSPORT",
                "document_number", MASTERCARD)).id("document_id");
        assertThat(track(api.patch("/documents/" + passport, Map.of("type", "CREDIT_CARD"))).status()).isEqualTo(200);
        assertThat(track(api.get("/documents/" + passport)).json().path("document_number").asString())
                .isEqualTo("555555******4444");

        // a card saved before numbers were masked on the way in (its type set behind the API's back)
        String third = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        String saved = api.post("/documents", Map.of("applicant_id", third, "type", "PASSPORT",
                "document_number", "378282246310005")).id("document_id");
        jdbc.update("UPDATE document SET type = 'CREDIT_CARD' WHERE id = ?", saved);
        assertThat(track(api.get("/documents/" + saved)).json().path("document_number").asString())
                .isEqualTo("378282*****0005");
        assertThat(track(api.get("/applicants/" + third + "/documents")).json().path("items").get(0)
                .path("document_number").asString()).isEqualTo("378282*****0005");
    }

    @Test
    void refusesInvalidNumbersWithoutRepeatingThem() {
        assertThat(invalid(track(api.post("/documents", card("4111111111111112"))))).containsExactly("card_number");
        assertThat(invalid(track(api.post("/documents", card("41111111111"))))).containsExactly("card_number");
        assertThat(invalid(track(api.post("/documents", card("4".repeat(20)))))).containsExactly("card_number");
        assertThat(invalid(track(api.post("/documents", card("4111.1111.1111.1111"))))).containsExactly("card_number");
        assertThat(invalid(track(api.post("/documents", card("411111******1111"))))).containsExactly("card_number");
        assertThat(invalid(track(api.post("/documents", Map.of("applicant_id", applicant, "type", "CREDIT_CARD",
                "card_number", true))))).containsExactly("card_number");
    }

    @Test
    void cardFieldsBelongToCreditCardsOnly() {
        assertThat(invalid(track(api.post("/documents", Map.of("applicant_id", applicant, "type", "PASSPORT",
                "card_number", VISA, "account_number", "1"))))).containsExactlyInAnyOrder("card_number", "account_number");
        String card = create(card(VISA));
        assertThat(invalid(track(api.patch("/documents/" + card, Map.of("type", "PASSPORT")))))
                .containsExactly("card_number");
        Map<String, Object> clear = new java.util.HashMap<>();
        clear.put("type", "FINANCIAL_DOCUMENT");
        clear.put("card_number", null);
        assertThat(track(api.patch("/documents/" + card, clear)).status()).isEqualTo(200);
        assertThat(create(card(VISA))).isNotNull();
    }

    @Test
    void allowsOneCurrentCreditCardPerApplicant() {
        String first = create(card(VISA));

        assertThat(error(track(api.post("/documents", card(MASTERCARD))), 409, "duplicate_data")).isEqualTo("type");
        String passport = create(Map.of("applicant_id", applicant, "type", "PASSPORT"));
        assertThat(error(track(api.patch("/documents/" + passport, Map.of("type", "CREDIT_CARD"))), 409, "duplicate_data"))
                .isEqualTo("type");
        String other = api.post("/applicants", Map.of("type", "PERSON")).id("applicant_id");
        assertThat(track(api.post("/documents", Map.of("applicant_id", other, "type", "CREDIT_CARD",
                "card_number", VISA))).status()).isEqualTo(200);
        assertThat(track(api.delete("/documents/" + first)).status()).isEqualTo(200);
        assertThat(create(card(MASTERCARD))).isNotNull();
    }

    @Test
    void theOneCardRuleHoldsUnderConcurrentRequests() {
        List<Integer> statuses = Collections.synchronizedList(new ArrayList<>());
        try (var executor = Executors.newFixedThreadPool(8)) {
            for (int i = 0; i < 8; i++) {
                executor.submit(() -> statuses.add(track(api.post("/documents", card(VISA))).status()));
            }
        }

        assertThat(statuses).hasSize(8).containsOnly(200, 409).containsOnlyOnce(200);
    }

    private Map<String, Object> card(String number) {
        return Map.of("applicant_id", applicant, "type", "CREDIT_CARD", "card_number", number);
    }

    private String create(Map<String, Object> body) {
        ApiResponse created = track(api.post("/documents", body));
        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        return created.id("document_id");
    }

    private ApiResponse track(ApiResponse response) {
        responses.add(response);
        return response;
    }
}
