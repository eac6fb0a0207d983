package dev.avs.mrz;

/** A field that is present but not usable, e.g. a birth date with month 13 or a sex character other than M/F/X/<. */
public record MrzFieldProblem(MrzField field, String message) {
}
