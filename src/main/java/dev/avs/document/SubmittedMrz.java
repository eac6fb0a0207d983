package dev.avs.document;

import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The machine-readable zone as text: 2 or 3 lines separated by {@code \n}, as printed. Only the form is made
 * uniform here (line breaks, surrounding spaces); whether it is a valid MRZ is the document check's business, so
 * that a malformed one is reported on the verification (MRZ_INVALID) rather than refused at upload.
 */
final class SubmittedMrz {

    static final int MAX_LENGTH = 300;
    private static final Pattern CONTROL_BUT_LF = Pattern.compile("[\\p{Cc}\\p{Cf}&&[^\\n]]");

    private SubmittedMrz() {
    }

    /**
     * CRLF and CR become LF, each line is trimmed, blank lines go.
     *
     * @throws IllegalArgumentException with a message for the client, for control characters or excess length
     */
    static String normalise(String raw) {
        String text = raw.replace("\r\n", "\n").replace('\r', '\n');
        if (CONTROL_BUT_LF.matcher(text).find()) {
            throw new IllegalArgumentException("must not contain control characters other than line breaks");
        }
        String normalised = text.lines().map(String::strip).filter(line -> !line.isEmpty())
                .collect(Collectors.joining("\n"));
        if (normalised.length() > MAX_LENGTH) {
            throw new IllegalArgumentException("must be at most " + MAX_LENGTH + " characters");
        }
        return normalised;
    }
}
