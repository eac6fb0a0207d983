package dev.avs.reading;

/**
 * What reading a photo found: {@code read} (an MRZ whose check digits all hold), {@code unreadable} (MRZ-like
 * lines whose text does not check out, {@code mrz} being the best guess; or a file that is no decodable image),
 * {@code not_found} (no MRZ-like text).
 *
 * @param mrz        the lines separated by {@code \n}, as corrected; null when not found
 * @param format     TD1, TD2, TD3, MRV_A or MRV_B; null when not found
 * @param confidence 0 - 1: the OCR's confidence in its weakest line times the share of check digits that hold
 * @param viz        the page's printed text against the MRZ; null when not read (no MRZ read, no page above it,
 *                   or the visual zone's reading switched off); {@link Viz#PENDING} while the page is being read
 */
public record MrzReading(String status, String mrz, String format, double confidence, Viz viz) {

    public MrzReading(String status, String mrz, String format, double confidence) {
        this(status, mrz, format, confidence, null);
    }

    MrzReading withViz(Viz checked) {
        return new MrzReading(status, mrz, format, confidence, checked);
    }

    public static final String READ = "read";
    public static final String UNREADABLE = "unreadable";
    public static final String NOT_FOUND = "not_found";

    static MrzReading read(String mrz, String format, double confidence) {
        return new MrzReading(READ, mrz, format, confidence);
    }

    static MrzReading unreadable(String mrz, String format, double confidence) {
        return new MrzReading(UNREADABLE, mrz, format, confidence);
    }

    /** A file that does not decode as an image: nothing on it can be read. */
    static MrzReading undecodable() {
        return new MrzReading(UNREADABLE, null, null, 0);
    }

    static MrzReading notFound() {
        return new MrzReading(NOT_FOUND, null, null, 0);
    }

    /** Whether the page is still being read: its viz is to come. */
    boolean pagePending() {
        return viz != null && viz.isPending();
    }

    /** The reading as views show it: a page still being read is no viz yet. */
    public Viz shownViz() {
        return pagePending() ? null : viz;
    }

    public boolean isRead() {
        return READ.equals(status);
    }
}
