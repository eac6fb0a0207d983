package dev.avs.reading;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * What reading a licence's or ID card's front found: {@code read} (words were read; their fields are found by
 * {@link #fields}), {@code not_found} (no words), {@code unreadable} (a file that does not decode as an image), or
 * {@code pending} while it waits for its turn. The words are kept as read, with their places and confidences,
 * because which field a date is depends on the country's order, which the photo does not say.
 */
public final class FrontReading {

    public static final String READ = "read";
    public static final String NOT_FOUND = "not_found";
    public static final String UNREADABLE = "unreadable";

    /** The most words a stored reading holds: a card's front prints about 60 to 150. */
    private static final int MAX_WORDS = 2_000;

    private final String status;
    private final List<List<PrintedWord>> readings;

    FrontReading(String status, List<List<PrintedWord>> readings) {
        this.status = status;
        this.readings = readings == null ? List.of() : readings.stream().map(List::copyOf).toList();
    }

    static FrontReading of(List<List<PrintedWord>> readings) {
        if (readings == null) {
            return new FrontReading(UNREADABLE, null);
        }
        boolean words = readings.stream().anyMatch(r -> r.stream().anyMatch(w -> !w.text().isBlank()));
        return new FrontReading(words ? READ : NOT_FOUND, readings);
    }

    public String status() {
        return status;
    }

    public boolean isRead() {
        return READ.equals(status);
    }

    /** The fields the front prints, dates in the issuing country's order; none when nothing was read. */
    public FrontFields fields(String issuingCountry, LocalDate today) {
        if (!isRead()) {
            return new FrontFields(List.of(), "");
        }
        return LicenceFront.parse(readings, DateOrder.of(issuingCountry), today);
    }

    /**
     * The words as stored: one line per word ({@code confidence left top right bottom text}), an empty line between
     * readings.
     */
    String text() {
        StringBuilder text = new StringBuilder();
        for (List<PrintedWord> words : readings) {
            if (!text.isEmpty()) {
                text.append('\n');
            }
            for (PrintedWord w : words) {
                text.append(w.confidence()).append(' ').append(w.left()).append(' ').append(w.top()).append(' ')
                        .append(w.right()).append(' ').append(w.bottom()).append(' ')
                        .append(w.text().replace('\n', ' ')).append('\n');
            }
        }
        return text.toString();
    }

    /** A stored reading read back: {@link #text}'s form; lines that do not parse are left out. */
    static FrontReading parse(String status, String text) {
        List<List<PrintedWord>> readings = new ArrayList<>();
        if (text != null) {
            List<PrintedWord> words = new ArrayList<>();
            int count = 0;
            for (String line : text.split("\n", -1)) {
                if (line.isEmpty()) {
                    if (!words.isEmpty()) {
                        readings.add(words);
                        words = new ArrayList<>();
                    }
                    continue;
                }
                String[] parts = line.split(" ", 6);
                if (parts.length == 6 && ++count <= MAX_WORDS) {
                    try {
                        words.add(new PrintedWord(parts[5], Integer.parseInt(parts[0]), Integer.parseInt(parts[1]),
                                Integer.parseInt(parts[2]), Integer.parseInt(parts[3]), Integer.parseInt(parts[4])));
                    } catch (NumberFormatException notAWord) {
                        // a line this code did not write
                    }
                }
            }
            if (!words.isEmpty()) {
                readings.add(words);
            }
        }
        return new FrontReading(status, readings);
    }
}
