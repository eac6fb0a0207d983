package dev.avs.reading;

import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;

/**
 * A line the recogniser read ({@link TextRecognizer.Reading}), as the words it prints: parted at the spaces read and
 * at the line's gaps ({@link WordGaps}), each word's box its ink's and its confidence the least probability of the
 * characters that matter ({@link #confidence}).
 */
final class LineWords {

    private LineWords() {
    }

    /**
     * A line's characters as words: parted at the spaces read and at the line's gaps ({@link WordGaps}), each
     * character in the span its place along the line falls in, and between two letters at a narrow gap with three
     * letters or more on one side of it (JOHN A; not a label's D L, set as loosely as a name's space); a
     * word's box is its span's ink; where a space read or a narrow gap parts a span, the words' sides within it are
     * their characters' steps.
     */
    static List<PrintedWord> words(TextRecognizer.Reading reading, Rectangle line, WordGaps.Gaps gaps) {
        List<WordGaps.Span> spans = gaps.spans();
        List<PrintedWord> words = new ArrayList<>();
        List<TextRecognizer.Glyph> word = new ArrayList<>();
        int wordSpan = -1;
        boolean spanStarts = true;
        List<TextRecognizer.Glyph> glyphs = reading.glyphs();
        for (int i = 0; i < glyphs.size(); i++) {
            TextRecognizer.Glyph g = glyphs.get(i);
            int span = span(spans, (g.left() + g.right()) / 2 / reading.scale());
            boolean narrow = !word.isEmpty() && span == wordSpan && spaceBetween(word.getLast(), g, gaps.narrow(),
                    reading.scale()) && Math.max(word.size(), lettersFrom(glyphs, i, spans, span, reading.scale())) >= 3;
            if (g.c() == ' ' || narrow || !word.isEmpty() && span != wordSpan) {
                boolean spanEnds = g.c() != ' ' && !narrow;
                add(words, word, reading.scale(), line, wordSpan < 0 ? null : spans.get(wordSpan), spanStarts, spanEnds);
                spanStarts = spanEnds;
                word = new ArrayList<>();
            }
            if (g.c() != ' ') {
                spanStarts |= word.isEmpty() && span != wordSpan;
                word.add(g);
                wordSpan = span;
            }
        }
        add(words, word, reading.scale(), line, wordSpan < 0 ? null : spans.get(wordSpan), spanStarts, true);
        return words;
    }

    /** How many letters are read from the {@code i}th glyph on in the same span, up to a space or anything else. */
    private static int lettersFrom(List<TextRecognizer.Glyph> glyphs, int i, List<WordGaps.Span> spans, int span,
                                   double scale) {
        int n = 0;
        while (i + n < glyphs.size() && Character.isLetter(glyphs.get(i + n).c())
                && span(spans, (glyphs.get(i + n).left() + glyphs.get(i + n).right()) / 2 / scale) == span) {
            n++;
        }
        return n;
    }

    /**
     * Whether a narrow gap lies between two letters read side by side: a space set tight. Not beside a digit, an I
     * or an l, whose side bearings leave as much blank (07/11/1988, INOM).
     */
    private static boolean spaceBetween(TextRecognizer.Glyph before, TextRecognizer.Glyph after,
                                        List<WordGaps.Span> narrow, double scale) {
        if (!Character.isLetter(before.c()) || !Character.isLetter(after.c()) || "Il".indexOf(before.c()) >= 0
                || "Il".indexOf(after.c()) >= 0) {
            return false;
        }
        double from = (before.left() + before.right()) / 2 / scale;
        double to = (after.left() + after.right()) / 2 / scale;
        return narrow.stream().anyMatch(gap -> gap.left() > from && gap.right() < to);
    }

    /** The span a place along the line falls in: parted half-way between spans; -1 when there are none. */
    private static int span(List<WordGaps.Span> spans, double x) {
        int i = 0;
        while (i + 1 < spans.size() && x > (spans.get(i).right() + spans.get(i + 1).left()) / 2.0) {
            i++;
        }
        return spans.isEmpty() ? -1 : i;
    }

    private static void add(List<PrintedWord> words, List<TextRecognizer.Glyph> word, double scale, Rectangle line,
                            WordGaps.Span span, boolean spanStarts, boolean spanEnds) {
        if (word.isEmpty()) {
            return;
        }
        StringBuilder text = new StringBuilder();
        for (TextRecognizer.Glyph g : word) {
            text.append(g.c());
        }
        double least = confidence(word);
        int left = line.x + (int) Math.floor(word.getFirst().left() / scale);
        int right = Math.min(line.x + line.width, line.x + (int) Math.ceil(word.getLast().right() / scale));
        if (span != null && spanStarts) {
            left = line.x + span.left();
        }
        if (span != null && spanEnds) {
            right = line.x + span.right();
        }
        words.add(new PrintedWord(text.toString(), (int) Math.round(100 * least), left, line.y,
                Math.max(left + 1, right), line.y + line.height));
    }

    /**
     * A word's confidence: the least probability of its digits when it holds a date or a number (four digits or
     * more, beside another or a separator: a label read into it, 3D0B07/15/1980, 4dLIcNo:P142-4558-7924, is not
     * what is unsure), and of a date's own digits where it holds one (Maine's 3 DOB read into it, 0001/12/1967: the
     * zeros are the label's), else of its letters and digits, after a number's label read into it (LIC#WDLABCD456DG:
     * the label's I read at 0.59 is not the number's); punctuation (a colon read at 0.7) never counts.
     */
    static double confidence(List<TextRecognizer.Glyph> word) {
        boolean value = word.stream().filter(g -> Character.isDigit(g.c())).count() >= 4;
        StringBuilder text = new StringBuilder();
        word.forEach(g -> text.append(g.c()));
        // where the date starts, as the front's dates are read (FrontDates: stray digits before it are none of it),
        // or the number after its label read into it (FrontNumbers)
        int from = FrontDates.anyDate(text.toString()) ? FrontDates.dateStart(text.toString())
                : FrontNumbers.runInLabelLength(text.toString());
        double least = 1;
        boolean any = false;
        for (int i = from; i < word.size(); i++) {
            TextRecognizer.Glyph g = word.get(i);
            if (value ? Character.isDigit(g.c()) && inRun(word, i) : Character.isLetterOrDigit(g.c())) {
                least = Math.min(least, g.probability());
                any = true;
            }
        }
        return any ? least : word.stream().mapToDouble(TextRecognizer.Glyph::probability).min().orElse(0);
    }

    /**
     * Whether a digit stands beside another or a date's separator: the value's, not a lone digit of the label read
     * into it (3D0B01/06/1968: the 3 and the 0 read for O are the label's).
     */
    private static boolean inRun(List<TextRecognizer.Glyph> word, int i) {
        for (int j : new int[] {i - 1, i + 1}) {
            if (j >= 0 && j < word.size() && (Character.isDigit(word.get(j).c()) || "/.-".indexOf(word.get(j).c()) >= 0)) {
                return true;
            }
        }
        return false;
    }
}
