package dev.avs.decoding;

/** The text layer of a PDF's first pages, and how many pages it has. */
public record PdfText(String text, int pages) {
}
