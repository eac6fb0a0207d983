package dev.avs.bench;

import dev.avs.screening.AmlSubject;
import dev.avs.screening.lists.ListEntry;
import dev.avs.screening.lists.SubjectType;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * A reproducible population of monitored subjects with the shape of a real customer base: common names (about
 * 170 "Maria Garcia"s in a million: 32 first names, one surname in ten from 18 common ones), a long tail of rare
 * surnames (about 48,000), middle names now and then, most with a birth date and a
 * nationality, one in twenty a company; and list deltas of new entries, some of which name monitored people.
 */
final class MonitoredPopulation {

    private static final String[] FIRST = {"Maria", "John", "Anna", "Mohammed", "Wei", "Olga", "Juan", "Fatima",
            "Peter", "Li", "Ahmed", "Elena", "David", "Sofia", "Ivan", "Yuki", "Carlos", "Aisha", "James", "Emma",
            "Omar", "Hana", "Pavel", "Lucia", "Daniel", "Sara", "Ali", "Nina", "Marco", "Laura", "Andrei", "Mei"};
    private static final String[] COMMON_LAST = {"Garcia", "Smith", "Wang", "Ivanova", "Khan", "Muller", "Rossi",
            "Kim", "Nguyen", "Silva", "Hassan", "Petrov", "Lopez", "Chen", "Kowalski", "Novak", "Brown", "Ali"};
    private static final String[] SYLLABLES = {"ka", "lo", "ven", "dra", "mi", "to", "sel", "gor", "an", "ri", "bu",
            "zen", "ta", "mor", "lis", "ne", "vo", "rak", "shi", "el", "dan", "pe", "qu", "os", "tin", "ha", "ber",
            "ul", "fi", "jo", "nak", "re", "sto", "wi", "yam", "cho"};

    private MonitoredPopulation() {
    }

    static List<AmlSubject> subjects(int count, long seed) {
        Random random = new Random(seed);
        List<AmlSubject> subjects = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String id = String.format("%036x", i);
            if (i % 20 == 0) {
                subjects.add(AmlSubject.applicant(id, SubjectType.COMPANY, rare(random) + " " + rare(random)
                        + (random.nextBoolean() ? " Trading LLC" : " Holdings Ltd"), null, "GB"));
                continue;
            }
            String first = FIRST[random.nextInt(FIRST.length)];
            String last = random.nextInt(10) == 0 ? COMMON_LAST[random.nextInt(COMMON_LAST.length)] : rare(random);
            String middle = random.nextInt(5) == 0 ? FIRST[random.nextInt(FIRST.length)] + " " : "";
            LocalDate dob = random.nextInt(10) < 8 ? LocalDate.of(1940 + random.nextInt(65), 1 + random.nextInt(12),
                    1 + random.nextInt(28)) : null;
            subjects.add(AmlSubject.applicant(id, SubjectType.PERSON, first + " " + middle + last, dob,
                    random.nextInt(10) < 7 ? "GB" : null));
        }
        return subjects;
    }

    /**
     * {@code count} new entries: a third real list entries (rare names nobody is called), a third entries named as
     * some subject (one match each), a third common names (a match for thousands of namesakes, which corroboration
     * by birth date then mostly rules out).
     */
    static List<ListEntry> delta(List<AmlSubject> subjects, List<ListEntry> real, int count, long seed) {
        Random random = new Random(seed);
        List<ListEntry> entries = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String id = "new-" + i;
            switch (i % 3) {
                case 0 -> {
                    ListEntry e = real.get(random.nextInt(real.size()));
                    entries.add(new ListEntry(id, e.type(), e.name(), e.aliases(), e.birthDates(), e.nationalities(),
                            e.documents(), e.addresses(), e.programs(), e.weakAliases()));
                }
                case 1 -> entries.add(person(id, subjects.get(random.nextInt(subjects.size())).name()));
                default -> entries.add(person(id, FIRST[random.nextInt(FIRST.length)] + " "
                        + COMMON_LAST[random.nextInt(COMMON_LAST.length)]));
            }
        }
        return entries;
    }

    private static ListEntry person(String id, String name) {
        return new ListEntry(id, ListEntry.EntryType.PERSON, name, List.of(), List.of(), Set.of(), List.of(),
                List.of(), List.of("BENCH"), List.of());
    }

    private static String rare(Random random) {
        StringBuilder name = new StringBuilder();
        int parts = 2 + random.nextInt(2);
        for (int p = 0; p < parts; p++) {
            name.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
        }
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
