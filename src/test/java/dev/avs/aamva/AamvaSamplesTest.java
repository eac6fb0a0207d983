package dev.avs.aamva;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * The parser on real barcode data: the 63 licences and one ID card of IdParser's tests (US states, Canadian
 * provinces, AAMVA versions 1 to 9; src/test/resources/aamva/idparser/PROVENANCE), each field against the values
 * in expected.tsv, checked by hand against the raw data.
 */
class AamvaSamplesTest {

    private static final String DIR = "/aamva/idparser/";

    @Test
    void everySampleParsesWithEveryFieldRight() throws IOException {
        List<String> wrong = new ArrayList<>();
        int fields = 0;
        for (String line : resource("expected.tsv").split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] expected = line.split("\t", -1);
            AamvaCard card = Aamva.parse(resource(expected[0])).orElse(null);
            if (card == null) {
                wrong.add(expected[0] + ": not parsed");
                continue;
            }
            String[] read = {card.surname(), card.givenNames(), str(card.dateOfBirth()), str(card.expiryDate()),
                    str(card.issueDate()), card.documentNumber(), card.sex()};
            String[] names = {"surname", "given_names", "date_of_birth", "expiry_date", "issue_date",
                    "document_number", "sex"};
            for (int i = 0; i < read.length; i++) {
                String want = expected[i + 1].isEmpty() ? null : expected[i + 1].toUpperCase(Locale.ROOT);
                String got = read[i] == null ? null : read[i].toUpperCase(Locale.ROOT);
                fields++;
                if (!Objects.equals(want, got)) {
                    wrong.add(expected[0] + " " + names[i] + ": expected " + want + ", read " + got);
                }
            }
        }
        assertThat(fields).isGreaterThan(400);
        assertThat(wrong).as(String.join("\n", wrong)).isEmpty();
    }

    private static String str(Object value) {
        return value == null ? null : value.toString();
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = AamvaSamplesTest.class.getResourceAsStream(DIR + name)) {
            return new String(Objects.requireNonNull(in, name).readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
