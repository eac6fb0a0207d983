package dev.avs.screening;

import java.time.LocalDate;

/**
 * One party the AML check screens: the applicant, or an affiliated person of a company applicant.
 *
 * @param role        {@code applicant} or {@code affiliated_person}, echoed in the reasons
 * @param subjectId   the applicant's or affiliated person's id, echoed in the reasons
 * @param name        the full name (person: first, middle and last; company: the company name)
 * @param birthDate   known date of birth, or null
 * @param nationality ISO 3166-1 alpha-2, or null
 */
public record AmlSubject(String role, String subjectId, SubjectType type, String name, LocalDate birthDate,
                         String nationality) {

    public static AmlSubject applicant(String id, SubjectType type, String name, LocalDate birthDate,
                                       String nationality) {
        return new AmlSubject("applicant", id, type, name, birthDate, nationality);
    }

    public static AmlSubject affiliatedPerson(String id, String name, LocalDate birthDate, String nationality) {
        return new AmlSubject("affiliated_person", id, SubjectType.PERSON, name, birthDate, nationality);
    }
}
