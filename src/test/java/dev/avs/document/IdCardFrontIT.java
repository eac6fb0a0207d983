package dev.avs.document;

import static dev.avs.support.VerificationFlows.reason;
import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.LicenceFronts;
import dev.avs.support.ReadingIntegrationTest;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * A European ID card whose back shows no readable MRZ (a photo of something else, or too blurred), over HTTP: the DOCUMENT check reads its front's
 * labelled fields (labels in three languages above their values, dates day first), shows them in {@code extracted}
 * and compares them with what the client typed; the MRZ is still asked for. The front is rendered
 * ({@link LicenceFronts#europeanIdPng}); real European cards are measured in bench/fronts (fourth.tsv).
 */
class IdCardFrontIT extends ReadingIntegrationTest {

    @Test
    void aGermanIdCardsFrontIsReadWhereNoMrzIsAndAMovedBirthDateIsAMismatch() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String front = fixtures.file(LicenceFronts.europeanIdPng(LicenceFronts.mustermann()));
        String genuine = fixtures.person(erika("1964-08-12"));
        String card = fixtures.document(genuine, "GOVERNMENT_ID", typedAsPrinted(front, fixtures));

        JsonNode decided = fixtures.run(genuine, "DOCUMENT");

        assertThat(reasons(decided, "DOCUMENT_DATA_MISMATCH")).as(decided.toString()).isEmpty();
        assertThat(reasons(decided, "MRZ_NOT_READABLE")).as("its MRZ is on the back, not read").hasSize(1);
        JsonNode extracted = api.get("/documents/" + card).json().path("extracted");
        assertThat(extracted.path("fields").path("surname").asString()).as(extracted.toString())
                .isEqualTo("MUSTERMANN");
        assertThat(extracted.path("fields").path("given_names").asString()).isEqualTo("ERIKA");
        assertThat(extracted.path("fields").path("date_of_birth").asString()).isEqualTo("1964-08-12");
        assertThat(extracted.path("fields").path("expiry_date").asString()).isEqualTo("2031-10-31");
        assertThat(extracted.path("fields").path("document_number").asString()).isEqualTo("T22000129");
        assertThat(extracted.path("sources").path("date_of_birth").path("source").asString()).isEqualTo("front");

        String moved = fixtures.person(erika("1957-08-12"));
        fixtures.document(moved, "GOVERNMENT_ID", typedAsPrinted(front, fixtures));
        JsonNode mismatch = reason(fixtures.run(moved, "DOCUMENT"), "DOCUMENT_DATA_MISMATCH");
        assertThat(mismatch.path("details").path("source").asString()).isEqualTo("front");
        assertThat(mismatch.path("details").path("fields").valueStream().map(JsonNode::asString).toList())
                .containsExactly("dob");
    }

    @Test
    void anotherSurnameTypedIsAMismatchWhereTheFrontPrintsItNowhereThoughItsFieldIsNotFound() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String front = fixtures.file(LicenceFronts.liechtensteinIdPng(LicenceFronts.ospeltBeck()));
        String back = fixtures.file(TestImages.photo(1000, 640, 74));
        Map<String, Object> card = Map.of("front_side_id", front, "back_side_id", back, "document_number",
                "ID98754015", "expiry_date", "2031-05-11", "issuing_country", "LI");

        String genuine = fixtures.person(marisa("Ospelt-Beck"));
        String document = fixtures.document(genuine, "GOVERNMENT_ID", new HashMap<>(card));
        JsonNode decided = fixtures.run(genuine, "DOCUMENT");
        assertThat(reasons(decided, "DOCUMENT_DATA_MISMATCH")).as(decided.toString()).isEmpty();
        JsonNode fields = api.get("/documents/" + document).json().path("extracted").path("fields");
        assertThat(fields.path("given_names").asString()).as(fields.toString()).isEqualTo("MARISA");
        assertThat(fields.path("surname").isNull()).as("NAME . NAME labels no surname the reader knows").isTrue();

        String other = fixtures.person(marisa("Morgenstern"));
        fixtures.document(other, "GOVERNMENT_ID", new HashMap<>(card));
        JsonNode mismatch = reason(fixtures.run(other, "DOCUMENT"), "DOCUMENT_DATA_MISMATCH");
        assertThat(mismatch.path("details").path("fields").valueStream().map(JsonNode::asString).toList())
                .containsExactly("last_name");
        JsonNode difference = mismatch.path("details").path("differences").path("last_name");
        assertThat(difference.path("typed").asString()).isEqualTo("Morgenstern");
        assertThat(difference.path("read").isNull()).isTrue();
        assertThat(difference.path("printed_nowhere").asBoolean()).isTrue();
    }

    private static Map<String, Object> marisa(String lastName) {
        return Map.of("first_name", "Marisa", "last_name", lastName, "dob", "1982-05-12", "residence_country", "LI",
                "nationality", "LI");
    }

    private static Map<String, Object> erika(String dob) {
        return Map.of("first_name", "Erika", "last_name", "Mustermann", "dob", dob, "residence_country", "DE",
                "nationality", "DE");
    }

    private static Map<String, Object> typedAsPrinted(String front, VerificationFlows fixtures) {
        String back = fixtures.file(TestImages.photo(1000, 640, 74));
        return new HashMap<>(Map.of("front_side_id", front, "back_side_id", back, "document_number", "T22000129",
                "expiry_date", "2031-10-31", "issuing_country", "DE"));
    }
}
