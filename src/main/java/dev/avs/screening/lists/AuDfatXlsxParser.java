package dev.avs.screening.lists;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.dhatim.fastexcel.reader.Cell;
import org.dhatim.fastexcel.reader.CellType;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.Row;

/**
 * Australia's DFAT Consolidated List, the XLSX workbook: one sheet, a header row, then one row per name. A
 * designation's rows share the number of their {@code Reference} ("3", "3a", "3b"); {@code Name Type} says
 * whether a row is the primary name, an alias (of {@code Alias Strength} strong or weak) or the name in its
 * original script. Dates of birth are Excel dates, years, or text with several dates ("1945, 1946",
 * "01/01/1969, 1971", day first).
 */
final class AuDfatXlsxParser {

    /** The unpacked workbook may be this large; a file that inflates further is refused before it is parsed. */
    static final long MAX_UNPACKED_BYTES = 512L * 1024 * 1024;

    private static final LocalDate EXCEL_EPOCH = LocalDate.of(1899, 12, 30);

    private AuDfatXlsxParser() {
    }

    static List<ListEntry> parse(byte[] xlsx) throws IOException {
        checkUnpackedSize(xlsx);
        Map<String, EntryDraft> drafts = new LinkedHashMap<>();
        try (ReadableWorkbook workbook = new ReadableWorkbook(new ByteArrayInputStream(xlsx));
             Stream<Row> rows = workbook.getFirstSheet().openStream()) {
            Columns[] columns = {null};
            rows.forEach(row -> {
                if (columns[0] == null) {
                    columns[0] = header(row);
                    return;
                }
                read(row, columns[0], drafts);
            });
            if (columns[0] == null) {
                throw new IllegalArgumentException("the workbook's first sheet is empty");
            }
        }
        return EntryDraft.buildAll(drafts.values());
    }

    private static Columns header(Row row) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < row.getCellCount(); i++) {
            names.add(row.getCellText(i));
        }
        Columns columns = Columns.of(names);
        if (!columns.has("Reference") || !columns.has("Name of Individual or Entity")) {
            throw new IllegalArgumentException("not the DFAT Consolidated List: no Reference or Name column");
        }
        return columns;
    }

    private static void read(Row row, Columns columns, Map<String, EntryDraft> drafts) {
        List<String> text = new ArrayList<>();
        for (int i = 0; i < row.getCellCount(); i++) {
            text.add(row.getCellText(i));
        }
        String reference = columns.get(text, "Reference");
        String base = reference.replaceAll("[^0-9].*$", "");
        if (base.isEmpty()) {
            return;
        }
        EntryDraft draft = drafts.computeIfAbsent(base, EntryDraft::new);
        draft.type = switch (columns.get(text, "Type").toLowerCase(Locale.ROOT)) {
            case "individual" -> ListEntry.EntryType.PERSON;
            case "entity" -> ListEntry.EntryType.ORGANIZATION;
            case "vessel" -> ListEntry.EntryType.VESSEL;
            default -> draft.type;
        };
        String name = columns.get(text, "Name of Individual or Entity");
        String nameType = columns.get(text, "Name Type").toLowerCase(Locale.ROOT);
        if (nameType.startsWith("primary")) {
            draft.primary(name);
        } else if (columns.get(text, "Alias Strength").equalsIgnoreCase("weak")) {
            draft.weakAlias(name);
        } else {
            draft.name(name);
        }
        draft.birthDates(birthDates(row, columns));
        String citizenship = columns.get(text, "Citizenship");
        if (CountryNames.code(citizenship) != null) {
            draft.nationality(citizenship);
        } else {
            for (String country : citizenship.split("[,;]")) {
                draft.nationality(country);
            }
        }
        draft.address(columns.get(text, "Address"));
        String imo = columns.get(text, "IMO Number");
        if (!imo.isEmpty()) {
            draft.document("IMO " + imo);
        }
        draft.program(columns.get(text, "Committees"));
    }

    private static List<BirthDate> birthDates(Row row, Columns columns) {
        Integer index = columns.index().get("Date of Birth");
        Cell cell = index == null ? null : row.getOptionalCell(index).orElse(null);
        if (cell == null || cell.getType() == CellType.EMPTY) {
            return List.of();
        }
        if (cell.getType() == CellType.NUMBER) {
            BigDecimal value = cell.asNumber();
            int whole = value.intValue();
            if (whole >= 1000 && whole <= 2999) {
                return List.of(BirthDate.years(whole, whole, false, String.valueOf(whole)));
            }
            if (whole > 2999 && whole < 100_000) {
                LocalDate day = EXCEL_EPOCH.plusDays(whole);
                return List.of(BirthDate.day(day, day.toString()));
            }
            return List.of();
        }
        return DateText.all(cell.getText());
    }

    /**
     * Inflates every part of the zip once, counting, and refuses a workbook larger than {@link #MAX_UNPACKED_BYTES}
     * unpacked: the declared sizes in a zip can lie, the inflated bytes cannot.
     */
    private static void checkUnpackedSize(byte[] xlsx) throws IOException {
        long total = 0;
        byte[] buffer = new byte[64 * 1024];
        try (ZipInputStream zip = new ZipInputStream(new ByteArrayInputStream(xlsx))) {
            ZipEntry entry;
            int parts = 0;
            while ((entry = zip.getNextEntry()) != null) {
                if (++parts > 10_000) {
                    throw new IOException("The workbook has more than 10000 parts");
                }
                int read;
                while ((read = zip.read(buffer)) > 0) {
                    total += read;
                    if (total > MAX_UNPACKED_BYTES) {
                        throw new IOException("The workbook unpacks to more than " + MAX_UNPACKED_BYTES + " bytes");
                    }
                }
            }
            if (parts == 0) {
                throw new IOException("The file is not an XLSX workbook");
            }
        }
    }
}
