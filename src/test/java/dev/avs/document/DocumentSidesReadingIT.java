package dev.avs.document;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.DocumentPhotos;
import dev.avs.support.DocumentPhotos.Format;
import dev.avs.support.DocumentPhotos.Shot;
import dev.avs.support.ReadingIntegrationTest;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.apache.commons.codec.digest.DigestUtils;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/**
 * A card's sides are read one after the other, its back (where ICAO's TD1 cards carry the MRZ) first: a front
 * without an MRZ is read only when the back shows none, since searching a photo that has none is its most
 * expensive reading.
 */
class DocumentSidesReadingIT extends ReadingIntegrationTest {

    @Autowired
    JdbcClient jdbc;

    private static final List<String> MRZ = DocumentPhotos.td1("POL", "KOWALCZYK", "ZOFIA", "ABC123456", "POL",
            LocalDate.of(1990, 4, 12), 'F', LocalDate.now().plusYears(6).withDayOfMonth(15));

    @Test
    void aCardWhoseBackShowsTheMrzHasItsFrontNeverSearched() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        byte[] front = noMrz();
        String card = fixtures.document(fixtures.person(), "GOVERNMENT_ID", Map.of(
                "front_side_id", fixtures.file(front),
                "back_side_id", fixtures.file(DocumentPhotos.photo(Format.TD1, MRZ, Shot.clean()))));

        JsonNode extracted = read(api, card);

        assertThat(extracted.path("status").asString()).as(extracted.toString()).isEqualTo("read");
        assertThat(extracted.path("side").asString()).isEqualTo("back");
        assertThat(extracted.path("mrz").asString()).isEqualTo(String.join("\n", MRZ));
        String sha256 = DigestUtils.sha256Hex(front);
        assertThat(jdbc.sql("SELECT COUNT(*) FROM mrz_reading WHERE sha256 = ?").param(sha256)
                .query(Long.class).single()).isZero();
        assertThat(jdbc.sql("SELECT COUNT(*) FROM scheduled_tasks WHERE task_instance = ?").param("mrz:" + sha256)
                .query(Long.class).single()).isZero();
    }

    @Test
    void aCardPhotographedWithItsSidesSwappedIsReadFromTheFrontOnceTheBackShowsNone() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String card = fixtures.document(fixtures.person(), "GOVERNMENT_ID", Map.of(
                "front_side_id", fixtures.file(DocumentPhotos.photo(Format.TD1, MRZ, Shot.clean())),
                "back_side_id", fixtures.file(noMrz())));

        JsonNode extracted = read(api, card);

        assertThat(extracted.path("status").asString()).as(extracted.toString()).isEqualTo("read");
        assertThat(extracted.path("side").asString()).isEqualTo("front");
    }

    @Test
    void aCardWithNoMrzOnEitherSideEndsNotFound() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String card = fixtures.document(fixtures.person(), "GOVERNMENT_ID", Map.of(
                "front_side_id", fixtures.file(noMrz()),
                "back_side_id", fixtures.file(noMrz())));

        assertThat(read(api, card).path("status").asString()).isEqualTo("not_found");
    }

    /** A photo no other test uploads (a side's reading is stored by its content, for every later document). */
    private static byte[] noMrz() {
        return TestImages.photo(1200, 900, System.nanoTime());
    }

    private static JsonNode read(Api api, String document) {
        return eventually(Duration.ofSeconds(60), () -> api.get("/documents/" + document).json(),
                doc -> !doc.path("extracted").path("status").asString().equals("pending")).path("extracted");
    }
}
