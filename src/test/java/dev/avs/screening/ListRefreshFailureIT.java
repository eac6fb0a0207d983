package dev.avs.screening;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.TestDatabase;
import dev.avs.support.Api;
import dev.avs.support.ServiceTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * A list file that comes back truncated, or as another list's file, is refused: the version loaded before stays in
 * use, GET /screening/lists says which list failed and why, and the health endpoint shows the list as degraded
 * while the node stays ready.
 */
class ListRefreshFailureIT extends ServiceTest {

    static final Path DIR = temporary();
    static final Path EU = DIR.resolve("eu.xml");
    static final Path SOURCE = Path.of("src/test/resources/screening/eu-fsf/eu-fsf-sample-b.xml");

    private static Path temporary() {
        try {
            Path dir = Files.createTempDirectory("avs-list-failure");
            dir.toFile().deleteOnExit();   // after its one file, which is registered later
            dir.resolve("eu.xml").toFile().deleteOnExit();
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @DynamicPropertySource
    static void settings(DynamicPropertyRegistry registry) throws IOException {
        TestDatabase.register(registry, "avs-list-failure");
        Files.copy(SOURCE, EU, StandardCopyOption.REPLACE_EXISTING);
        registry.add("avs.screening.sources[0].name", () -> "eu");
        registry.add("avs.screening.sources[0].format", () -> "eu-fsf-xml");
        registry.add("avs.screening.sources[0].location", EU::toString);
    }

    @Autowired
    Screening screening;

    @Test
    void aTruncatedOrWrongFileKeepsThePreviousVersionAndSaysWhy() throws IOException {
        Api api = newAccount();
        Files.copy(SOURCE, EU, StandardCopyOption.REPLACE_EXISTING);
        screening.refreshLists();
        JsonNode loaded = list(api);
        assertThat(loaded.path("status").asString()).isEqualTo("loaded");
        assertThat(loaded.path("entries").asInt()).isEqualTo(7);
        String version = loaded.path("sha256").asString();

        String xml = Files.readString(SOURCE);
        Files.writeString(EU, xml.substring(0, xml.length() / 2));
        screening.refreshLists();
        JsonNode truncated = list(api);
        assertThat(truncated.path("status").asString()).isEqualTo("failed");
        assertThat(truncated.path("entries").asInt()).isEqualTo(7);
        assertThat(truncated.path("sha256").asString()).isEqualTo(version);
        assertThat(truncated.path("last_error").asString()).startsWith("The file is not valid eu-fsf-xml");
        JsonNode health = anonymous().get("/actuator/health").json();
        assertThat(health.path("components").path("screening").path("status").asString()).isEqualTo("DEGRADED");
        assertThat(anonymous().get("/actuator/health/readiness").status()).isEqualTo(200);
        JsonNode stillFound = api.post("/screening/search", java.util.Map.of("name", "Saddam Hussein Al-Tikriti"))
                .json().path("hits");
        assertThat(stillFound).isNotEmpty();

        Files.copy(Path.of("src/test/resources/screening/un/consolidated.xml"), EU, StandardCopyOption.REPLACE_EXISTING);
        screening.refreshLists();
        assertThat(list(api).path("last_error").asString()).contains("root is <CONSOLIDATED_LIST>");
        assertThat(list(api).path("entries").asInt()).isEqualTo(7);

        Files.copy(SOURCE, EU, StandardCopyOption.REPLACE_EXISTING);
        screening.refreshLists();
        assertThat(list(api).path("status").asString()).isEqualTo("loaded");
        assertThat(eventually(Duration.ofSeconds(5), () -> anonymous().get("/actuator/health").json()
                .path("components").path("screening").path("status").asString(), "UP"::equals)).isEqualTo("UP");
    }

    private static JsonNode list(Api api) {
        return api.get("/screening/lists").json().path("lists").get(0);
    }
}
