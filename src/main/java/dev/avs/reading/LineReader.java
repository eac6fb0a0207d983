package dev.avs.reading;

import dev.avs.image.GreyImage;

/** The OCR seam: one straightened line of MRZ characters in, its text out. Implementations are thread-safe. */
interface LineReader {

    /** The characters read (A-Z, 0-9, {@code <} only) and the engine's mean confidence, 0 - 100. */
    record Text(String characters, int confidence) {
    }

    Text read(GreyImage line);

    /** Names the engine and model, so that a stored reading is redone when either changes. */
    String modelId();
}
