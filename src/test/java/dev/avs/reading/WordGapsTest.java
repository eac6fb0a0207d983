package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where a printed line parts into words: at its ink's gaps, measured against the print and its letter spacing. */
class WordGapsTest {

    /** The words drawn with {@code tracking} pixels between letters and {@code space} between words. */
    private static BufferedImage line(int tracking, int space, String... words) {
        BufferedImage image = new BufferedImage(400, 30, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 400, 30);
        g.setColor(Color.BLACK);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        int x = 6;
        for (String word : words) {
            for (char c : word.toCharArray()) {
                g.drawString(String.valueOf(c), x, 22);
                x += g.getFontMetrics().charWidth(c) + tracking;
            }
            x += space;
        }
        g.dispose();
        return image;
    }

    @Test
    void lettersStandingApartAreOneWord() {
        // Germany's ID card: ERIKA, its letters 4 - 6 pixels apart under a print 12 pixels high
        assertThat(WordGaps.spans(line(5, 0, "ERIKA"))).hasSize(1);
        assertThat(WordGaps.spans(line(5, 12, "MUSTERMANN", "ERIKA"))).hasSize(2);
        assertThat(WordGaps.spans(line(5, 0, "998000398"))).hasSize(1);
    }

    @Test
    void wordsSetTightStillPartWhereTheirSpaceIs() {
        List<WordGaps.Span> spans = WordGaps.spans(line(1, 6, "CARON", "LYNN"));
        assertThat(spans).hasSize(2);
        assertThat(WordGaps.spans(line(1, 0, "CARONLYNN"))).hasSize(1);
    }

    @Test
    void aSpaceSetTighterThanAWordGapIsANarrowGap() {
        // Washington's JOHN A: 5 blank columns under a 17-pixel print, its letters 1 - 2 apart
        WordGaps.Gaps gaps = WordGaps.of(line(-1, 4, "JOHN", "A"));
        assertThat(gaps.spans()).hasSize(1);
        assertThat(gaps.narrow()).hasSize(1);
        assertThat(gaps.narrow().getFirst().left()).isGreaterThan(gaps.spans().getFirst().left() + 30);
        // none where the letters run on, nor where they all stand as far apart
        assertThat(WordGaps.of(line(-1, 0, "JOHNA")).narrow()).isEmpty();
        assertThat(WordGaps.of(line(5, 0, "ERIKA")).narrow()).isEmpty();
        // a wider space is a word gap, not a narrow one
        assertThat(WordGaps.of(line(-1, 6, "JOHN", "A")).spans()).hasSize(2);
    }
}
