package dev.avs.mrz;

/** The text is not an ICAO 9303 MRZ of any supported format; {@code reason} is a sentence for a reviewer. */
public record InvalidMrz(String reason) implements MrzParseResult {
}
