package dev.avs.reading;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * The fields read on the front of a licence or ID card without an MRZ (AAMVA's numbered fields and state labels,
 * the EU model's numbered fields), each with the confidence of its words, and the front's whole text: a typed value
 * printed anywhere on the front is not contradicted by a field that was read otherwise (a label taken for another).
 *
 * @param fields by API name: {@code surname}, {@code given_names}, {@code date_of_birth}, {@code issue_date},
 *               {@code expiry_date}, {@code document_number}; dates as ISO dates
 * @param text   the front's words in reading order, joined by spaces (sealed where stored)
 */
public record FrontFields(List<Field> fields, String text) {

    public static final String SURNAME = "surname";
    public static final String GIVEN_NAMES = "given_names";
    public static final String DATE_OF_BIRTH = "date_of_birth";
    public static final String ISSUE_DATE = "issue_date";
    public static final String EXPIRY_DATE = "expiry_date";
    public static final String DOCUMENT_NUMBER = "document_number";

    /** @param confidence the lowest OCR confidence of the value's words, 0 - 1 */
    public record Field(String name, String value, double confidence) {
    }

    public FrontFields {
        fields = List.copyOf(fields);
        text = text == null ? "" : text;
    }

    public Optional<Field> field(String name) {
        return fields.stream().filter(f -> f.name().equals(name)).findFirst();
    }

    public Optional<String> value(String name) {
        return field(name).map(Field::value);
    }

    public Optional<LocalDate> date(String name) {
        return value(name).map(LocalDate::parse);
    }

    /**
     * Below this confidence a field read is shown but never contradicts a typed value: an unlabelled date (whose
     * field is guessed) or a word the OCR was unsure of.
     */
    public static final double CONTRADICTS = 0.8;

    /**
     * The value read for the field when it contradicts the typed one: read with at least {@value #CONTRADICTS}
     * confidence, different (names as words, numbers without separators and look-alikes, dates as dates), and the
     * typed value printed nowhere on the front (a misplaced label cannot make a typed value that is printed a
     * mismatch). Empty when the field was not read, was not typed, or agrees: a field not found is never a mismatch.
     */
    public Optional<String> contradiction(String name, String typed, DateOrder order) {
        if (typed == null || typed.isBlank()) {
            return Optional.empty();
        }
        Optional<Field> read = field(name).filter(f -> f.confidence() >= CONTRADICTS
                || f.confidence() >= CONTRADICTS_FAR && beyondSlips(name, typed, f.value()));
        if (read.isEmpty()) {
            return Optional.empty();
        }
        String value = read.get().value();
        boolean differs = switch (name) {
            case DATE_OF_BIRTH, ISSUE_DATE, EXPIRY_DATE -> !LocalDate.parse(typed).equals(LocalDate.parse(value))
                    && !printsDate(LocalDate.parse(typed), order);
            case DOCUMENT_NUMBER -> !LicenceFront.numberFolded(typed).equals(LicenceFront.numberFolded(value))
                    && !printsNumber(typed) && !cutShort(typed, value);
            case GIVEN_NAMES -> !leadingNames(typed, value) && !printsName(typed);
            default -> !compact(typed).equals(compact(value)) && !printsName(typed);
        };
        return differs ? Optional.of(value) : Optional.empty();
    }

    /**
     * Whether a typed surname is printed nowhere on a front that shows it is the applicant's: one that prints the
     * typed given names and the typed birth date or number. A surname the reader could not place (unlabelled, in
     * mixed case, beside a photo) is then still checked: another surname typed is far from every word. Far means
     * a word of the typed surname of five letters or more further than half its letters from every run of one to
     * three words of the front ({@link #farApart}), so an OCR slip or two, a name parted at a wide gap or an accent
     * lost never makes it; a shorter name is not judged (British Columbia's TEST was read SPET: three letters of
     * four). A front whose names were not read (Cyrillic only, a placeholder's lines lost) prints no typed given
     * names and is not judged either.
     */
    public boolean surnameNowhere(String surname, String givenNames, String dob, String number, DateOrder order) {
        if (surname == null || surname.isBlank() || givenNames == null || !printsName(givenNames)) {
            return false;
        }
        boolean applicants = dob != null && (printsDate(LocalDate.parse(dob), order)
                || value(DATE_OF_BIRTH).filter(dob::equals).isPresent())
                || number != null && !number.isBlank() && printsNumber(number);
        if (!applicants) {
            return false;
        }
        List<String> words = List.of(LicenceFront.letters(text).split(" "));
        return Stream.of(LicenceFront.letters(surname).split(" "))
                .anyMatch(part -> part.length() >= JUDGED_LETTERS && farFromEveryRun(part, words));
    }

    /** The letters a word of a typed surname needs to be judged printed nowhere. */
    private static final int JUDGED_LETTERS = 5;

    private static boolean farFromEveryRun(String part, List<String> words) {
        for (int i = 0; i < words.size(); i++) {
            StringBuilder run = new StringBuilder();
            for (int j = i; j < Math.min(words.size(), i + 3); j++) {
                run.append(words.get(j));
                if (!farApart(part, run.toString())) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Whether the number read is the typed one cut short at an end (Florida's S123-456-78-123 for S123-456-78-123-0:
     * the detector's box ended before the last group): the card may print the rest unread. Five characters at least.
     */
    private static boolean cutShort(String typed, String read) {
        String t = LicenceFront.numberFolded(typed);
        String r = LicenceFront.numberFolded(read);
        return r.length() >= 5 && (t.startsWith(r) || t.endsWith(r));
    }

    /**
     * Below {@link #CONTRADICTS}, a field read with at least this confidence still contradicts a typed value further
     * from it than the OCR's slips go ({@link #beyondSlips}): an unsure letter or digit cannot make SAMPLE into
     * MORGENSTERN, 1964 into 1957, or add three characters to a number.
     */
    public static final double CONTRADICTS_FAR = 0.45;

    /**
     * Whether the typed and the read value differ by more than a slip or two of the OCR: names by more than half
     * their letters, dates in two digits or more, numbers by three characters or more, or two in place
     * ({@link #numbersApart}).
     */
    static boolean beyondSlips(String field, String typed, String read) {
        return switch (field) {
            case SURNAME, GIVEN_NAMES -> farApart(typed, read);
            case DATE_OF_BIRTH, ISSUE_DATE, EXPIRY_DATE -> digitsApart(LocalDate.parse(typed), LocalDate.parse(read)) >= 2;
            case DOCUMENT_NUMBER -> numbersApart(LicenceFront.numberFolded(typed), LicenceFront.numberFolded(read));
            default -> false;
        };
    }

    /**
     * Numbers three edits apart, or of one length (six characters or more) with two characters in other places:
     * a recogniser's slips in a number it placed add or drop a character (D12345678A for 12345678A, a group cut
     * short) far more than they swap two for others it was fairly sure of (no such read among the bench's fronts,
     * look-alikes folded), while two characters changed is how a number is altered (Germany's, Italy's, France's and
     * the Netherlands' ID cards, New York's licence: numbers read whole at 0.46 - 0.68).
     */
    private static boolean numbersApart(String typed, String read) {
        if (LevenshteinDistance.getDefaultInstance().apply(typed, read) >= 3) {
            return true;
        }
        return typed.length() == read.length() && typed.length() >= 6 && placesApart(typed, read) >= 2;
    }

    private static int digitsApart(LocalDate a, LocalDate b) {
        return placesApart(a.format(DateTimeFormatter.BASIC_ISO_DATE), b.format(DateTimeFormatter.BASIC_ISO_DATE));
    }

    /** How many places two texts of one length differ in. */
    private static int placesApart(String a, String b) {
        int differ = 0;
        for (int i = 0; i < a.length(); i++) {
            differ += a.charAt(i) == b.charAt(i) ? 0 : 1;
        }
        return differ;
    }

    /** Whether more than half the letters of the longer name would have to change to make one the other. */
    static boolean farApart(String typed, String read) {
        String a = compact(typed);
        String b = compact(read);
        return LevenshteinDistance.getDefaultInstance().apply(a, b) * 2 > Math.max(a.length(), b.length());
    }

    /** The typed first (and middle) names are the printed given names or their leading ones (Mary for MARY ANN). */
    private static boolean leadingNames(String typed, String printed) {
        String t = LicenceFront.letters(typed);
        String p = LicenceFront.letters(printed);
        // read without its spaces (STANLEYSAMPLE), the typed names are its leading letters
        return !t.isEmpty() && (p.equals(t) || p.startsWith(t + " ") || compact(p).equals(compact(t))
                || !p.contains(" ") && p.startsWith(compact(t)));
    }

    /** A name's letters without the spaces between its words: OCR joins and parts words (STANLEYSAMPLE). */
    private static String compact(String name) {
        return LicenceFront.letters(name).replace(" ", "");
    }

    /** Whether the front prints this date anywhere, in the country's order (OCR look-alikes folded to digits). */
    public boolean printsDate(LocalDate date, DateOrder order) {
        String folded = LicenceFront.digitsFolded(text);
        for (String pattern : order.patterns()) {
            for (String separator : List.of("/", "-", ".", " ")) {
                String formatted = date.format(DateTimeFormatter.ofPattern(pattern.replace("/", separator),
                        Locale.ROOT));
                if (folded.contains(formatted)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the front prints this number anywhere, separators and look-alikes (O/0, I/1, S/5, B/8) aside. */
    public boolean printsNumber(String number) {
        String wanted = LicenceFront.numberFolded(number);
        return !wanted.isEmpty() && LicenceFront.numberFolded(text).contains(wanted);
    }

    /**
     * Whether the front prints each word of this name as a word of its own, one OCR slip allowed in long ones, or
     * parted in two to four words ({@link #parted}).
     */
    public boolean printsName(String name) {
        List<String> words = List.of(LicenceFront.letters(text).split(" "));
        for (String part : LicenceFront.letters(name).split(" ")) {
            if (!part.isEmpty() && words.stream().noneMatch(w -> LicenceFront.near(w, part)) && !parted(words, part)) {
                return false;
            }
        }
        return !LicenceFront.letters(name).isBlank();
    }

    /**
     * Whether consecutive words, two to four, make the name's word of four letters or more: a font set wide, which
     * the OCR parts at its gaps (Switzerland's 2023 ID card, Schweizer read Schwei zer, Helvetia Hel vet i a).
     */
    private static boolean parted(List<String> words, String part) {
        for (int i = 0; part.length() >= 4 && i < words.size(); i++) {
            StringBuilder joined = new StringBuilder(words.get(i));
            for (int j = i + 1; j < Math.min(words.size(), i + 4) && joined.length() < part.length(); j++) {
                joined.append(words.get(j));
                if (joined.toString().equals(part)) {
                    return true;
                }
            }
        }
        return false;
    }
}
