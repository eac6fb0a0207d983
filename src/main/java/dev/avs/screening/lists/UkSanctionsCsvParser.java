package dev.avs.screening.lists;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The UK Sanctions List (FCDO) as CSV: a "Report Date" line, a header, then one row per name of a designation
 * (grouped by {@code Unique ID}), each row repeating the designation's other facts. Columns are found by their
 * header names, so that a column added or moved by the publisher does not shift the others.
 */
final class UkSanctionsCsvParser {

    private UkSanctionsCsvParser() {
    }

    static List<ListEntry> parse(String csv) {
        List<List<String>> rows = CsvReader.parse(csv.replace("\ufeff", ""));
        int headerRow = -1;
        for (int i = 0; i < Math.min(rows.size(), 5) && headerRow < 0; i++) {
            if (rows.get(i).contains("Unique ID")) {
                headerRow = i;
            }
        }
        if (headerRow < 0) {
            throw new IllegalArgumentException("not a UK Sanctions List CSV: no Unique ID column in its header");
        }
        Columns column = Columns.of(rows.get(headerRow));
        Map<String, EntryDraft> drafts = new LinkedHashMap<>();
        for (List<String> row : rows.subList(headerRow + 1, rows.size())) {
            String id = column.get(row, "Unique ID");
            if (id.isEmpty()) {
                continue;
            }
            EntryDraft draft = drafts.computeIfAbsent(id, EntryDraft::new);
            draft.type = UkSanctionsXmlParser.UkNames.type(column.get(row, "Designation Type"));
            String whole = UkSanctionsXmlParser.UkNames.whole(column.get(row, "Name 1"), column.get(row, "Name 2"),
                    column.get(row, "Name 3"), column.get(row, "Name 4"), column.get(row, "Name 5"),
                    column.get(row, "Name 6"));
            UkSanctionsXmlParser.UkNames.add(draft, whole, column.get(row, "Name type"),
                    column.get(row, "Alias strength"));
            draft.name(column.get(row, "Name non-latin script"));
            draft.program(column.get(row, "Regime Name"));
            draft.birthDates(DateText.all(column.get(row, "D.O.B").replace('|', ',')));
            for (String nationality : column.get(row, "Nationality(/ies)").split("\\|")) {
                draft.nationality(nationality);
            }
            for (String passport : column.get(row, "Passport number").split("\\|")) {
                if (!passport.isBlank()) {
                    draft.document("passport " + passport.strip());
                }
            }
            draft.address(EntryDraft.join(column.get(row, "Address Line 1"), column.get(row, "Address Line 2"),
                    column.get(row, "Address Line 3"), column.get(row, "Address Line 4"),
                    column.get(row, "Address Line 5"), column.get(row, "Address Line 6"),
                    column.get(row, "Address Postal Code"), column.get(row, "Address Country")));
        }
        return EntryDraft.buildAll(drafts.values());
    }
}
