package dev.avs.screening;

import dev.avs.screening.matching.ScreeningHit;
import dev.avs.screening.matching.ScreeningQuery;
import dev.avs.screening.lists.SubjectType;
import dev.avs.screening.lists.ListType;
import dev.avs.screening.lists.ListEntry;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.lists.ListFormat;
import dev.avs.screening.matching.ScreeningIndex;
import java.io.IOException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The matcher run the other way round finds what the forward search finds: every (subject, entry) pair a forward
 * search of the subject scores at the threshold or more comes out of the subject index with the same score, and
 * nothing else does.
 */
class SubjectIndexTest {

    private static final double THRESHOLD = 0.85;

    @Test
    void findsWhatTheForwardSearchFinds() throws IOException {
        List<ListEntry> sdn = Fixtures.read(ListFormat.OFAC_SDN_CSV, "ofac-sdn");
        List<ListEntry> un = Fixtures.read(ListFormat.UN_XML, "un/consolidated.xml");
        List<AmlSubject> subjects = subjectsLike(sdn, un);
        ScreeningIndex forward = ScreeningIndex.build(List.of(new ScreeningIndex.ListData("sdn", ListType.SANCTIONS, sdn),
                new ScreeningIndex.ListData("un", ListType.SANCTIONS, un)));
        Set<String> expected = new TreeSet<>();
        for (int i = 0; i < subjects.size(); i++) {
            AmlSubject s = subjects.get(i);
            for (ScreeningHit hit : forward.search(new ScreeningQuery(s.name(), s.type(), s.birthDate(), null,
                    s.nationality(), 1000, THRESHOLD))) {
                expected.add(i + " " + hit.list() + " " + hit.entryId() + " " + hit.score());
            }
        }
        SubjectIndex reverse = SubjectIndex.build(subjects);
        Set<String> found = new TreeSet<>();
        for (SubjectIndex.Match m : reverse.screen("sdn", ListType.SANCTIONS, sdn, THRESHOLD)) {
            found.add(m.subject() + " sdn " + m.hit().entryId() + " " + m.hit().score());
        }
        for (SubjectIndex.Match m : reverse.screen("un", ListType.SANCTIONS, un, THRESHOLD)) {
            found.add(m.subject() + " un " + m.hit().entryId() + " " + m.hit().score());
        }
        assertThat(expected).hasSizeGreaterThan(subjects.size() / 4);
        assertThat(found).isEqualTo(expected);
    }

    @Test
    void findsEveryHolderOfACommonName() {
        List<AmlSubject> subjects = new ArrayList<>();
        Random random = new Random(7);
        for (int i = 0; i < 20_000; i++) {
            String first = i % 10 == 0 ? "John" : FIRST[random.nextInt(FIRST.length)];
            String last = i % 10 == 0 ? "Smith" : LAST[random.nextInt(LAST.length)];
            subjects.add(AmlSubject.applicant("s" + i, SubjectType.PERSON, first + " " + last, null, null));
        }
        ListEntry smith = new ListEntry("1", ListEntry.EntryType.PERSON, "John SMITH", List.of(), List.of(), Set.of(),
                List.of(), List.of(), List.of(), List.of());
        List<SubjectIndex.Match> matches = SubjectIndex.build(subjects).screen("l", ListType.SANCTIONS, List.of(smith), 0.9);
        long johnSmiths = subjects.stream().filter(s -> s.name().equals("John Smith")).count();
        assertThat(matches.stream().filter(m -> m.hit().score() >= 0.99)).hasSize((int) johnSmiths);
        assertThat(johnSmiths).isGreaterThanOrEqualTo(2_000);
    }

    @Test
    void aCompanyEntryNeverMatchesAPerson() {
        List<AmlSubject> subjects = List.of(AmlSubject.applicant("p", SubjectType.PERSON, "Acme Trading", null, null),
                AmlSubject.applicant("c", SubjectType.COMPANY, "Acme Trading LLC", null, null));
        ListEntry acme = new ListEntry("9", ListEntry.EntryType.ORGANIZATION, "ACME TRADING LLC", List.of(), List.of(),
                Set.of(), List.of(), List.of(), List.of(), List.of());
        assertThat(SubjectIndex.build(subjects).screen("l", ListType.SANCTIONS, List.of(acme), 0.9))
                .extracting(SubjectIndex.Match::subject).containsExactly(1);
    }

    private static final String[] FIRST = {"Anna", "Maria", "Peter", "Olga", "Li", "Ahmed", "Carlos", "Yuki", "Eva"};
    private static final String[] LAST = {"Smith", "Jones", "Ivanova", "Garcia", "Chen", "Khan", "Muller", "Rossi"};

    /** Listed names as given, with a typo, reordered, with a birth date that agrees or not, and unlisted names. */
    private static List<AmlSubject> subjectsLike(List<ListEntry> sdn, List<ListEntry> un) {
        List<AmlSubject> subjects = new ArrayList<>();
        Random random = new Random(42);
        List<ListEntry> all = new ArrayList<>(sdn);
        all.addAll(un);
        for (ListEntry e : all) {
            boolean person = e.type() == ListEntry.EntryType.PERSON;
            SubjectType type = person ? SubjectType.PERSON : SubjectType.COMPANY;
            String name = e.name();
            switch (random.nextInt(4)) {
                case 0 -> name = typo(name, random);
                case 1 -> name = reversed(name);
                case 2 -> name = e.aliases().isEmpty() ? name : e.aliases().getFirst();
                default -> { }
            }
            LocalDate dob = person && random.nextBoolean() ? LocalDate.of(1950 + random.nextInt(50), 1 + random.nextInt(12), 1)
                    : null;
            subjects.add(AmlSubject.applicant("s" + subjects.size(), type, name, dob, null));
            subjects.add(AmlSubject.applicant("u" + subjects.size(), SubjectType.PERSON,
                    FIRST[random.nextInt(FIRST.length)] + " " + LAST[random.nextInt(LAST.length)], null, null));
        }
        return subjects;
    }

    private static String typo(String name, Random random) {
        if (name.length() < 6) {
            return name;
        }
        int at = 2 + random.nextInt(name.length() - 4);
        return name.substring(0, at) + name.substring(at + 1);
    }

    private static String reversed(String name) {
        String[] parts = name.split(" ");
        List<String> out = new ArrayList<>(List.of(parts));
        java.util.Collections.reverse(out);
        return String.join(" ", out);
    }
}
