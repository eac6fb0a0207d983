package dev.avs.reading;

import dev.avs.image.GreyImage;
import java.util.List;

/** The OCR seam of printed pages: a page in, the words read on it out. Implementations are thread-safe. */
interface PageReader {

    /** The words read on the page, each with its confidence and its box in the page's pixels. */
    List<PrintedWord> words(GreyImage page);

    /**
     * The words read on the page within about {@code millis} of recognition, null if that time ran out (a page of
     * noise stretched into specks can hold Tesseract for seconds); without a limit by default.
     */
    default List<PrintedWord> words(GreyImage page, int millis) {
        return words(page);
    }

    /** Names the engine and model, so that a stored reading is redone when either changes. */
    String modelId();
}
