package dev.avs.screening.matching;

import java.util.List;
import java.util.Set;

/**
 * "Salman bin Muhammad" is the son of Muhammad, "Muhammad bin Salman" the son of Salman: the same tokens in
 * another order name another person. Detects a name part that follows bin/ibn/ben on one side and precedes it
 * on the other.
 */
final class Patronymics {

    private static final Set<String> SON_OF = Set.of("bin", "ibn", "ben", "bint", "binti", "ould");

    private Patronymics() {
    }

    static boolean reversed(Token[] q, Token[] c, List<NameScorer.Pair> pairs) {
        for (NameScorer.Pair pair : pairs) {
            if (pair.qTo() - pair.qFrom() != 1 || pair.cTo() - pair.cFrom() != 1) {
                continue;
            }
            boolean qFather = follows(q, pair.qFrom());
            boolean cFather = follows(c, pair.cFrom());
            boolean qSon = precedes(q, pair.qFrom());
            boolean cSon = precedes(c, pair.cFrom());
            if (qFather && cSon && !cFather || cFather && qSon && !qFather) {
                return true;
            }
        }
        return false;
    }

    /** The token at {@code i} follows "bin" that itself follows a name: it names the father. */
    private static boolean follows(Token[] tokens, int i) {
        return i >= 2 && SON_OF.contains(tokens[i - 1].text()) && tokens[i - 2].kind() == Token.Kind.NAME;
    }

    /** The token at {@code i} precedes "bin" that is followed by a name ("bin al-Din"): it names the son. */
    private static boolean precedes(Token[] tokens, int i) {
        return i + 2 < tokens.length && SON_OF.contains(tokens[i + 1].text())
                && (tokens[i + 2].kind() == Token.Kind.NAME || tokens[i + 2].kind() == Token.Kind.PARTICLE);
    }
}
