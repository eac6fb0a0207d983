package dev.avs.mrz;

/**
 * One check digit of the MRZ: the field it protects, the digit computed from the field ({@code expected}) and
 * the character printed ({@code actual}).
 */
public record MrzCheckDigit(MrzField field, String expected, String actual, boolean valid) {
}
