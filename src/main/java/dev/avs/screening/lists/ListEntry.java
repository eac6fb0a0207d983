package dev.avs.screening.lists;

import java.util.List;
import java.util.Set;
import org.springframework.modulith.NamedInterface;

/**
 * One entry of a sanctions list as published: its id on the list, what it is, its primary name and aliases,
 * and the identifying facts the matcher uses to corroborate or contradict a name match.
 *
 * @param nationalities ISO 3166-1 alpha-2 codes (nationality or citizenship)
 * @param weakAliases   low-quality aliases ("a.k.a. 'ABU ALI'") kept for the reviewer but not indexed
 * @param listType      what the entry is listed as when the file says so itself (FollowTheMoney topics); null
 *                      for the type of the list it came from
 */
@NamedInterface("lists")
public record ListEntry(String entryId, EntryType type, String name, List<String> aliases,
                        List<BirthDate> birthDates, Set<String> nationalities, List<String> documents,
                        List<String> addresses, List<String> programs, List<String> weakAliases, ListType listType) {

    /** An entry of the list's own type. */
    public ListEntry(String entryId, EntryType type, String name, List<String> aliases, List<BirthDate> birthDates,
                     Set<String> nationalities, List<String> documents, List<String> addresses, List<String> programs,
                     List<String> weakAliases) {
        this(entryId, type, name, aliases, birthDates, nationalities, documents, addresses, programs, weakAliases,
                null);
    }

    /** The entry's type: its own, or else the list's. */
    public ListType typeIn(ListType listDefault) {
        return listType == null ? listDefault : listType;
    }

    public enum EntryType { PERSON, ORGANIZATION, VESSEL, AIRCRAFT, UNKNOWN }

    public ListEntry {
        aliases = List.copyOf(aliases);
        birthDates = List.copyOf(birthDates);
        nationalities = Set.copyOf(nationalities);
        documents = List.copyOf(documents);
        addresses = List.copyOf(addresses);
        programs = List.copyOf(programs);
        weakAliases = List.copyOf(weakAliases);
    }
}
