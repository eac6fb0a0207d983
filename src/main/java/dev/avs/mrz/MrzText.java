package dev.avs.mrz;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns the text a client sends into MRZ lines and picks the format. Tolerated: CRLF or CR line ends, blank
 * lines, spaces around a line and lower case (upper-cased). Anything else outside {@code A-Z0-9<} is invalid.
 */
public final class MrzText {

    /** Either the lines and their format, or why there are none. */
    public record Lines(MrzFormat format, List<String> lines, String invalidReason) {
    }

    private MrzText() {
    }

    public static Lines split(String text) {
        if (text == null || text.isBlank()) {
            return invalid("The MRZ is empty.");
        }
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\\r\\n|\\r|\\n", -1)) {
            String trimmed = line.strip();
            if (!trimmed.isEmpty()) {
                lines.add(trimmed.toUpperCase(Locale.ROOT));
            }
        }
        if (lines.size() != 2 && lines.size() != 3) {
            return invalid("The MRZ has " + lines.size() + " lines; ICAO 9303 zones have 2 (TD2, TD3, MRV-A, MRV-B)"
                    + " or 3 (TD1).");
        }
        for (int l = 0; l < lines.size(); l++) {
            String line = lines.get(l);
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (!(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '<')) {
                    return invalid("Line " + (l + 1) + " has a character outside A-Z, 0-9 and < at position "
                            + (i + 1) + ".");
                }
            }
        }
        int length = lines.getFirst().length();
        boolean sameLength = lines.stream().allMatch(line -> line.length() == length);
        if (lines.size() == 3 && !(sameLength && length == 30)) {
            return invalid("A 3-line MRZ (TD1) has 3 lines of 30 characters; the lines have "
                    + lengths(lines) + ".");
        }
        if (lines.size() == 2 && !(sameLength && (length == 36 || length == 44))) {
            return invalid("A 2-line MRZ has 2 lines of 36 (TD2, MRV-B) or 44 (TD3, MRV-A) characters; the lines have "
                    + lengths(lines) + ".");
        }
        return format(lines);
    }

    private static Lines format(List<String> lines) {
        char code = lines.getFirst().charAt(0);
        int length = lines.getFirst().length();
        List<MrzFormat> candidates = switch (length) {
            case 30 -> List.of(MrzFormat.TD1);
            case 36 -> List.of(MrzFormat.TD2, MrzFormat.MRV_B);
            default -> List.of(MrzFormat.TD3, MrzFormat.MRV_A);
        };
        MrzFormat format = candidates.stream().filter(f -> f.allowsDocumentCode(code)).findFirst().orElse(null);
        if (format == null) {
            String expected = String.join(" or ", candidates.stream().map(MrzFormat::documentCodesText).toList());
            return invalid("The document code starts with '" + code + "'; a " + lines.size() + " × " + length
                    + " MRZ starts with " + expected + ".");
        }
        return new Lines(format, List.copyOf(lines), null);
    }

    private static String lengths(List<String> lines) {
        return String.join(", ", lines.stream().map(line -> String.valueOf(line.length())).toList())
                + " characters";
    }

    private static Lines invalid(String reason) {
        return new Lines(null, List.of(), reason);
    }
}
