package dev.avs.screening.lists;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * An entry being read from a list whose facts come one by one (a name per row, a date per element): blanks and
 * repeats are dropped, the first good name becomes the primary one, and unreadable dates and countries are left
 * out rather than guessed.
 */
final class EntryDraft {

    final String id;
    ListEntry.EntryType type = ListEntry.EntryType.UNKNOWN;
    ListType listType;
    private String name;
    private final Set<String> aliases = new LinkedHashSet<>();
    private final Set<String> weakAliases = new LinkedHashSet<>();
    private final Set<BirthDate> birthDates = new LinkedHashSet<>();
    private final Set<String> nationalities = new LinkedHashSet<>();
    private final Set<String> documents = new LinkedHashSet<>();
    private final Set<String> addresses = new LinkedHashSet<>();
    private final Set<String> programs = new LinkedHashSet<>();

    EntryDraft(String id) {
        this.id = id;
    }

    /** The primary name, which a later {@link #name} does not replace. */
    EntryDraft primary(String value) {
        String clean = clean(value);
        if (!clean.isEmpty()) {
            if (name != null && !name.equals(clean)) {
                aliases.add(name);
            }
            name = clean;
            aliases.remove(clean);
        }
        return this;
    }

    /** A good-quality name: the primary one if none is known yet, else an alias. */
    EntryDraft name(String value) {
        String clean = clean(value);
        if (clean.isEmpty()) {
            return this;
        }
        if (name == null) {
            name = clean;
        } else if (!clean.equals(name)) {
            aliases.add(clean);
        }
        return this;
    }

    EntryDraft weakAlias(String value) {
        String clean = clean(value);
        if (!clean.isEmpty() && !clean.equals(name) && !aliases.contains(clean)) {
            weakAliases.add(clean);
        }
        return this;
    }

    EntryDraft birthDate(BirthDate date) {
        if (date != null) {
            birthDates.add(date);
        }
        return this;
    }

    EntryDraft birthDates(List<BirthDate> dates) {
        birthDates.addAll(dates);
        return this;
    }

    /** A country by ISO code or name; unknown ones ("00", "UNKNOWN") are left out. */
    EntryDraft nationality(String country) {
        String code = CountryNames.code(country);
        if (code != null) {
            nationalities.add(code);
        }
        return this;
    }

    EntryDraft document(String value) {
        add(documents, value);
        return this;
    }

    EntryDraft address(String value) {
        add(addresses, value);
        return this;
    }

    EntryDraft program(String value) {
        add(programs, value);
        return this;
    }

    boolean hasName() {
        return name != null;
    }

    /** The entry, or null when no name was read (nothing to screen against). */
    ListEntry build() {
        if (name == null) {
            return null;
        }
        weakAliases.removeAll(aliases);
        weakAliases.remove(name);
        return new ListEntry(id, type, name, List.copyOf(aliases), List.copyOf(birthDates), nationalities,
                List.copyOf(documents), List.copyOf(addresses), List.copyOf(programs), List.copyOf(weakAliases),
                listType);
    }

    /** The entries of drafts read row by row, in order; drafts without a name are left out. */
    static List<ListEntry> buildAll(java.util.Collection<EntryDraft> drafts) {
        List<ListEntry> entries = new ArrayList<>();
        for (EntryDraft draft : drafts) {
            ListEntry entry = draft.build();
            if (entry != null) {
                entries.add(entry);
            }
        }
        return entries;
    }

    /** Joins the non-blank parts with ", ". */
    static String join(String... parts) {
        List<String> kept = new ArrayList<>();
        for (String part : parts) {
            String clean = clean(part);
            if (!clean.isEmpty() && !kept.contains(clean)) {
                kept.add(clean);
            }
        }
        return String.join(", ", kept);
    }

    private static void add(Set<String> set, String value) {
        String clean = clean(value);
        if (!clean.isEmpty()) {
            set.add(clean);
        }
    }

    /** Collapses runs of white space (lists carry no-break spaces and line breaks inside names). */
    static String clean(String value) {
        if (value == null) {
            return "";
        }
        return value.replace('\u00a0', ' ').strip().replaceAll("\\s+", " ");
    }
}
