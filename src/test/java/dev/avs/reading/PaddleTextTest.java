package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** PaddleOCR's models read a card front drawn as a web-sized licence prints it; words parted where the ink is. */
class PaddleTextTest {

    private static PaddleText paddle;

    @BeforeAll
    static void load() {
        paddle = PaddleText.shipped(PaddleText.DETECTOR_SIDE);
    }

    @AfterAll
    static void close() {
        paddle.close();
    }

    /**
     * A 640 x 400 card: dark print on a tinted ground, AAMVA's numbered fields, labels small beside values (the
     * detector misses the names' field numbers, 1 and 2, as on real cards: they are read apart).
     */
    private static BufferedImage card() {
        BufferedImage card = new BufferedImage(640, 400, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = card.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(new Color(236, 228, 210));
        g.fillRect(0, 0, 640, 400);
        g.setColor(new Color(30, 30, 40));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 26));
        g.drawString("DRIVER LICENSE", 200, 50);
        Font label = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
        Font value = new Font(Font.SANS_SERIF, Font.BOLD, 20);
        String[][] lines = {{"4d DLN", "D08954796"}, {"3 DOB", "03/05/1960"}, {"1", "SAMPLE"}, {"2", "JANE DIANE"},
            {"4b EXP", "03/05/2026"}};
        int y = 110;
        for (String[] line : lines) {
            g.setFont(label);
            // a name's field number stands just before it, others' labels further left
            g.drawString(line[0], line[0].length() == 1 ? 246 : 200, y);
            g.setFont(value);
            g.drawString(line[1], 260, y);
            y += 42;
        }
        g.dispose();
        return card;
    }

    @Test
    void readsTheWordsOfACardWithTheirBoxes() {
        List<PrintedWord> words = paddle.words(card());
        List<String> texts = words.stream().map(PrintedWord::text).toList();
        assertThat(texts).contains("D08954796", "03/05/1960", "SAMPLE", "JANE", "DIANE", "03/05/2026");
        PrintedWord jane = words.stream().filter(w -> w.text().equals("JANE")).findFirst().orElseThrow();
        PrintedWord diane = words.stream().filter(w -> w.text().equals("DIANE")).findFirst().orElseThrow();
        // the two names' boxes are their ink's: side by side on one line, JANE from about where it is drawn
        assertThat(jane.right()).isLessThanOrEqualTo(diane.left());
        assertThat(jane.left()).isBetween(255, 266);
        assertThat(jane.top()).isLessThan(236).isGreaterThan(200);
        assertThat(words).allSatisfy(w -> assertThat(w.confidence()).isBetween(0, 100));
        assertThat(jane.confidence()).isGreaterThan(80);

        FrontFields front = LicenceFront.parse(List.of(words), DateOrder.MONTH_DAY_YEAR, LocalDate.of(2026, 1, 1));
        assertThat(front.value(FrontFields.DOCUMENT_NUMBER)).contains("D08954796");
        assertThat(front.value(FrontFields.DATE_OF_BIRTH)).contains("1960-03-05");
        assertThat(front.value(FrontFields.EXPIRY_DATE)).contains("2026-03-05");
        assertThat(front.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(front.value(FrontFields.GIVEN_NAMES)).contains("JANE DIANE");
    }

    /**
     * A card photographed askew (a card held in a hand at 8 degrees read no line: its lines' square boxes scored
     * under the detector's threshold): its lines' slope is measured, the photo levelled and read again.
     */
    @Test
    void readsACardPhotographedAskew() {
        BufferedImage askew = LineSlope.levelled(card(), 8);
        FrontFields front = LicenceFront.parse(List.of(paddle.words(askew)), DateOrder.MONTH_DAY_YEAR,
                LocalDate.of(2026, 1, 1));
        assertThat(front.value(FrontFields.DOCUMENT_NUMBER)).contains("D08954796");
        assertThat(front.value(FrontFields.DATE_OF_BIRTH)).contains("1960-03-05");
        assertThat(front.value(FrontFields.SURNAME)).contains("SAMPLE");
        assertThat(front.value(FrontFields.GIVEN_NAMES)).contains("JANE DIANE");
    }

    /**
     * A specimen's red SAMPLE stamped across the birth date's line, half transparent (Hawaii's): the detector misses
     * the line, and the birth date is read again in the photo's lightest channel, where the stamp fades.
     */
    @Test
    void aLineUnderAColouredStampIsReadAgainInTheLightestChannel() {
        BufferedImage stamped = card();
        Graphics2D g = stamped.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setComposite(java.awt.AlphaComposite.getInstance(java.awt.AlphaComposite.SRC_OVER, 0.6f));
        g.setColor(new Color(225, 20, 30));
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 64));
        g.rotate(Math.toRadians(-15), 330, 152);
        g.drawString("SAMPLE", 230, 173);
        g.dispose();
        LocalDate today = LocalDate.of(2026, 1, 1);

        List<PrintedWord> first = paddle.words(stamped);
        assertThat(LicenceFront.parse(List.of(first), DateOrder.MONTH_DAY_YEAR, today)
                .value(FrontFields.DATE_OF_BIRTH)).isEmpty();
        List<List<PrintedWord>> readings = paddle.readings(stamped, today);
        assertThat(readings).hasSize(2);
        FrontFields front = LicenceFront.parse(readings, DateOrder.MONTH_DAY_YEAR, today);
        assertThat(front.value(FrontFields.DATE_OF_BIRTH)).contains("1960-03-05");
        assertThat(front.value(FrontFields.DOCUMENT_NUMBER)).contains("D08954796");
        // a card whose key fields all read is read once
        assertThat(paddle.readings(card(), today)).hasSize(1);
    }

    @Test
    void partsALineWhereItsInkDoes() {
        BufferedImage line = new BufferedImage(200, 40, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = line.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 200, 40);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 20));
        g.drawString("JANE DIANE", 10, 28);
        g.dispose();
        List<WordGaps.Span> spans = WordGaps.spans(line);
        assertThat(spans).hasSize(2);
        assertThat(spans.getFirst().left()).isBetween(9, 13);
        assertThat(spans.get(1).left()).isGreaterThan(spans.getFirst().right() + 3);
    }

    @Test
    void aNarrowGapPartsLettersOnlyBesideAWordOfThree() {
        // glyphs 10 pixels apart; a narrow gap (a space set tight) between the 4th and the 5th
        java.awt.Rectangle line = new java.awt.Rectangle(0, 0, 60, 20);
        WordGaps.Gaps gaps = new WordGaps.Gaps(List.of(new WordGaps.Span(0, 60)), List.of(new WordGaps.Span(38, 43)));
        assertThat(LineWords.words(placed("JOHNA"), line, gaps)).extracting(PrintedWord::text)
                .containsExactly("JOHN", "A");
        // beside a digit or an I (their side bearings leave as much blank), or between letters of a label, not
        assertThat(LineWords.words(placed("07/11"), line, gaps)).extracting(PrintedWord::text).containsExactly("07/11");
        assertThat(LineWords.words(placed("ABCIN"), line, gaps)).extracting(PrintedWord::text).containsExactly("ABCIN");
        WordGaps.Gaps label = new WordGaps.Gaps(List.of(new WordGaps.Span(0, 20)), List.of(new WordGaps.Span(8, 13)));
        assertThat(LineWords.words(placed("DL"), line, label)).extracting(PrintedWord::text).containsExactly("DL");
        // no narrow gap: one word
        assertThat(LineWords.words(placed("JOHNA"), line, new WordGaps.Gaps(List.of(new WordGaps.Span(0, 60)),
                List.of()))).extracting(PrintedWord::text).containsExactly("JOHNA");
    }

    /** The text read as glyphs 10 pixels apart, each 6 wide. */
    private static TextRecognizer.Reading placed(String text) {
        List<TextRecognizer.Glyph> glyphs = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            glyphs.add(new TextRecognizer.Glyph(text.charAt(i), 0.99, 10 * i + 2, 10 * i + 8));
        }
        return new TextRecognizer.Reading(glyphs, 1);
    }

    @Test
    void aWordsConfidenceIsItsLeastSureCharacterThatMatters() {
        // a date: its digits only (a label read into it and the separators aside)
        assertThat(LineWords.confidence(glyphs("DOB05-30-2009", 0.5, 0.99, 0.6))).isEqualTo(0.99);
        List<TextRecognizer.Glyph> unsureDigit = new ArrayList<>(glyphs("06-30-2009", 0.99, 0.99, 0.99));
        unsureDigit.set(1, new TextRecognizer.Glyph('6', 0.51, 0, 0));
        assertThat(LineWords.confidence(unsureDigit)).isEqualTo(0.51);
        // ... not a lone digit of the label read into it (3 DOB read 3D0B, its O a 0 at 0.4)
        List<TextRecognizer.Glyph> label = new ArrayList<>(glyphs("3D0B01/06/1968", 0.9, 0.99, 0.99));
        label.set(0, new TextRecognizer.Glyph('3', 0.6, 0, 0));
        label.set(2, new TextRecognizer.Glyph('0', 0.4, 0, 0));
        assertThat(LineWords.confidence(label)).isEqualTo(0.99);
        // a name: its letters, not a colon read unsure
        assertThat(LineWords.confidence(glyphs("SAMPLE:", 0.97, 0.97, 0.4))).isEqualTo(0.97);
        // a date's own digits, not a label's read into it as digits (Maine's 3 DOB read 000 before 01/12/1967)
        List<TextRecognizer.Glyph> maine = new ArrayList<>(glyphs("0001/12/1967", 0.99, 0.99, 0.99));
        maine.set(0, new TextRecognizer.Glyph('0', 0.52, 0, 0));
        maine.set(1, new TextRecognizer.Glyph('0', 0.6, 0, 0));
        assertThat(LineWords.confidence(maine)).isEqualTo(0.99);
        maine.set(9, new TextRecognizer.Glyph('9', 0.5, 0, 0));   // ... but the date's own unsure digit counts
        assertThat(LineWords.confidence(maine)).isEqualTo(0.5);
    }

    /** The text as glyphs, each letter, digit and other character read with the probability given. */
    private static List<TextRecognizer.Glyph> glyphs(String text, double letters, double digits, double others) {
        return text.chars().mapToObj(c -> new TextRecognizer.Glyph((char) c,
                Character.isLetter(c) ? letters : Character.isDigit(c) ? digits : others, 0, 0)).toList();
    }
    /**
     * A crafted front: hundreds of separate words of letters and digits over the card, each a line of its own to the
     * detector. The recogniser reads at most {@value PaddleText#MAX_LINES} of them, so such a photo costs what a
     * busy card does, not a recognition per word.
     */
    @Test
    void aFrontOfCountlessWordsIsReadAtMostSoManyLines() {
        BufferedImage crafted = new BufferedImage(960, 600, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = crafted.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 960, 600);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.MONOSPACED, Font.BOLD, 14));
        java.util.Random random = new java.util.Random(54);
        int drawn = 0;
        for (int y = 20; y < 600; y += 24) {
            for (int x = 8; x < 920; x += 96) {
                g.drawString(Integer.toString(1000 + random.nextInt(9000)) + (char) ('A' + random.nextInt(26)), x, y);
                drawn++;
            }
        }
        g.dispose();

        List<PrintedWord> words = paddle.words(crafted);

        assertThat(drawn).isGreaterThan(2 * PaddleText.MAX_LINES);
        assertThat(words).hasSizeGreaterThan(PaddleText.MAX_LINES / 2).hasSizeLessThanOrEqualTo(PaddleText.MAX_LINES);
    }

    @Test
    void aCardPhotographedSidewaysIsReadTurnedEitherWay() {
        for (boolean clockwise : new boolean[] {true, false}) {
            List<String> texts = paddle.words(Sideways.quarterTurn(card(), clockwise)).stream()
                    .map(PrintedWord::text).toList();
            assertThat(texts).contains("D08954796", "03/05/1960", "SAMPLE", "03/05/2026");
        }
    }
}
