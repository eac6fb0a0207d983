package dev.avs.aamva;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the text of an AAMVA DL/ID PDF417 barcode (the card design standard's Annex D, versions 1 - 10, and the
 * pre-standard files that say {@code AAMVA} instead of {@code ANSI }): the header ({@code @ LF RS CR}, the file
 * type, the issuer's IIN, the AAMVA and jurisdiction versions, the number of subfiles), the subfile designators
 * ({@code DL}, {@code ID}, the jurisdiction's {@code Z?}), and the data elements ({@code DCS}, {@code DAC}, ...),
 * each on a line of its own.
 * <p>
 * Written to the standard and to what issuers print: the designators' offsets are often wrong (Ontario writes
 * 0), separators are sometimes replaced (a line feed for the record separator), so elements are found by the
 * subfile types the header names and by their line breaks, not by offsets. Caps before anything grows with the
 * input: {@value #MAX_TEXT} characters (a PDF417 holds at most about 1,850 characters of text), {@value
 * #MAX_SUBFILES} subfiles, {@value #MAX_ELEMENTS} elements of at most {@value #MAX_VALUE} characters each.
 */
public final class Aamva {

    static final int MAX_TEXT = 4_000;
    static final int MAX_SUBFILES = 16;
    static final int MAX_ELEMENTS = 200;
    static final int MAX_VALUE = 200;

    /** The file type and what follows it: IIN (6 digits), then the versions and the subfile count (2 digits each). */
    private static final Pattern HEADER = Pattern.compile("(ANSI |AAMVA)(\\d{6})(\\d{2})(\\d{2})(\\d{2})?");
    private static final Pattern DESIGNATOR = Pattern.compile("([A-Z]{2})(\\d{4})(\\d{4})");
    private static final Pattern ELEMENT_ID = Pattern.compile("[A-Z]{3}");
    private static final Pattern C1_CONTROLS = Pattern.compile("[\\u0080-\\u009f]");
    /** Where designators are unreadable: the first subfile found by its type and its first element's id. */
    private static final Pattern FIRST_SUBFILE = Pattern.compile("(DL|ID)(?=[A-Z]{3})");

    private Aamva() {
    }

    /** The card the barcode's text describes; empty when the text is no AAMVA DL/ID file. */
    public static Optional<AamvaCard> parse(String raw) {
        if (raw == null || raw.length() > MAX_TEXT) {
            return Optional.empty();
        }
        // C1 control characters are no part of the standard's character set: what a keyboard-wedge scanner or
        // a browser put between the characters it was sent
        String text = C1_CONTROLS.matcher(raw).replaceAll("");
        int at = text.indexOf('@');
        if (at < 0 || at > 8) {
            return Optional.empty();
        }
        Matcher header = HEADER.matcher(text);
        int searchEnd = Math.min(text.length(), at + 24);
        if (!header.region(at, searchEnd).find()) {
            return Optional.empty();
        }
        return parse(text, header);
    }

    private static Optional<AamvaCard> parse(String text, Matcher header) {
        String iin = header.group(2);
        int version = Integer.parseInt(header.group(3));
        // Version 1 (and the pre-standard files) have no jurisdiction version: the next two digits count subfiles.
        Layout layout = layout(text, header, version);
        if (layout == null) {
            return Optional.empty();
        }
        Map<String, String> elements = elements(text.substring(layout.dataStart()), layout.types());
        String kind = layout.types().stream().filter(t -> t.equals("DL") || t.equals("ID")).findFirst()
                .orElse(null);
        if (kind == null || elements.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(AamvaCard.of(iin, version, layout.jurisdictionVersion(), kind, elements));
    }

    /** Where the subfiles' types are named and where their data starts. */
    private record Layout(Integer jurisdictionVersion, List<String> types, int dataStart) {
    }

    private static Layout layout(String text, Matcher header, int version) {
        int afterVersion = header.end(3);
        String two = header.group(4);
        String three = header.group(5);
        // the standard's reading first, the other one when its designators do not follow
        List<Layout> tries = new ArrayList<>();
        if (version >= 2 && three != null) {
            tries.add(designators(text, Integer.parseInt(two), Integer.parseInt(three), header.end(5)));
        }
        tries.add(designators(text, null, Integer.parseInt(two), afterVersion + 2));
        if (version < 2 && three != null) {
            tries.add(designators(text, Integer.parseInt(two), Integer.parseInt(three), header.end(5)));
        }
        return tries.stream().filter(l -> l != null).findFirst().orElseGet(() -> {
            Matcher subfile = FIRST_SUBFILE.matcher(text);
            return subfile.find(afterVersion) ? new Layout(null, List.of(subfile.group(1)), subfile.start()) : null;
        });
    }

    private static Layout designators(String text, Integer jurisdictionVersion, int count, int start) {
        if (count < 1 || count > MAX_SUBFILES) {
            return null;
        }
        List<String> types = new ArrayList<>();
        int at = start;
        for (int i = 0; i < count; i++) {
            Matcher designator = DESIGNATOR.matcher(text);
            if (at + 10 > text.length() || !designator.region(at, at + 10).matches()) {
                return null;
            }
            types.add(designator.group(1));
            at += 10;
        }
        return new Layout(jurisdictionVersion, List.copyOf(types), at);
    }

    /**
     * The data elements, by id, the first of each id kept: every line split at LF, CR or RS; a line that starts
     * with a subfile's type followed by an element id is the first element of that subfile.
     */
    private static Map<String, String> elements(String data, List<String> types) {
        Map<String, String> elements = new LinkedHashMap<>();
        int count = 0;
        for (String line : data.split("[\\n\\r\\u001e]")) {
            if (++count > MAX_ELEMENTS) {
                break;
            }
            String element = line;
            if (element.length() >= 5 && types.contains(element.substring(0, 2))
                    && ELEMENT_ID.matcher(element.substring(2, 5)).matches()) {
                element = element.substring(2);
            }
            if (element.length() < 3 || !ELEMENT_ID.matcher(element.substring(0, 3)).matches()) {
                continue;
            }
            String value = element.substring(3);
            if (value.length() > MAX_VALUE) {
                continue;
            }
            elements.putIfAbsent(element.substring(0, 3), value);
        }
        return elements;
    }
}
