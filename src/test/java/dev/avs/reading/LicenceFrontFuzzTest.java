package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The front's parser takes whatever the recogniser read: pages of random lines drawn from the words real fronts print
 * (labels, field numbers, dates whole and in pieces, numbers, names, addresses, junk), in every order of dates, with
 * random confidences and boxes that overlap, never make it throw. A parser's exception would fail every request that
 * shows the document.
 */
class LicenceFrontFuzzTest {

    private static final String[] TOKENS = {"1", "2", "3", "4a", "4b", "4d", "5", "8", "9", "1.", "2.", "3.", "4a.",
        "DOB", "EXP", "ISS", "DL", "LIC#", "No.", "N.", "NO", "ID", "IDN", "Surname", "Name", "Given", "names", "NOM",
        "Prenom(s)", "Date", "of", "birth", "expiry", "/", "-", ".", "·", ",", "[a]", "MAG.", "DR.", "SAMPLE", "SAMPLE,",
        "JANE", "Sam", "KRAWCZYK", "NOWAK", "MUSTERFRAU", "JR", "LASTNAME", "FIRSTNAME", "123", "MAIN", "STREET", "AVE",
        "APT", "CITY,", "OK", "73111-0000", "AB", "T5J", "2M6", "01/01/1980", "1/22/1965", "12.08.1964", "01", "08",
        "2031", "31.", "12", "1981", "23", "APR", "/APR", "56", "1982-Jan-04", "10102025", "L01X00T47", "CA00000AA",
        "X4RTBPFW4", "WDL", "BCKN489FB", "I1234568", "11234568", "23506/04/2469", "01.01.1950-113X", "95.02.28-998.74",
        "S123-456-78-123-0", "P", "800", "000", "224", "Class56", "CALIFORNIA", "NEW", "YORK", "TKAYEHKO", "0", "22",
        "光", "", " ", "5'-04\"", "EXEMPLAR", "SPECIMEN", "NAME/NOM", "Fornavn", "REPUBLIKA"};

    @Test
    void noPageOfFrontWordsMakesTheParserThrow() {
        Random random = new Random(20261130);
        for (int page = 0; page < 1000; page++) {
            List<PrintedWord> words = new ArrayList<>();
            int lines = random.nextInt(14);
            for (int line = 0; line < lines; line++) {
                int top = 10 + line * (18 + random.nextInt(20)) + random.nextInt(6);
                int height = 8 + random.nextInt(24);
                int left = random.nextInt(40);
                for (int w = random.nextInt(7); w > 0; w--) {
                    String text = TOKENS[random.nextInt(TOKENS.length)];
                    int width = Math.max(1, text.length()) * (5 + random.nextInt(10));
                    words.add(new PrintedWord(text, random.nextInt(101), left, top, left + width, top + height));
                    left += width + random.nextInt(3 * height) - height / 3;
                }
            }
            for (DateOrder order : DateOrder.values()) {
                List<PrintedWord> read = List.copyOf(words);
                assertThatCode(() -> LicenceFront.parse(List.of(read), order, FrontPages.TODAY))
                        .as("page %d: %s", page, read).doesNotThrowAnyException();
            }
        }
    }
}
