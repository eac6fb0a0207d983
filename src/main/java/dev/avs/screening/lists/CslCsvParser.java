package dev.avs.screening.lists;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The US Consolidated Screening List CSV (Commerce, State and Treasury lists in one file, with a header).
 * Multi-valued columns (alt_names, dates_of_birth, nationalities, citizenships, addresses) are "; "-separated.
 */
final class CslCsvParser {

    private CslCsvParser() {
    }

    static List<ListEntry> parse(String csv) {
        List<List<String>> rows = CsvReader.parse(csv);
        if (rows.isEmpty()) {
            return List.of();
        }
        Columns column = Columns.of(rows.getFirst());
        if (!column.has("name") || !column.has("_id")) {
            throw new IllegalArgumentException("not a Consolidated Screening List CSV: no name or _id column");
        }
        List<ListEntry> entries = new ArrayList<>();
        for (List<String> row : rows.subList(1, rows.size())) {
            String name = column.get(row, "name");
            if (name.isEmpty()) {
                continue;
            }
            ListEntry.EntryType type = switch (column.get(row, "type").toLowerCase(Locale.ROOT)) {
                case "individual" -> ListEntry.EntryType.PERSON;
                case "entity" -> ListEntry.EntryType.ORGANIZATION;
                case "vessel" -> ListEntry.EntryType.VESSEL;
                case "aircraft" -> ListEntry.EntryType.AIRCRAFT;
                default -> ListEntry.EntryType.UNKNOWN;
            };
            boolean person = type == ListEntry.EntryType.PERSON;
            List<String> aliases = new ArrayList<>();
            for (String alias : split(column.get(row, "alt_names"))) {
                aliases.add(person ? OfacCsvParser.naturalOrder(alias) : alias);
            }
            List<BirthDate> dates = new ArrayList<>();
            for (String text : split(column.get(row, "dates_of_birth"))) {
                BirthDate date = DateText.parse(text);
                if (date != null) {
                    dates.add(date);
                }
            }
            Set<String> nationalities = new LinkedHashSet<>();
            for (String code : split(column.get(row, "nationalities") + ";" + column.get(row, "citizenships"))) {
                String iso = CountryNames.code(code);
                if (iso != null) {
                    nationalities.add(iso);
                }
            }
            List<String> programs = new ArrayList<>();
            programs.add(column.get(row, "source"));
            programs.addAll(split(column.get(row, "programs")));
            entries.add(new ListEntry(column.get(row, "_id"), type, person ? OfacCsvParser.naturalOrder(name) : name,
                    aliases, dates, nationalities, split(column.get(row, "ids")),
                    split(column.get(row, "addresses")), programs, List.of()));
        }
        return entries;
    }

    private static List<String> split(String value) {
        List<String> parts = new ArrayList<>();
        for (String part : value.split(";")) {
            if (!part.isBlank()) {
                parts.add(part.strip());
            }
        }
        return parts;
    }
}
