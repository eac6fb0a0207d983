package dev.avs.screening.matching;

import dev.avs.screening.lists.LatinAscii;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a name as written into tokens: other scripts transliterated to Latin (ICU), diacritics folded, lower
 * case, punctuation dropped or treated as a separator, dotted abbreviations joined ("J.P." to "jp"), numerals
 * unified, multi-word legal forms collapsed, and each token classified so that titles and legal forms weigh
 * little.
 */
public final class NameNormalizer {

    private NameNormalizer() {
    }

    public static List<Token> tokens(String raw) {
        if (raw == null) {
            return List.of();
        }
        if (raw.codePoints().noneMatch(NameNormalizer::isSyllabic)) {
            return tokensOf(raw);
        }
        // Han and Hangul: each character (syllable) becomes a token of its own that matches only exactly
        List<Token> tokens = new ArrayList<>();
        StringBuilder other = new StringBuilder();
        raw.codePoints().forEach(cp -> {
            if (isSyllabic(cp)) {
                tokens.addAll(tokensOf(other.toString()));
                other.setLength(0);
                for (String syllable : split(toAscii(new String(Character.toChars(cp))))) {
                    tokens.add(new Token(syllable, Token.Kind.NAME, true, false));
                }
            } else {
                other.appendCodePoint(cp);
            }
        });
        tokens.addAll(tokensOf(other.toString()));
        return tokens;
    }

    /**
     * A name as a list writes it. Tokens the list says belong together are marked, so that a query lacking one
     * of them counts as lacking part of a name rather than a middle name: the parts of a hyphenated compound
     * ("PRIDMORE-SMITH", "Olivarez-Martinez") and, where a person's surname is in capitals and the given names
     * are not ("Maria Elena GAXIOLA GARCIA"), the surname's tokens.
     */
    public static List<Token> listed(String raw, boolean person) {
        if (raw == null) {
            return List.of();
        }
        String[] words = raw.strip().split("\\s+");
        boolean anyUpper = false;
        boolean anyMixed = false;
        java.util.Set<String> together = new java.util.HashSet<>();
        for (String word : words) {
            boolean letters = word.codePoints().anyMatch(Character::isLetter);
            boolean upper = letters && word.codePoints().noneMatch(Character::isLowerCase);
            anyUpper |= upper;
            anyMixed |= letters && !upper;
        }
        // the last word is the surname in the order names are kept; a hyphenated first one is a given name
        String last = words[words.length - 1];
        if (last.indexOf('-') > 0) {
            List<String> parts = tokens(last).stream().filter(t -> t.kind() == Token.Kind.NAME)
                    .map(Token::text).toList();
            if (parts.size() >= 2) {
                together.addAll(parts);
            }
        }
        if (person && anyUpper && anyMixed) {
            for (String word : words) {
                if (word.codePoints().noneMatch(Character::isLowerCase)) {
                    tokens(word).forEach(t -> together.add(t.text()));
                }
            }
        }
        List<Token> tokens = tokens(raw);
        if (together.isEmpty()) {
            return tokens;
        }
        List<Token> marked = new ArrayList<>(tokens.size());
        for (Token token : tokens) {
            marked.add(token.kind() == Token.Kind.NAME && together.contains(token.text()) ? token.asSurname() : token);
        }
        return marked;
    }

    private static boolean isSyllabic(int cp) {
        Character.UnicodeScript script = Character.UnicodeScript.of(cp);
        return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HANGUL;
    }

    private static List<Token> tokensOf(String raw) {
        List<String> words = split(toAscii(raw));
        words = WordForms.numerals(words);
        words = WordForms.legalPhrases(words);
        List<Token> tokens = new ArrayList<>(words.size());
        for (String word : words) {
            tokens.add(new Token(WordForms.canonical(word), WordForms.kindOf(word)));
        }
        return tokens;
    }

    /** Latin ASCII for any input (see {@code LatinAscii}). */
    public static String toAscii(String raw) {
        return LatinAscii.of(raw);
    }

    private static boolean isTokenChar(char c) {
        if (c < 0x80) {
            return c >= 'a' && c <= 'z' || c >= '0' && c <= '9';
        }
        int type = Character.getType(c);
        // marks stay inside the token for scripts ICU leaves untransliterated (Khmer vowel signs)
        return Character.isLetterOrDigit(c) && type != Character.MODIFIER_LETTER
                || type == Character.NON_SPACING_MARK || type == Character.COMBINING_SPACING_MARK;
    }

    private static boolean isApostrophe(char c) {
        return c == '\'' || c == '\u2019' || c == '\u2018' || c == '`' || c == '\u00b4' || c == '\u02bc'
                || c == '\u02bb' || c == '\u02b9' || c == '\u2032';
    }

    static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int segment = 0;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = Character.toLowerCase(text.charAt(i));
            if (isTokenChar(c)) {
                current.append(c);
                segment++;
            } else if (isApostrophe(c)) {
                continue;
            } else if (c == '.' && segment == 1 && i + 1 < n && isLetter(text.charAt(i + 1))
                    && (i + 2 >= n || !isLetter(text.charAt(i + 2)))) {
                // "J.P." and "S.A.R.L.": single letters joined by dots make one token
                segment = 0;
            } else {
                flush(current, words);
                segment = 0;
                if (c == '&') {
                    words.add("and");
                }
            }
        }
        flush(current, words);
        return words;
    }

    private static boolean isLetter(char c) {
        return Character.isLetter(c);
    }

    private static void flush(StringBuilder current, List<String> words) {
        if (!current.isEmpty()) {
            words.add(leet(current.toString()));
            current.setLength(0);
        }
    }

    /** "Ig0r Sech1n": digits inside words are read as the letters they resemble; "1st" becomes "1". */
    private static String leet(String word) {
        int letters = 0;
        int digits = 0;
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c >= '0' && c <= '9') {
                digits++;
            } else {
                letters++;
            }
        }
        if (digits == 0 || letters == 0) {
            return word;
        }
        if (letters == 2 && digits == word.length() - 2 && (word.endsWith("st") || word.endsWith("nd")
                || word.endsWith("rd") || word.endsWith("th"))) {
            return word.substring(0, word.length() - 2);
        }
        if (letters < 2 || digits > letters) {
            return word;
        }
        StringBuilder out = new StringBuilder(word.length());
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            out.append(switch (c) {
                case '0' -> 'o';
                case '1' -> 'i';
                case '3' -> 'e';
                case '4' -> 'a';
                case '5' -> 's';
                case '7' -> 't';
                case '9' -> 'g';
                default -> c;
            });
        }
        return out.toString();
    }

}
