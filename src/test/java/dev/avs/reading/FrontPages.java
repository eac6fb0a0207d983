package dev.avs.reading;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** OCR words for the front parser's tests, laid out as a card prints them. */
final class FrontPages {

    static final LocalDate TODAY = LocalDate.of(2026, 1, 1);

    private FrontPages() {
    }

    /**
     * Words laid out as lines of text {@code pitch} pixels apart (PaddleOCR's word boxes are about as high as its
     * lines are apart), each word 20 pixels high, 12 pixels a character plus a space.
     */
    static List<PrintedWord> page(int pitch, String... lines) {
        List<PrintedWord> words = new ArrayList<>();
        int top = 10;
        for (String line : lines) {
            int left = 10;
            for (String w : line.split(" ")) {
                if (!w.isEmpty()) {
                    words.add(new PrintedWord(w, 95, left, top, left + 12 * w.length(), top + 20));
                }
                left += 12 * w.length() + 12;
            }
            top += pitch;
        }
        return words;
    }

    static FrontFields parse(DateOrder order, String... lines) {
        return LicenceFront.parse(List.of(page(30, lines)), order, TODAY);
    }

    /** The words with the one at {@code index} read at {@code confidence} instead. */
    static List<PrintedWord> readAt(List<PrintedWord> words, int index, int confidence) {
        List<PrintedWord> changed = new ArrayList<>(words);
        PrintedWord w = words.get(index);
        changed.set(index, new PrintedWord(w.text(), confidence, w.left(), w.top(), w.right(), w.bottom()));
        return changed;
    }
}
