package dev.avs.reading;

import dev.avs.mrz.Mrz;
import dev.avs.mrz.ParsedMrz;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Looks for the MRZ's fields in the words read on the data page: names after ICAO transliteration (ERIKSSON,
 * ÖZTÜRK as OEZTUERK), the document number, and the dates in the forms pages print them ({@link PrintedDates}).
 * A field is {@code found} when the page has it; a {@code mismatch} only when the page confidently prints
 * something one character (or, for a date, one part) away, which is what an altered page or a misread MRZ looks
 * like; anything else is {@code not_found}, since the OCR of a page misses words and TD1 cards print their names
 * on the other side.
 */
final class VizCheck {

    /** A word read with less confidence than this is no evidence of a difference. */
    static final int MIN_CONFIDENCE = 80;
    /**
     * The shortest number an unsure reading one character away counts as printed: seven of eight in place is no
     * chance likeness.
     */
    private static final int UNSURE_NUMBER_LENGTH = 8;

    private VizCheck() {
    }

    static Viz compare(ParsedMrz mrz, List<PrintedWord> words) {
        List<PrintedWord> parts = parts(words);
        List<PrintedWord> upper = Stream.concat(words.stream(), parts.stream()).map(w -> w.withText(normal(w.text())))
                .filter(w -> !w.text().isEmpty()).toList();
        List<Viz.Field> fields = new ArrayList<>();
        boolean icelandic = "ISL".equals(mrz.issuingState());
        fields.add(labelled(names("surname", mrz.primaryIdentifier(), mrz.nameFieldFull(), icelandic, upper, words),
                parts, words));
        if (!mrz.secondaryIdentifier().isBlank()) {
            fields.add(names("given_names", mrz.secondaryIdentifier(), mrz.nameFieldFull(), icelandic, upper, words));
        }
        fields.add(number(mrz.documentNumber(), upper, words));
        List<PrintedDates.Printed> dates = PrintedDates.in(words);
        fields.add(labelled(PrintedDates.field("date_of_birth", mrz.birthDateText(), dates, false), parts, words));
        fields.add(PrintedDates.field("expiry_date", mrz.expiryDateText(), dates, true));
        return new Viz(fields);
    }

    /** Bilingual and compound print is one OCR word (TKAYEHKO/TKACHENKO, KOWALSKA-KWIATKOWSKA): its parts count. */
    private static List<PrintedWord> parts(List<PrintedWord> words) {
        return words.stream().flatMap(w -> Arrays.stream(w.text().split("[^\\p{L}\\p{N}]+")).map(w::withText))
                .filter(w -> !w.text().isEmpty()).toList();
    }

