package dev.avs.mrz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every single-character change of a check-digit-protected field, and of every check digit, is detected with
 * the right field named. The layouts here are written independently of {@link MrzReader} (ICAO positions,
 * 1-based, inclusive).
 */
class MrzCorruptionTest {

    /** Positions of one protected field and of its check digit; composite-only data has no own check digit. */
    private record Protected(MrzField field, int line, int from, int to, int checkLine, int checkPosition) {
    }

    private record Span(int line, int from, int to) {
        boolean covers(int l, int position) {
            return l == line && position >= from && position <= to;
        }
    }

    private record Layout(String name, String specimen, List<Protected> fields, List<Span> compositeOnly,
            List<Span> composite, int compositeLine, int compositePosition) {
        boolean inComposite(int line, int position) {
            return composite.stream().anyMatch(span -> span.covers(line, position));
        }
    }

    private static final List<Span> TD1_COMPOSITE = List.of(new Span(1, 6, 30), new Span(2, 1, 7),
            new Span(2, 9, 15), new Span(2, 19, 29));
    private static final List<Span> TD2_COMPOSITE = List.of(new Span(2, 1, 10), new Span(2, 14, 20),
            new Span(2, 22, 35));
    private static final List<Span> TD3_COMPOSITE = List.of(new Span(2, 1, 10), new Span(2, 14, 20),
            new Span(2, 22, 43));

    private static final List<Layout> LAYOUTS = List.of(
            new Layout("TD1", MrzSpecimens.TD1, List.of(
                    new Protected(MrzField.DOCUMENT_NUMBER, 1, 6, 14, 1, 15),
                    new Protected(MrzField.BIRTH_DATE, 2, 1, 6, 2, 7),
                    new Protected(MrzField.EXPIRY_DATE, 2, 9, 14, 2, 15)),
                    List.of(new Span(1, 16, 30), new Span(2, 19, 29)), TD1_COMPOSITE, 2, 30),
            new Layout("TD1 long number", MrzSpecimens.TD1_LONG_NUMBER, List.of(
                    new Protected(MrzField.DOCUMENT_NUMBER, 1, 6, 14, 1, 19),
                    new Protected(MrzField.DOCUMENT_NUMBER, 1, 16, 18, 1, 19),
                    new Protected(MrzField.BIRTH_DATE, 2, 1, 6, 2, 7),
                    new Protected(MrzField.EXPIRY_DATE, 2, 9, 14, 2, 15)),
                    // Position 20 ends the overflowing number; a character there would lengthen it.
                    List.of(new Span(1, 21, 30), new Span(2, 19, 29)), TD1_COMPOSITE, 2, 30),
            new Layout("TD2", MrzSpecimens.TD2, List.of(
                    new Protected(MrzField.DOCUMENT_NUMBER, 2, 1, 9, 2, 10),
                    new Protected(MrzField.BIRTH_DATE, 2, 14, 19, 2, 20),
                    new Protected(MrzField.EXPIRY_DATE, 2, 22, 27, 2, 28)),
                    List.of(new Span(2, 29, 35)), TD2_COMPOSITE, 2, 36),
            new Layout("TD3", MrzSpecimens.TD3, List.of(
                    new Protected(MrzField.DOCUMENT_NUMBER, 2, 1, 9, 2, 10),
                    new Protected(MrzField.BIRTH_DATE, 2, 14, 19, 2, 20),
                    new Protected(MrzField.EXPIRY_DATE, 2, 22, 27, 2, 28),
                    new Protected(MrzField.OPTIONAL_DATA, 2, 29, 42, 2, 43)),
                    List.of(), TD3_COMPOSITE, 2, 44),
            new Layout("MRV-A", MrzSpecimens.MRV_A, List.of(
                    new Protected(MrzField.DOCUMENT_NUMBER, 2, 1, 9, 2, 10),
                    new Protected(MrzField.BIRTH_DATE, 2, 14, 19, 2, 20),
                    new Protected(MrzField.EXPIRY_DATE, 2, 22, 27, 2, 28)),
                    List.of(), List.of(), 0, 0),
            new Layout("MRV-B", MrzSpecimens.MRV_B, List.of(
                    new Protected(MrzField.DOCUMENT_NUMBER, 2, 1, 9, 2, 10),
                    new Protected(MrzField.BIRTH_DATE, 2, 14, 19, 2, 20),
                    new Protected(MrzField.EXPIRY_DATE, 2, 22, 27, 2, 28)),
                    List.of(), List.of(), 0, 0));

