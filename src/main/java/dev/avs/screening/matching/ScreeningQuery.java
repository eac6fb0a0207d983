package dev.avs.screening.matching;

import dev.avs.screening.lists.SubjectType;

import java.time.LocalDate;

/**
 * A name to screen with what else is known of the subject.
 *
 * @param type        null to screen against every kind of entry
 * @param birthDate   the exact date of birth, or null
 * @param birthYear   the year of birth when only that is known (ignored when {@code birthDate} is set), or null
 * @param nationality ISO 3166-1 alpha-2, or null
 * @param minScore    hits below this score are left out
 */
public record ScreeningQuery(String name, SubjectType type, LocalDate birthDate, Integer birthYear,
                             String nationality, int limit, double minScore) {

    public static ScreeningQuery of(String name, SubjectType type, double minScore) {
        return new ScreeningQuery(name, type, null, null, null, 10, minScore);
    }
}
