package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class FormIT extends IntegrationTest {

    @Test
    void newAccountsHaveAPersonAndACompanyForm() {
        JsonNode page = newAccount().get("/forms").json();

        assertThat(page.path("next_cursor").isNull()).isTrue();
        assertThat(page.path("items").valueStream().map(f -> f.path("applicant_type").asString()))
                .containsExactlyInAnyOrder("PERSON", "COMPANY");
        JsonNode person = page.path("items").valueStream()
                .filter(f -> f.path("applicant_type").asString().equals("PERSON")).findFirst().orElseThrow();
        assertThat(person.path("steps").valueStream().map(JsonNode::asString)).contains("DOCUMENT", "SELFIE");
        assertThat(person.path("verification_types").valueStream().map(JsonNode::asString)).contains("FACIAL");
    }

    @Test
    void pagesWithACursor() {
        Api api = newAccount();
        ApiResponse first = api.get("/forms?limit=1");
        String cursor = first.json().path("next_cursor").asString();
        assertThat(first.json().path("items")).hasSize(1);
        assertThat(cursor).isNotBlank();

        JsonNode second = api.get("/forms?limit=1&cursor=" + cursor).json();
        assertThat(second.path("items")).hasSize(1);
        assertThat(second.path("items").get(0).path("form_id").asString())
                .isNotEqualTo(first.json().path("items").get(0).path("form_id").asString());
        assertThat(second.path("next_cursor").isNull()).isTrue();
    }

    @Test
    void refusesBadPageParameters() {
        Api api = newAccount();
        String cursor = api.get("/forms?limit=1").json().path("next_cursor").asString();
        String tampered = (cursor.charAt(0) == 'A' ? "B" : "A") + cursor.substring(1);

        assertThat(api.get("/forms?cursor=" + tampered).errorType()).isEqualTo("bad_request");
        assertThat(api.get("/forms?cursor=garbage").status()).isEqualTo(400);
        assertThat(api.get("/forms?limit=0").status()).isEqualTo(400);
        assertThat(api.get("/forms?limit=101").status()).isEqualTo(400);
        assertThat(api.get("/forms?limit=ten").status()).isEqualTo(400);
    }

    @Test
    void anotherAccountsFormsAreNotListed() {
        Api one = newAccount();
        Api other = newAccount();
        JsonNode mine = one.get("/forms").json().path("items");
        JsonNode theirs = other.get("/forms").json().path("items");

        assertThat(mine.valueStream().map(f -> f.path("form_id").asString()))
                .doesNotContainAnyElementsOf(theirs.valueStream().map(f -> f.path("form_id").asString()).toList());
    }
}
