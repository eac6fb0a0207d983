package dev.avs.screening.lists;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * OFAC's legacy CSV (SDN: sdn.csv, add.csv, alt.csv, sdn_comments.csv; consolidated non-SDN: cons_prim.csv,
 * cons_add.csv, cons_alt.csv, cons_comments.csv). No header; "-0-" means empty. Remarks longer than the column
 * continue in the comments file.
 */
final class OfacCsvParser {

    private static final String EMPTY = "-0-";

    private OfacCsvParser() {
    }

    static List<ListEntry> parse(String main, String addresses, String aliases, String comments) {
        Map<String, List<String>> aliasesById = new HashMap<>();
        for (List<String> row : CsvReader.parse(aliases == null ? "" : aliases)) {
            if (row.size() >= 4 && !value(row.get(3)).isEmpty()) {
                aliasesById.computeIfAbsent(row.get(0), k -> new ArrayList<>()).add(row.get(3));
            }
        }
        Map<String, List<String>> addressesById = new HashMap<>();
        for (List<String> row : CsvReader.parse(addresses == null ? "" : addresses)) {
            if (row.size() >= 5) {
                String address = String.join(", ", nonEmpty(row.subList(2, Math.min(row.size(), 5))));
                if (!address.isEmpty()) {
                    addressesById.computeIfAbsent(row.get(0), k -> new ArrayList<>()).add(address);
                }
            }
        }
        Map<String, String> commentsById = new HashMap<>();
        for (List<String> row : CsvReader.parse(comments == null ? "" : comments)) {
            if (row.size() >= 2) {
                commentsById.merge(row.get(0), row.get(1), String::concat);
            }
        }
        Map<String, ListEntry> entries = new LinkedHashMap<>();
        for (List<String> row : CsvReader.parse(main)) {
            if (row.size() < 12 || value(row.get(1)).isEmpty()) {
                continue;
            }
            String id = row.get(0);
            ListEntry.EntryType type = type(value(row.get(2)));
            String remarks = value(row.get(11)) + commentsById.getOrDefault(id, "");
            OfacRemarks facts = OfacRemarks.parse(remarks);
            List<String> alias = new ArrayList<>();
            for (String name : aliasesById.getOrDefault(id, List.of())) {
                alias.add(type == ListEntry.EntryType.PERSON ? naturalOrder(name) : name);
            }
            String name = type == ListEntry.EntryType.PERSON ? naturalOrder(row.get(1)) : row.get(1);
            List<String> programs = nonEmpty(List.of(value(row.get(3)).replace("] [", ";").split(";")));
            entries.put(id, new ListEntry(id, type, name, alias, facts.birthDates(), facts.nationalities(),
                    facts.documents(), addressesById.getOrDefault(id, List.of()), programs, facts.weakAliases()));
        }
        return List.copyOf(entries.values());
    }

    /** "AL-FAQIH, Saad Rashed" is written surname first; the matcher ignores order, a reviewer reads better. */
    static String naturalOrder(String name) {
        int comma = name.indexOf(", ");
        if (comma < 0 || name.indexOf(", ", comma + 2) >= 0) {
            return name;
        }
        return name.substring(comma + 2) + " " + name.substring(0, comma);
    }

    private static ListEntry.EntryType type(String type) {
        return switch (type.toLowerCase(java.util.Locale.ROOT)) {
            case "individual" -> ListEntry.EntryType.PERSON;
            case "vessel" -> ListEntry.EntryType.VESSEL;
            case "aircraft" -> ListEntry.EntryType.AIRCRAFT;
            default -> ListEntry.EntryType.ORGANIZATION;
        };
    }

    private static String value(String raw) {
        return raw == null || raw.strip().equals(EMPTY) ? "" : raw.strip();
    }

    private static List<String> nonEmpty(List<String> values) {
        List<String> out = new ArrayList<>();
        for (String v : values) {
            String s = value(v);
            if (!s.isEmpty()) {
                out.add(s);
            }
        }
        return out;
    }
}
