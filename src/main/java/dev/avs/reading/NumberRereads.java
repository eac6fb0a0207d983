package dev.avs.reading;

import dev.avs.image.GreyImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A data page's unsure words that may hold its document number, read once more each as one line: Tesseract's sparse
 * mode can box a line of tall digits at half its height (the Republic of China specimen's 000000000 came out
 * VOU000, its box the digits' lower halves, where a 0 is a U), and a cut with room above and beside the word reads
 * it whole (000000000 at 95).
 */
final class NumberRereads {

    /** Re-readings per page at most: each is 5 - 20 ms of a core, paid only by pages whose number was not found. */
    static final int MAX = 6;
    /** Characters a number's digits are read as: a word with three of them may be one. */
    private static final String DIGIT_LIKE = "0123456789OQDU";

    private NumberRereads() {
    }

    /** The words read in cuts around the page's unsure, digit-like words, each placed where its cut lies. */
    static List<PrintedWord> of(LineReader reader, GreyImage page, List<PrintedWord> words) {
        int[] heights = words.stream()
                .filter(w -> w.placed() && w.confidence() >= VizCheck.MIN_CONFIDENCE && w.text().length() >= 3)
                .mapToInt(PrintedWord::height).sorted().toArray();
        // the print's height from the words read surely: an unsure word's own box may be half its line's
        int print = heights.length == 0 ? 0 : heights[heights.length / 2] * 3 / 2;
        List<PrintedWord> read = new ArrayList<>();
        List<int[]> cuts = new ArrayList<>();
        for (PrintedWord word : words) {
            if (cuts.size() >= MAX) {
                break;
            }
            if (!word.placed() || word.confidence() >= VizCheck.MIN_CONFIDENCE || digitLike(word.text()) < 3
                    || cuts.stream().anyMatch(cut -> inside(word, cut))) {
                continue;   // sure, not digit-like, or in a cut read already (the three readings' words overlap)
            }
            int h = Math.max(word.height(), print);
            int half = (word.right() - word.left()) / 2;
            int[] cut = {Math.max(0, word.left() - half - h), Math.max(0, word.top() - h),
                    Math.min(page.width(), word.right() + half + h),
                    Math.min(page.height(), word.bottom() + h * 2 / 5)};
            if (cut[2] - cut[0] < 8 || cut[3] - cut[1] < 8) {
                continue;
            }
            cuts.add(cut);
            LineReader.Text text = reader.read(page.cropped(cut[0], cut[1], cut[2] - cut[0], cut[3] - cut[1]));
            if (!text.characters().isEmpty()) {
                read.add(new PrintedWord(text.characters(), text.confidence(), cut[0], cut[1], cut[2], cut[3]));
            }
        }
        return read;
    }

    private static boolean inside(PrintedWord word, int[] cut) {
        int x = (word.left() + word.right()) / 2;
        int y = (word.top() + word.bottom()) / 2;
        return x >= cut[0] && x < cut[2] && y >= cut[1] && y < cut[3];
    }

    private static int digitLike(String text) {
        int count = 0;
        for (char c : text.toUpperCase(Locale.ROOT).toCharArray()) {
            count += DIGIT_LIKE.indexOf(c) >= 0 ? 1 : 0;
        }
        return count;
    }
}
