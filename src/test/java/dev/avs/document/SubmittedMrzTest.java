package dev.avs.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SubmittedMrzTest {

    private static final String LINE_1 = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<";
    private static final String LINE_2 = "L898902C36UTO7408122F1204159ZE184226B<<<<<10";

    @Test
    void keepsAWellFormedMrz() {
        assertThat(SubmittedMrz.normalise(LINE_1 + "\n" + LINE_2)).isEqualTo(LINE_1 + "\n" + LINE_2);
    }

    @Test
    void turnsCrLfAndCrIntoLfAndTrimsLines() {
        assertThat(SubmittedMrz.normalise("  " + LINE_1 + " \r\n " + LINE_2 + "\r\n")).isEqualTo(LINE_1 + "\n" + LINE_2);
        assertThat(SubmittedMrz.normalise(LINE_1 + "\r" + LINE_2)).isEqualTo(LINE_1 + "\n" + LINE_2);
        assertThat(SubmittedMrz.normalise("\n\n" + LINE_1 + "\n\n" + LINE_2 + "\n")).isEqualTo(LINE_1 + "\n" + LINE_2);
    }

    @Test
    void leavesMalformedContentForTheCheckToJudge() {
        assertThat(SubmittedMrz.normalise("not an mrz at all")).isEqualTo("not an mrz at all");
    }

    @Test
    void refusesControlCharactersOtherThanLineBreaks() {
        assertThatThrownBy(() -> SubmittedMrz.normalise(LINE_1 + "\t" + LINE_2)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SubmittedMrz.normalise(LINE_1 + "\u0000")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SubmittedMrz.normalise(LINE_1 + "\u200e")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void refusesMoreThan300CharactersAfterNormalising() {
        String lines = (("X".repeat(99) + "\r\n").repeat(3)).strip();
        assertThat(SubmittedMrz.normalise(lines)).hasSize(299);
        assertThatThrownBy(() -> SubmittedMrz.normalise("X".repeat(301))).isInstanceOf(IllegalArgumentException.class);
    }
}
