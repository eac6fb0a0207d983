package dev.avs.applicant;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class NamesTest {

    private static final LocalDate DOB = LocalDate.of(1988, 8, 8);

    @Test
    void personsWithTheSameNameInAnyCaseOrAccentShareAKey() {
        assertThat(Names.duplicateKey("PERSON", "Émilie", "Dupont", DOB, null, null))
                .isEqualTo(Names.duplicateKey("PERSON", "emilie", "DUPONT", DOB, null, null))
                .isEqualTo("P|emilie dupont|1988-08-08");
        assertThat(Names.duplicateKey("PERSON", "Emilie", "Dupont", DOB.plusDays(1), null, null))
                .isNotEqualTo(Names.duplicateKey("PERSON", "Emilie", "Dupont", DOB, null, null));
    }

    @Test
    void incompleteDataHasNoKey() {
        assertThat(Names.duplicateKey("PERSON", "Emilie", null, DOB, null, null)).isNull();
        assertThat(Names.duplicateKey("PERSON", "Emilie", "Dupont", null, null, null)).isNull();
        assertThat(Names.duplicateKey("COMPANY", null, null, null, "GB", "--")).isNull();
    }

    @Test
    void companiesShareAKeyByCountryAndNormalisedNumber() {
        assertThat(Names.duplicateKey("COMPANY", null, null, null, "GB", "AB-123 456"))
                .isEqualTo(Names.duplicateKey("COMPANY", null, null, null, "GB", "ab123456"))
                .isNotEqualTo(Names.duplicateKey("COMPANY", null, null, null, "IE", "ab123456"));
    }
}
