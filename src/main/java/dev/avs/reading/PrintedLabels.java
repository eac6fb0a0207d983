package dev.avs.reading;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a data page prints under a field's label (ICAO 9303's data pages put each value on the line below its
 * label, labels in the issuing state's language and English or French): the words of that line that start near
 * the label's left edge. It tells a surname or birth date printed wholly differently from the MRZ's, which no
 * near-miss comparison sees.
 */
final class PrintedLabels {

    /** Label words by field, as OCR reads them upper-cased (RN read as M folded in: SURNAME and SUMAME are one). */
    private static final Map<String, List<String>> LABELS = Map.of(
            "surname", List.of("SURNAME", "NOM", "APELLIDOS", "NACHNAME", "NAME", "COGNOME", "ACHTERNAAM",
                    "NAZWISKO", "PRIJMENI", "SOBRENOME", "EFTERNAMN", "SUKUNIMI", "PAVARDE"),
            "date_of_birth", List.of("BIRTH", "NAISSANCE", "GEBURTSTAG", "NACIMIENTO", "NASCITA", "GEBOORTEDATUM",
                    "URODZENIA", "NAROZENI", "SYNTYMAAIKA", "FODELSEDATUM"));

    private PrintedLabels() {
    }

    /**
     * The words printed on the line below the field's first label on the page, left to right, each once; empty
     * when none is found. Labels are looked for among {@code parts} (Surname/Nom is two), values among
     * {@code words} (a date is one word).
     */
    static List<PrintedWord> below(String field, List<PrintedWord> parts, List<PrintedWord> words) {
        List<String> labels = LABELS.getOrDefault(field, List.of()).stream().map(PrintedLabels::folded).toList();
        Optional<PrintedWord> label = parts.stream().filter(PrintedWord::placed)
                .filter(w -> labels.contains(folded(w.text()))).findFirst();
        if (label.isEmpty()) {
            return List.of();
        }
        PrintedWord l = label.get();
        int h = Math.max(1, l.height());
        List<PrintedWord> under = words.stream().filter(PrintedWord::placed)
                .filter(w -> w.top() >= l.bottom() - h / 5 && w.top() <= l.bottom() + 2 * h)
                // a label of several words (Date of birth) is found by its last: its value starts under its first
                .filter(w -> w.left() >= l.left() - 8 * h && w.left() <= l.left() + 8 * h)
                .toList();
        Optional<PrintedWord> first = under.stream().min(Comparator.comparingInt(PrintedWord::top));
        if (first.isEmpty()) {
            return List.of();
        }
        int line = first.get().top();
        int lineHeight = Math.max(1, first.get().height());
        // the page is read at two scales: the same word twice on the line is one
        Map<String, PrintedWord> once = new LinkedHashMap<>();
        under.stream().filter(w -> Math.abs(w.top() - line) < lineHeight * 0.6)
                .sorted(Comparator.comparingInt(PrintedWord::left)).forEach(w -> once.putIfAbsent(w.text(), w));
        return List.copyOf(once.values());
    }

    private static String folded(String word) {
        return VizCheck.normal(word).replace("RN", "M");
    }
}
