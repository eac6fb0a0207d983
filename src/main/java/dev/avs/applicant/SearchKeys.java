package dev.avs.applicant;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What the console's search finds an applicant by, before hashing: each word of its names (folded as
 * {@link Names#normalise} does), its email in lower case and its external id as given.
 */
final class SearchKeys {

    private SearchKeys() {
    }

    static Set<String> of(Applicant a) {
        Set<String> keys = new LinkedHashSet<>();
        for (String word : Names.normalise(a.firstName(), a.middleName(), a.lastName(), a.companyName()).split(" ")) {
            if (!word.isEmpty()) {
                keys.add("w:" + word);
            }
        }
        if (a.email() != null) {
            keys.add("e:" + a.email().toLowerCase(Locale.ROOT));
        }
        if (a.externalApplicantId() != null) {
            keys.add("x:" + a.externalApplicantId());
        }
        return keys;
    }

    /** The keys of the words of a search text. */
    static List<String> words(String text) {
        return Arrays.stream(Names.normalise(text).split(" ")).filter(w -> !w.isEmpty()).distinct()
                .map(w -> "w:" + w).toList();
    }

    /** The keys a search text matches exactly: an email, an external id. */
    static List<String> exact(String text) {
        List<String> keys = new ArrayList<>();
        keys.add("x:" + text.trim());
        keys.add("e:" + text.trim().toLowerCase(Locale.ROOT));
        return keys;
    }
}
