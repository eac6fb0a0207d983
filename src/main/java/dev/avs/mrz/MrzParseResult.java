package dev.avs.mrz;

/** What {@link Mrz#parse} answers: a {@link ParsedMrz} or, when no ICAO layout fits, an {@link InvalidMrz}. */
public sealed interface MrzParseResult permits ParsedMrz, InvalidMrz {
}
