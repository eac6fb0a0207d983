package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineWordsTest {

    /** The word's characters, each sure but the one at {@code unsure}, read at {@code probability}. */
    private static List<TextRecognizer.Glyph> read(String text, int unsure, double probability) {
        List<TextRecognizer.Glyph> glyphs = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            glyphs.add(new TextRecognizer.Glyph(text.charAt(i), i == unsure ? probability : 0.99, i, i + 1));
        }
        return glyphs;
    }

    @Test
    void aNumbersLabelReadIntoItDoesNotMakeTheNumberUnsure() {
        // Washington's LIC#WDLABCD456DG as PaddleOCR read it: LICWDLABCD456DG, the label's I at 0.59
        assertThat(LineWords.confidence(read("LICWDLABCD456DG", 1, 0.59))).isEqualTo(0.99);
        assertThat(LineWords.confidence(read("LIC#WDLABCD456DG", 1, 0.59))).isEqualTo(0.99);
        // ... but the number's own characters count
        assertThat(LineWords.confidence(read("LICWDLABCD456DG", 12, 0.59))).isEqualTo(0.59);
        // a word that only begins like a label is read whole: no number after it
        assertThat(LineWords.confidence(read("NORTHAM", 1, 0.59))).isEqualTo(0.59);
    }
}