    /**
     * Whether the page spells every part of the MRZ's names exactly (after ICAO transliteration, not the OCR
     * look-alikes {@link #skeleton} makes one): a reading of the names independent of the MRZ's own.
     */
    static boolean namesPrinted(ParsedMrz mrz, List<PrintedWord> words) {
        List<String> printed = parts(words).stream().map(w -> normal(w.text())).filter(t -> !t.isEmpty()).toList();
        String names = (mrz.primaryIdentifier() + " " + mrz.secondaryIdentifier()).trim();
        String[] parts = names.split(" +");
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            boolean truncated = mrz.nameFieldFull() && i == parts.length - 1;
            if (printed.stream().noneMatch(word -> Mrz.spells(word, part, truncated))) {
                return false;
            }
        }
        return !names.isEmpty();
    }

    /**
     * Whether the page prints the MRZ's document number with every character its check digit cannot vouch for as
     * the MRZ has it: a check digit weighs 6 and G, 8 and S, 1 and L, 0 and U alike, so only look-alikes whose
     * weights differ (0 O Q D, 1 I, 8 B, 2 Z, 5 S), which the check digit has told apart already, are made one.
     */
    static boolean numberPrinted(ParsedMrz mrz, List<PrintedWord> words) {
        String wanted = checkedApart(mrz.documentNumber());
        StringBuilder joined = new StringBuilder();
        for (PrintedWord word : words) {
            joined.append(checkedApart(normal(word.text())));
        }
        return wanted.length() >= 4 && joined.indexOf(wanted) >= 0;
    }

    private static String checkedApart(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            out.append(switch (c) {
                case 'O', 'Q', 'D' -> '0';
                case 'I' -> '1';
                case 'B' -> '8';
                case 'Z' -> '2';
                case 'S' -> '5';
                default -> c;
            });
        }
        return out.toString();
    }

    /**
     * @param icelandic an Icelandic page prints Þ where the MRZ has TH (ICAO 9303 part 3), and an English OCR model,
     *                  which has no Þ, reads it as the P it looks like (ÞURÍÐUR as PURIDUR for THURIDUR)
     * @param read      the words as read (each once), {@code words} with their parts and normalised
     */
    private static Viz.Field names(String field, String mrzNames, boolean truncated, boolean icelandic,
                                   List<PrintedWord> words, List<PrintedWord> read) {
        String[] parts = mrzNames.trim().split(" +");
        String status = Viz.FOUND;
        String printed = null;
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i];
            boolean last = i == parts.length - 1;
            String thorn = icelandic ? umlautsDropped(skeleton(part.replace("TH", "P"))) : null;
            if (part.length() < 2 || words.stream().anyMatch(w -> Mrz.spells(w.text(), part, truncated && last)
                    || umlautsDropped(skeleton(w.text())).equals(umlautsDropped(skeleton(part)))
                    || umlautsDropped(skeleton(w.text())).equals(thorn))) {
                continue;
            }
            PrintedWord near = nearest(part, words);
            // one reading's slip (the ICAO card's ANNA read UNNA at 80 % by one of three readings) is no evidence
            if (near != null && part.length() >= 4 && readTwice(near, read)) {
                status = Viz.MISMATCH;
                printed = near.text();
            } else if (Viz.FOUND.equals(status)) {
                status = Viz.NOT_FOUND;
            }
        }
        return new Viz.Field(field, status, printed);
    }

    /**
     * A field not found anywhere on the page, whose label has a confidently printed value of another kind below
     * it (a surname in capitals, a date), is printed differently: a page whose name or date was replaced wholesale.
     */
    private static Viz.Field labelled(Viz.Field field, List<PrintedWord> parts, List<PrintedWord> words) {
        if (!Viz.NOT_FOUND.equals(field.status())) {
            return field;
        }
        List<PrintedWord> value = PrintedLabels.below(field.name(), parts, words).stream()
                .filter(w -> w.confidence() >= MIN_CONFIDENCE).toList();
        String printed = null;
        if (field.name().equals("date_of_birth")) {
            printed = PrintedDates.in(value).stream().filter(d -> d.confidence() >= MIN_CONFIDENCE)
                    .map(d -> d.text().trim()).findFirst().orElse(null);
        } else {
            List<String> capitals = value.stream().map(PrintedWord::text)
                    .filter(t -> t.length() >= 2 && t.codePoints().allMatch(Character::isUpperCase)).toList();
            printed = capitals.isEmpty() ? null : String.join(" ", capitals);
        }
        return printed == null ? field : new Viz.Field(field.name(), Viz.MISMATCH, printed);
    }

    /** @param read the words as read (each once), {@code words} with their parts and normalised */
    private static Viz.Field number(String number, List<PrintedWord> words, List<PrintedWord> read) {
        String wanted = skeleton(number);
        StringBuilder joined = new StringBuilder();
        for (PrintedWord word : words) {
            joined.append(skeleton(word.text()));
        }
        if (wanted.length() >= 4 && joined.indexOf(wanted) >= 0) {
            return new Viz.Field("document_number", Viz.FOUND, null);
        }
        // a long number the OCR read unsure of itself with one character unlike (ZS0000177 read 750000177 at 53,
        // L8988901C read L89889016 at 42): its own doubt, not another number; a sure reading is not taken for it
        if (wanted.length() >= UNSURE_NUMBER_LENGTH && words.stream().filter(w -> w.confidence() < MIN_CONFIDENCE)
                .map(w -> skeleton(w.text()))
                .anyMatch(text -> text.length() == wanted.length() && differences(text, wanted) == 1)) {
            return new Viz.Field("document_number", Viz.FOUND, null);
        }
        // a number's digits have no context that would tell a slip of the OCR (a 9 read as 4 on a genuine Czech
        // page) from a changed digit: the page is read twice, and both readings must print the other number
        PrintedWord near = nearest(number, words);
        return near != null && readTwice(near, read) && number.length() >= 6
                ? new Viz.Field("document_number", Viz.MISMATCH, near.text())
                : new Viz.Field("document_number", Viz.NOT_FOUND, null);
    }

    /** The page's readings print the word confidently at least twice: two readings agree on it. */
    private static boolean readTwice(PrintedWord word, List<PrintedWord> read) {
        return read.stream().filter(w -> w.confidence() >= MIN_CONFIDENCE
                && skeleton(w.text()).contains(skeleton(word.text()))).count() >= 2;
    }

    /** A confidently read word of the same length one character away (two for long words), if there is one. */
    private static PrintedWord nearest(String wanted, List<PrintedWord> words) {
        String target = skeleton(wanted);
        int allowed = target.length() >= 8 ? 2 : 1;
        for (PrintedWord word : words) {
            String text = skeleton(word.text());
            if (word.confidence() >= MIN_CONFIDENCE && text.length() == target.length()) {
                int differences = differences(text, target);
                if (differences > 0 && differences <= allowed) {
                    return word;
                }
            }
        }
        return null;
    }

    /** How many places two texts of the same length differ in. */
    private static int differences(String a, String b) {
        int differences = 0;
        for (int i = 0; i < a.length(); i++) {
            differences += a.charAt(i) == b.charAt(i) ? 0 : 1;
        }
        return differences;
    }

    /**
     * ICAO writes Ä, Ö, Ü as AE, OE, UE, and an OCR often reads them without their dots: the two spellings made
     * one.
     */
    private static String umlautsDropped(String skeleton) {
        return skeleton.replace("AE", "A").replace("OE", "O").replace("UE", "U");
    }

    /** Upper case, letters and digits only, diacritics kept (transliteration needs them). */
    static String normal(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFC).toUpperCase(Locale.ROOT).replace('$', 'S')
                .replaceAll("[^\\p{L}\\p{N}]", "");
    }

    /**
     * The word with the characters an OCR confuses made one (0 O Q D, 1 I L, 5 S, 8 B, 2 Z, 6 G) and diacritics
     * dropped: what two readings of the same print share.
     */
    static String skeleton(String text) {
        String plain = Normalizer.normalize(normal(text), Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        StringBuilder out = new StringBuilder(plain.length());
        for (char c : plain.toCharArray()) {
            out.append(switch (c) {
                case '0', 'Q', 'D' -> 'O';
                case '1', 'L' -> 'I';
                case '5' -> 'S';
                case '8' -> 'B';
                case '2' -> 'Z';
                case '6' -> 'G';
                default -> c;
            });
        }
        return out.toString();
    }
}
