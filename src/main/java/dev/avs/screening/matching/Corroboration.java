package dev.avs.screening.matching;

import dev.avs.screening.lists.BirthDate;
import dev.avs.screening.lists.ListEntry;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Date of birth and nationality as corroboration (a small raise) or contradiction (a drop that takes a name
 * match below the strong-match level). Unknown on either side changes nothing.
 */
public final class Corroboration {

    public static final double DOB_DAY_MATCH = 0.02;
    static final double DOB_COMPATIBLE = 0.01;
    static final double DOB_CONTRADICTION = -0.10;
    public static final double NATIONALITY_MATCH = 0.01;
    static final double NATIONALITY_CONTRADICTION = -0.05;

    record Outcome(double adjustment, boolean contradiction, Map<String, Object> birthDate,
                   Map<String, Object> nationality) {
    }

    private Corroboration() {
    }

    static Outcome of(ScreeningQuery query, ListEntry entry) {
        double adjustment = 0;
        boolean contradiction = false;
        Map<String, Object> dob = new LinkedHashMap<>();
        List<String> entryDates = entry.birthDates().stream().map(BirthDate::text).toList();
        dob.put("listed", entryDates);
        LocalDate from = query.birthDate() != null ? query.birthDate()
                : query.birthYear() != null ? LocalDate.of(query.birthYear(), 1, 1) : null;
        LocalDate to = query.birthDate() != null ? query.birthDate()
                : query.birthYear() != null ? LocalDate.of(query.birthYear(), 12, 31) : null;
        if (from == null) {
            dob.put("result", "not_given");
        } else if (entry.birthDates().isEmpty()) {
            dob.put("result", "unknown");
        } else if (entry.birthDates().stream().anyMatch(d -> d.exactDay() && query.birthDate() != null
                && d.from().equals(query.birthDate()))) {
            dob.put("result", "match");
            adjustment += DOB_DAY_MATCH;
        } else if (entry.birthDates().stream().anyMatch(d -> d.overlaps(from, to))) {
            dob.put("result", "compatible");
            adjustment += DOB_COMPATIBLE;
        } else {
            dob.put("result", "contradiction");
            adjustment += DOB_CONTRADICTION;
            contradiction = true;
        }
        Map<String, Object> nationality = new LinkedHashMap<>();
        nationality.put("listed", entry.nationalities().stream().sorted().toList());
        if (query.nationality() == null) {
            nationality.put("result", "not_given");
        } else if (entry.nationalities().isEmpty()) {
            nationality.put("result", "unknown");
        } else if (entry.nationalities().contains(query.nationality())) {
            nationality.put("result", "match");
            adjustment += NATIONALITY_MATCH;
        } else {
            nationality.put("result", "contradiction");
            adjustment += NATIONALITY_CONTRADICTION;
            contradiction = true;
        }
        return new Outcome(adjustment, contradiction, dob, nationality);
    }
}
