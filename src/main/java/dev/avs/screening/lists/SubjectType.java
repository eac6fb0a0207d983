package dev.avs.screening.lists;

import org.springframework.modulith.NamedInterface;
/** What is being screened: a person or an organisation (company). */
@NamedInterface("lists")
public enum SubjectType {
    PERSON, COMPANY;

    /** Whether an entry of the given type can be this kind of subject at all. */
    public boolean admits(ListEntry.EntryType type) {
        return switch (type) {
            case PERSON -> this == PERSON;
            case ORGANIZATION, VESSEL, AIRCRAFT -> this == COMPANY;
            case UNKNOWN -> true;
        };
    }
}
