package dev.avs.reading;

/** A word the OCR read on the data page's printed text, with its confidence, 0 - 100. */
record PrintedWord(String text, int confidence) {
}
