package dev.avs.screening.matching;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a word is once split off a name: numerals unified, multi-word and misspelt legal forms recognised,
 * canonical spellings, and the kind that decides its weight.
 */
final class WordForms {

    private WordForms() {
    }

    /** Number words become digits; "forty four" and "forty 4" become "44". */
    static List<String> numerals(List<String> words) {
        List<String> out = new ArrayList<>(words.size());
        for (int i = 0; i < words.size(); i++) {
            Integer value = number(words.get(i));
            if (value == null) {
                out.add(words.get(i));
                continue;
            }
            if (value >= 20 && value % 10 == 0 && value < 100 && i + 1 < words.size()) {
                Integer unit = number(words.get(i + 1));
                if (unit != null && unit > 0 && unit < 10) {
                    value += unit;
                    i++;
                }
            }
            out.add(Integer.toString(value));
        }
        return out;
    }

    private static Integer number(String word) {
        Integer value = Vocabulary.NUMBER_WORDS.get(word);
        if (value != null) {
            return value;
        }
        if (!word.isEmpty() && word.length() <= 9 && word.chars().allMatch(c -> c >= '0' && c <= '9')) {
            return Integer.parseInt(word);
        }
        return null;
    }

    static List<String> legalPhrases(List<String> words) {
        if (words.size() < 2) {
            return words;
        }
        List<String> out = new ArrayList<>(words.size());
        int i = 0;
        outer:
        while (i < words.size()) {
            for (int p = 0; p < Vocabulary.LEGAL_PHRASES.size(); p++) {
                List<String> phrase = Vocabulary.LEGAL_PHRASES.get(p);
                if (startsWith(words, i, phrase)) {
                    out.add(Vocabulary.LEGAL_PHRASE_TOKENS.get(p));
                    i += phrase.size();
                    continue outer;
                }
            }
            out.add(words.get(i++));
        }
        return out;
    }

    private static boolean startsWith(List<String> words, int from, List<String> phrase) {
        if (from + phrase.size() > words.size()) {
            return false;
        }
        for (int k = 0; k < phrase.size(); k++) {
            String word = words.get(from + k);
            String expected = phrase.get(k);
            // "Joynt Stock Company": a typo inside a long legal form still makes it one
            if (!word.equals(expected) && (expected.length() < 5 || word.isEmpty()
                    || word.charAt(0) != expected.charAt(0) || Math.abs(word.length() - expected.length()) > 2
                    || EditCost.cost(word, expected, 1.0f) > 1.0f)) {
                return false;
            }
        }
        return true;
    }

    private static final Map<String, String> LEGAL_SYNONYMS = Map.of("limited", "ltd", "incorporated", "inc",
            "corporation", "corp", "company", "co", "aktiengesellschaft", "ag", "establishment", "est", "intl",
            "international");

    /** Canonical spelling of legal forms and of the few abbreviations organisation names use. */
    static String canonical(String word) {
        return LEGAL_SYNONYMS.getOrDefault(word, word);
    }

    /** "Aktiengeselschaft", "Compan": a long legal-form word with a typo or cut short. */
    private static boolean misspeltLegalForm(String word) {
        for (String form : Vocabulary.LONG_LEGAL_FORMS) {
            if (word.charAt(0) != form.charAt(0) || word.length() > form.length() + 3) {
                continue;
            }
            if (form.startsWith(word) || EditCost.cost(word, form, NameScorer.budget(form.length()))
                    <= NameScorer.budget(form.length())) {
                return true;
            }
        }
        return false;
    }

    static Token.Kind kindOf(String word) {
        if (Vocabulary.LEGAL.contains(word)) {
            return Token.Kind.LEGAL;
        }
        if (Vocabulary.STOP.contains(word)) {
            return Token.Kind.STOP;
        }
        if (Vocabulary.PARTICLES.contains(word)) {
            return Token.Kind.PARTICLE;
        }
        if (Vocabulary.GENERIC.contains(word) || Vocabulary.PLACES.contains(word)) {
            return Token.Kind.GENERIC;
        }
        if (Vocabulary.TITLES.contains(word)) {
            return Token.Kind.TITLE;
        }
        if (word.chars().allMatch(c -> c >= '0' && c <= '9') || Vocabulary.ROMAN.contains(word)) {
            return Token.Kind.NUMBER;
        }
        if (word.length() == 1) {
            return Token.Kind.INITIAL;
        }
        if (word.length() >= 6 && misspeltLegalForm(word)) {
            return Token.Kind.LEGAL;
        }
        return Token.Kind.NAME;
    }
}
