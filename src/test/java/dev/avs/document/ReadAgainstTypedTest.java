package dev.avs.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the hosted form offers from a document read: values read sure of themselves that differ as the check has it. */
class ReadAgainstTypedTest {

    private static final LocalDate BORN = LocalDate.of(1985, 5, 3);
    private static final LocalDate EXPIRES = LocalDate.of(2031, 6, 1);
    private static final TypedHolder JAN = new TypedHolder("Jan", null, "Nowak", BORN);

    @Test
    void anMrzWhoseCheckDigitsHoldOffersWhatDiffersAndNothingThatAgrees() {
        Extracted mrz = mrz(true, "NOWAKOWSKI", "JAN PIOTR", BORN.plusDays(10), "533401379");
        assertThat(ReadAgainstTyped.differences(mrz, JAN, "533 401 372", EXPIRES)).containsExactly(
                new ReadDifference("last_name", "Nowak", "NOWAKOWSKI"),
                new ReadDifference("dob", "1985-05-03", "1985-05-13"),
                new ReadDifference("document_number", "533 401 372", "533401379"));
        // case, ICAO spellings, separators, leading given names: all agree
        Extracted same = mrz(true, "MUELLER", "JAN PIOTR", BORN, "533401372");
        assertThat(ReadAgainstTyped.differences(same, new TypedHolder("jan", null, "Müller", BORN), "533-401-372",
                EXPIRES)).isEmpty();
        // a field typed blank is offered
        assertThat(ReadAgainstTyped.differences(same, new TypedHolder("Jan", null, "Müller", BORN), "533401372",
                null)).containsExactly(new ReadDifference("expiry_date", null, "2031-06-01"));
    }

    @Test
    void aReadingUnsureOfItselfIsNeverOffered() {
        assertThat(ReadAgainstTyped.differences(mrz(false, "NOWAKOWSKI", "JAN", BORN.plusDays(10), "533401379"),
                JAN, "533401372", EXPIRES)).as("check digits that do not hold").isEmpty();
        Extracted front = front(Map.of("surname", 0.95, "date_of_birth", 0.6));
        assertThat(ReadAgainstTyped.differences(front, JAN, "533401372", EXPIRES)).as("a date read at 0.6")
                .containsExactly(new ReadDifference("last_name", "Nowak", "NOWAKOWSKI"));
        assertThat(ReadAgainstTyped.differences(null, JAN, "533401372", EXPIRES)).isEmpty();
    }

    private static Extracted mrz(boolean checkDigitsValid, String surname, String given, LocalDate born,
                                 String number) {
        Extracted.Fields fields = new Extracted.Fields(number, surname, given, "GB", "GB", born, "M", EXPIRES, null);
        Map<String, Extracted.Source> sources = Extracted.sources(fields.byName(), "mrz", "front", 0.9);
        return new Extracted("read", "P<GBR...", "TD3", "front", checkDigitsValid, fields, 0.9, null, sources, null,
                null);
    }

    private static Extracted front(Map<String, Double> confidences) {
        Extracted.Fields fields = new Extracted.Fields(null, "NOWAKOWSKI", null, null, null, BORN.plusYears(7), null,
                null, null);
        Map<String, Extracted.Source> sources = new LinkedHashMap<>();
        confidences.forEach((name, confidence) -> sources.put(name, new Extracted.Source(
                String.valueOf(fields.byName().get(name)), "front", "front", confidence)));
        return new Extracted("read", null, null, "front", null, fields, 0.6, null, sources, null, null);
    }
}
