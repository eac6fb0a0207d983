package dev.avs.screening.matching;

/**
 * One normalised name token: lower-case ASCII letters and digits, with how much it says about identity.
 *
 * @param exact   a syllable of a Chinese or Korean name: another character is another name, however close the
 *                romanisations, so it matches only exactly
 * @param surname part of a listed surname or hyphenated compound ("GAXIOLA GARCIA", "Pridmore-Smith"): a
 *                query lacking it lacks part of the name, not a middle name
 */
public record Token(String text, Kind kind, boolean exact, boolean surname) {

    Token(String text, Kind kind) {
        this(text, kind, false, false);
    }

    Token asSurname() {
        return new Token(text, kind, exact, true);
    }

    /** What a token is; the weight says how much a match or a mismatch on it counts. */
    public enum Kind {
        /** An ordinary name part. */
        NAME(1.0f),
        /** A word many organisation names share (bank, group, international). */
        GENERIC(0.5f),
        /** A number, including numbers written as words. */
        NUMBER(0.6f),
        /** A connecting particle of personal names (al, bin, van, de). */
        PARTICLE(0.35f),
        /** A single letter, usually an initial. */
        INITIAL(0.3f),
        /** A legal form (llc, jsc, gmbh), canonicalised. */
        LEGAL(0.15f),
        /** An honorific or title (mr, dr, president, sheikh). */
        TITLE(0.1f),
        /** A grammatical word (the, of, and). */
        STOP(0.1f);

        public final float weight;

        Kind(float weight) {
            this.weight = weight;
        }

        /** Kinds that identify: a name with only others matched is not a match. */
        public boolean substantive() {
            return this == NAME || this == GENERIC || this == NUMBER;
        }
    }

    public float weight() {
        return kind.weight;
    }

    public int length() {
        return text.length();
    }
}
