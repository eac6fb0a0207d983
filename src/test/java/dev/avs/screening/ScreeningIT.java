package dev.avs.screening;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/** The screening endpoints over the trimmed fixture lists the test profile configures. */
class ScreeningIT extends IntegrationTest {

    @Autowired
    private JdbcClient jdbc;

    private Api api;

    @BeforeEach
    void listsLoaded() {
        api = newAccount();
        eventually(Duration.ofSeconds(30), () -> api.get("/screening/lists").json(),
                json -> json.path("lists").size() == 5 && allLoaded(json.path("lists")));
    }

    private static boolean allLoaded(JsonNode lists) {
        for (JsonNode list : lists) {
            if (!list.path("status").asString().equals("loaded")) {
                return false;
            }
        }
        return true;
    }

    @Test
    void listsShowWhatIsLoadedAndHowFresh() {
        ApiResponse response = api.get("/screening/lists");
        assertThat(response.status()).isEqualTo(200);
        JsonNode sdn = response.json().path("lists").get(0);
        assertThat(sdn.path("name").asString()).isEqualTo("ofac-sdn");
        assertThat(sdn.path("format").asString()).isEqualTo("ofac-sdn-csv");
        assertThat(sdn.path("location").asString()).isEqualTo("src/test/resources/screening/ofac-sdn");
        assertThat(sdn.path("entries").asInt()).isEqualTo(39);
        assertThat(sdn.path("sha256").asString()).hasSize(64);
        assertThat(sdn.path("loaded_at").asString()).endsWith("Z");
        assertThat(sdn.path("last_error").isNull()).isTrue();
        assertThat(sdn.path("stale").asBoolean()).isFalse();
        int versions = jdbc.sql("SELECT COUNT(*) FROM screening_list_version WHERE source = 'ofac-sdn' AND sha256 = :sha")
                .param("sha", sdn.path("sha256").asString()).query(Integer.class).single();
        assertThat(versions).isEqualTo(1);
    }

    @Test
    void findsAListedPersonWithAnExplanation() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("name", "Saad Rashid Mohamad Al-Faqih");
        body.put("type", "PERSON");
        body.put("dob", "1957-02-01");
        body.put("nationality", "SA");
        ApiResponse response = api.post("/screening/search", body);

        assertThat(response.status()).isEqualTo(200);
        JsonNode hit = response.json().path("hits").get(0);
        assertThat(hit.path("list").asString()).isEqualTo("ofac-sdn");
        assertThat(hit.path("entry_id").asString()).isEqualTo("8808");
        assertThat(hit.path("matched_name").asString()).isEqualTo("Saad Rashed Mohammad AL-FAQIH");
        assertThat(hit.path("score").asDouble()).isGreaterThanOrEqualTo(0.97);
        assertThat(hit.path("explanation").path("birth_date").path("result").asString()).isEqualTo("match");
        assertThat(hit.path("explanation").path("nationality").path("result").asString()).isEqualTo("match");
        assertThat(hit.path("explanation").path("matched").size()).isGreaterThanOrEqualTo(3);
        assertThat(response.json().path("threshold").asDouble()).isEqualTo(0.90);
        assertThat(response.json().path("lists").size()).isEqualTo(5);
    }

    @Test
    void searchesWithAYearAFormBodyAndALimit() {
        ApiResponse response = api.postForm("/screening/search",
                Api.form(Map.of("name", "Владимир Путин", "dob", "1952", "limit", "1")));
        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().path("hits").size()).isEqualTo(1);
        assertThat(response.json().path("hits").get(0).path("entry_id").asString()).isEqualTo("35096");
        assertThat(response.json().path("hits").get(0).path("explanation").path("birth_date").path("result")
                .asString()).isEqualTo("compatible");
    }

    @Test
    void aCommonNameHasNoHit() {
        ApiResponse response = api.post("/screening/search", Map.of("name", "John Smith"));
        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().path("hits").isEmpty()).isTrue();
    }

    @Test
    void listsEveryInvalidParameter() {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", "VESSEL");
        body.put("dob", "12/03/1965");
        body.put("nationality", "XX");
        body.put("limit", 51);
        body.put("colour", "red");
        ApiResponse response = api.post("/screening/search", body);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errorType()).isEqualTo("validation");
        List<String> parameters = new ArrayList<>();
        response.json().path("errors").forEach(e -> parameters.add(e.path("parameter").asString()));
        assertThat(parameters).containsExactlyInAnyOrder("type", "dob", "nationality", "limit", "colour", "name");
    }

    @Test
    void rejectsAFutureBirthDateAndAZeroLimit() {
        ApiResponse response = api.post("/screening/search", Map.of("name", "A B", "dob", "2999-01-01", "limit", 0));
        assertThat(response.status()).isEqualTo(422);
        assertThat(response.json().path("errors").size()).isEqualTo(2);
    }

    @Test
    void requiresAnApiKey() {
        assertThat(anonymous().post("/screening/search", Map.of("name", "John Smith")).status()).isEqualTo(401);
        assertThat(anonymous().get("/screening/lists").status()).isEqualTo(401);
    }
}
