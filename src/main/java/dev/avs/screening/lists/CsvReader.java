package dev.avs.screening.lists;

import java.util.ArrayList;
import java.util.List;

/**
 * RFC 4180 CSV: quoted fields with doubled quotes, CR LF or LF line ends, line breaks inside quotes. Unquoted
 * fields are trimmed. A trailing DOS end-of-file character (0x1A, which OFAC files carry) is ignored.
 */
public final class CsvReader {

    private CsvReader() {
    }

    public static List<List<String>> parse(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        boolean wasQuoted = false;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"') {
                    if (i + 1 < n && text.charAt(i + 1) == '"') {
                        field.append('"');
                        i++;
                    } else {
                        quoted = false;
                    }
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
                wasQuoted = true;
            } else if (c == ',') {
                row.add(value(field, wasQuoted));
                wasQuoted = false;
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                endRow(rows, row, field, wasQuoted);
                row = new ArrayList<>();
                wasQuoted = false;
            } else if (c != '\u001a') {
                field.append(c);
            }
        }
        endRow(rows, row, field, wasQuoted);
        return rows;
    }

    private static void endRow(List<List<String>> rows, List<String> row, StringBuilder field, boolean wasQuoted) {
        if (row.isEmpty() && field.isEmpty() && !wasQuoted) {
            return;
        }
        row.add(value(field, wasQuoted));
        rows.add(row);
    }

    private static String value(StringBuilder field, boolean wasQuoted) {
        String value = wasQuoted ? field.toString() : field.toString().trim();
        field.setLength(0);
        return value;
    }
}
