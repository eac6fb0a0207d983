package dev.avs.screening;

import dev.avs.screening.lists.SubjectType;
import dev.avs.verification.Evidence;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import java.util.stream.Stream;

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

    /** Whom the AML check screens in this evidence: the applicant and, for a company, every affiliated person. */
    public static List<AmlSubject> of(Evidence evidence) {
        Evidence.ApplicantFacts a = evidence.applicant();
        List<AmlSubject> subjects = new ArrayList<>();
        if (a.isCompany()) {
            if (a.companyName() != null) {
                subjects.add(applicant(a.applicantId(), SubjectType.COMPANY, a.companyName(), null,
                        a.registrationCountry()));
            }
            evidence.persons().forEach(p -> subjects.add(affiliatedPerson(p.affiliatedPersonId(),
                    name(p.firstName(), p.middleName(), p.lastName()), p.dob(), p.nationality())));
        } else {
            subjects.add(applicant(a.applicantId(), SubjectType.PERSON,
                    name(a.firstName(), a.middleName(), a.lastName()), a.dob(), a.nationality()));
        }
        return subjects;
    }

    private static String name(String... parts) {
        return Stream.of(parts).filter(Objects::nonNull).collect(Collectors.joining(" "));
    }
}