    static Stream<Arguments> fieldCorruptions() {
        List<Arguments> cases = new ArrayList<>();
        for (Layout layout : LAYOUTS) {
            for (Protected field : layout.fields()) {
                for (int position = field.from(); position <= field.to(); position++) {
                    Set<MrzField> expected = EnumSet.of(field.field());
                    if (layout.inComposite(field.line(), position)) {
                        expected.add(MrzField.COMPOSITE);
                    }
                    cases.add(Arguments.of(layout.name(), field.field() + " at " + field.line() + ":" + position,
                            corrupt(layout.specimen(), field.line(), position), expected));
                }
            }
            for (Span span : layout.compositeOnly()) {
                for (int position = span.from(); position <= span.to(); position++) {
                    cases.add(Arguments.of(layout.name(), "composite-only data at " + span.line() + ":" + position,
                            corrupt(layout.specimen(), span.line(), position), EnumSet.of(MrzField.COMPOSITE)));
                }
            }
        }
        return cases.stream();
    }

    static Stream<Arguments> checkDigitCorruptions() {
        List<Arguments> cases = new ArrayList<>();
        for (Layout layout : LAYOUTS) {
            for (Protected field : layout.fields()) {
                Set<MrzField> expected = EnumSet.of(field.field());
                if (layout.inComposite(field.checkLine(), field.checkPosition())) {
                    expected.add(MrzField.COMPOSITE);
                }
                cases.add(Arguments.of(layout.name(), field.field() + " check digit",
                        corrupt(layout.specimen(), field.checkLine(), field.checkPosition()), expected));
            }
            if (layout.compositeLine() > 0) {
                cases.add(Arguments.of(layout.name(), "composite check digit",
                        corrupt(layout.specimen(), layout.compositeLine(), layout.compositePosition()),
                        EnumSet.of(MrzField.COMPOSITE)));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("fieldCorruptions")
    void aChangedCharacterOfAProtectedFieldIsDetected(String format, String where, String mrz,
            Set<MrzField> expected) {
        assertInvalid(mrz, expected);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("checkDigitCorruptions")
    void aChangedCheckDigitIsDetected(String format, String where, String mrz, Set<MrzField> expected) {
        assertInvalid(mrz, expected);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("layouts")
    void aChangedUnprotectedFieldLeavesEveryCheckDigitValid(String format, String specimen) {
        // The sex is covered by no check digit in any format.
        int sexPosition = format.startsWith("TD1") ? 8 : 21;
        String changed = replace(specimen, 2, sexPosition, 'X');
        assertThat(MrzSpecimens.parse(changed).checkDigitsValid()).isTrue();
    }

    static Stream<Arguments> layouts() {
        return LAYOUTS.stream().map(layout -> Arguments.of(layout.name(), layout.specimen()));
    }

    private static void assertInvalid(String mrz, Set<MrzField> expected) {
        ParsedMrz parsed = MrzSpecimens.parse(mrz);
        assertThat(parsed.checkDigitsValid()).isFalse();
        assertThat(parsed.invalidCheckDigits()).extracting(MrzCheckDigit::field)
                .containsExactlyInAnyOrderElementsOf(expected);
        for (MrzCheckDigit check : parsed.invalidCheckDigits()) {
            assertThat(check.expected()).isNotEqualTo(check.actual());
        }
    }

    /**
     * Replaces the character by the one whose check-digit value is one higher (Z wraps to 0, < becomes 1): a
     * difference of 1 or 35, which the weights 7, 3, 1 always turn into a different digit.
     */
    static String corrupt(String mrz, int line, int position) {
        char c = mrz.split("\n")[line - 1].charAt(position - 1);
        char replacement = switch (c) {
            case '<' -> '1';
            case '9' -> 'A';
            case 'Z' -> '0';
            default -> (char) (c + 1);
        };
        return replace(mrz, line, position, replacement);
    }

    private static String replace(String mrz, int line, int position, char replacement) {
        String[] lines = mrz.split("\n");
        StringBuilder changed = new StringBuilder(lines[line - 1]);
        changed.setCharAt(position - 1, replacement);
        lines[line - 1] = changed.toString();
        return String.join("\n", lines);
    }
}
