package dev.avs.reading;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.FloatBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The CTC path read from the recogniser's output: the characters, and the spaces it weighs without choosing them. */
class TextRecognizerTest {

    /** Blank, A, B, a comma and the space, as the dictionary's classes stand. */
    private static final char[] CLASSES = {0, 'A', 'B', ',', ' '};

    /** Three steps: a character, a blank weighing the space {@code space}, a character. */
    private static String read(char first, double space, char second) {
        float[] steps = new float[3 * CLASSES.length];
        steps[indexOf(first)] = 0.9f;
        steps[CLASSES.length] = (float) (1 - space);
        steps[CLASSES.length + 4] = (float) space;
        steps[2 * CLASSES.length + indexOf(second)] = 0.9f;
        List<TextRecognizer.Glyph> glyphs = TextRecognizer.decode(FloatBuffer.wrap(steps), 0, 3, CLASSES.length, 8,
                CLASSES);
        StringBuilder text = new StringBuilder();
        glyphs.forEach(g -> text.append(g.c()));
        return text.toString();
    }

    private static int indexOf(char c) {
        return new String(CLASSES).indexOf(c);
    }

    @Test
    void aSpaceWeighedBetweenTwoWordsPartsThemThoughNotChosen() {
        // CARON LYNN: the space at 0.08 between N and L, under the blank's weight
        assertThat(read('A', 0.08, 'B')).isEqualTo("A B");
        assertThat(read('A', TextRecognizer.SPACE, 'B')).isEqualTo("A B");
    }

    @Test
    void lettersOfOneWordStayTogether() {
        assertThat(read('A', 0.01, 'B')).isEqualTo("AB");
        assertThat(read('A', 0, 'A')).isEqualTo("AA");
    }

    @Test
    void noSpaceIsPutBeforeAComma() {
        // SAMPLE, SR: the comma prints no space before it, whatever the space weighs there
        assertThat(read('A', 0.45, ',')).isEqualTo("A,");
    }
}
