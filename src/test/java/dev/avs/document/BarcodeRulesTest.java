package dev.avs.document;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.aamva.AamvaCard;
import dev.avs.reference.DocumentType;
import dev.avs.verification.Evidence;
import dev.avs.verification.Reason;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The barcode against the typed data: names as the MRZ compares them, one reason naming every field. */
class BarcodeRulesTest {

    private static final AamvaCard CARD = new AamvaCard("636002", 8, 2, "DL", "US", "MA", "S12345678", "O NEIL",
            "MARY ANN", false, false, LocalDate.of(1971, 12, 31), LocalDate.of(2031, 8, 16),
            LocalDate.of(2021, 8, 9), "F", "24 BEACON STREET", "BOSTON", "02133");

    @Test
    void namesAgreeAfterCaseFoldingTransliterationAndLeadingGivenNames() {
        assertThat(BarcodeRules.surnameMatches("O'Neil", "O NEIL", false)).isTrue();
        assertThat(BarcodeRules.surnameMatches("Müller", "MUELLER", false)).isTrue();
        assertThat(BarcodeRules.surnameMatches("Sinclair-Escueva", "SINCLAIR-ESCUEVA", false)).isTrue();
        assertThat(BarcodeRules.surnameMatches("Smith", "SMYTH", false)).isFalse();
        assertThat(BarcodeRules.surnameMatches("Montgomery-Smith", "MONTGOMERY-SM", true)).isTrue();
        assertThat(BarcodeRules.givenNamesMatch("Mary", "MARY ANN", false)).isTrue();
        assertThat(BarcodeRules.givenNamesMatch("Mary Ann", "MARY ANN", false)).isTrue();
        assertThat(BarcodeRules.givenNamesMatch("Ann", "MARY ANN", false)).isFalse();
        assertThat(BarcodeRules.givenNamesMatch("José", "JOSE", false)).isTrue();
    }

    @Test
    void typedAsPrintedIsNoReason() {
        assertThat(compare(document("S-123-456-78", LocalDate.of(2031, 8, 16)),
                new MrzRules.Holder("Mary", null, "O'Neil", LocalDate.of(1971, 12, 31), "F", "US"))).isEmpty();
    }

    @Test
    void everyFieldPrintedOtherwiseIsNamedWithBothValues() {
        List<Reason> reasons = compare(document("S12345679", LocalDate.of(2031, 8, 17)),
                new MrzRules.Holder("Mary", null, "Oneal", LocalDate.of(1978, 12, 31), null, null));

        assertThat(reasons).hasSize(1);
        Reason reason = reasons.getFirst();
        assertThat(reason.code()).isEqualTo("DOCUMENT_DATA_MISMATCH");
        assertThat(reason.details().get("fields")).isEqualTo(List.of("document_number", "expiry_date", "last_name",
                "dob"));
        @SuppressWarnings("unchecked")
        Map<String, Map<String, String>> differences = (Map<String, Map<String, String>>) reason.details()
                .get("differences");
        assertThat(differences.get("dob")).containsEntry("typed", "1978-12-31").containsEntry("read", "1971-12-31");
    }

    @Test
    void aFieldNotTypedOrNotPrintedIsNoReason() {
        AamvaCard sparse = new AamvaCard("636002", 8, 2, "DL", "US", "MA", null, "O NEIL", null, false, false,
                null, null, null, null, null, null, null);
        List<Reason> reasons = new ArrayList<>();
        BarcodeRules.compare(document("S1", LocalDate.of(2031, 8, 16)),
                new MrzRules.Holder("Anna", null, "O'Neil", LocalDate.of(1990, 1, 1), "M", null), sparse, "back",
                reasons);

        assertThat(reasons).isEmpty();
    }

    private static List<Reason> compare(Evidence.DocumentFacts document, MrzRules.Holder holder) {
        List<Reason> reasons = new ArrayList<>();
        BarcodeRules.compare(document, holder, CARD, "back", reasons);
        return reasons;
    }

    private static Evidence.DocumentFacts document(String number, LocalDate expiry) {
        return new Evidence.DocumentFacts("d1", null, DocumentType.DRIVERS_LICENSE, number, null, "US", null, null,
                expiry, null, "f1", "b1", List.of(), null, Instant.EPOCH);
    }
}
