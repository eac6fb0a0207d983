package dev.avs.reading;

/**
 * What reading a photo for an AAMVA PDF417 barcode found: {@code read} (a barcode whose text is an AAMVA DL/ID
 * file, {@code text} being that text), {@code not_found} (no PDF417, or one that holds something else), or
 * {@code unreadable} (a file that does not decode as an image).
 */
public record BarcodeReading(String status, String text) {

    public static final String READ = "read";
    public static final String NOT_FOUND = "not_found";
    public static final String UNREADABLE = "unreadable";

    public boolean isRead() {
        return READ.equals(status);
    }
}
