package dev.avs.applicant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What the console's search finds an applicant by, before hashing: each word of its names (folded as
 * {@link Names#normalise} does) and its beginnings of 3 to {@value #LONGEST_PREFIX} letters, so that the start of a
 * name finds it; its email in lower case and its external id as given.
 */
final class SearchKeys {

    static final int SHORTEST_PREFIX = 3;
    static final int LONGEST_PREFIX = 12;

    private SearchKeys() {
    }

    static Set<String> of(Applicant a) {
        return of(a.firstName(), a.middleName(), a.lastName(), a.companyName(), a.email(), a.externalApplicantId());
    }

    /** The keys of an applicant's columns as written (plain values by column name; absent ones are null). */
    static Set<String> of(Map<String, Object> columns) {
        return of(text(columns, "first_name"), text(columns, "middle_name"), text(columns, "last_name"),
                text(columns, "company_name"), text(columns, "email"), text(columns, "external_applicant_id"));
    }

    /** Whether a change of these columns changes the keys. */
    static boolean touches(Map<String, Object> columns) {
        return SOURCES.stream().anyMatch(columns::containsKey);
    }

    private static final List<String> SOURCES = List.of("first_name", "middle_name", "last_name", "company_name",
            "email", "external_applicant_id");

    private static String text(Map<String, Object> columns, String name) {
        Object value = columns.get(name);
        return value == null ? null : value.toString();
    }

    private static Set<String> of(String firstName, String middleName, String lastName, String companyName,
                                  String email, String externalId) {
        Set<String> keys = new LinkedHashSet<>();
        for (String word : Names.normalise(firstName, middleName, lastName, companyName).split(" ")) {
            if (!word.isEmpty()) {
                keys.add("w:" + word);
            }
            for (int end = SHORTEST_PREFIX; end <= Math.min(LONGEST_PREFIX, word.length() - 1); end++) {
                keys.add("p:" + word.substring(0, end));
            }
        }
        if (email != null) {
            keys.add("e:" + email.toLowerCase(Locale.ROOT));
        }
        if (externalId != null) {
            keys.add("x:" + externalId);
        }
        return keys;
    }

    /**
     * The keys of the words of a search text: a word of up to {@value #LONGEST_PREFIX} letters matches a name word it
     * begins (or is), a longer one a whole word; words under {@value #SHORTEST_PREFIX} letters are too short to look.
     */
    static List<List<String>> words(String text) {
        return Arrays.stream(Names.normalise(text).split(" ")).filter(w -> w.length() >= SHORTEST_PREFIX).distinct()
                .map(w -> w.length() <= LONGEST_PREFIX ? List.of("w:" + w, "p:" + w) : List.of("w:" + w))
                .toList();
    }

    /** The keys a search text matches exactly: an email, an external id. */
    static List<String> exact(String text) {
        List<String> keys = new ArrayList<>();
        keys.add("x:" + text.trim());
        keys.add("e:" + text.trim().toLowerCase(Locale.ROOT));
        return keys;
    }
}
