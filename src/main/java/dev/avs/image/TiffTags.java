package dev.avs.image;

import java.nio.charset.StandardCharsets;

/**
 * The two tags the service reads from EXIF's first directory (IFD0): the orientation and the software. A walk of
 * that one directory, every offset checked against the segment: no sub-directories, maker notes or thumbnails,
 * whose offsets a crafted file points at the same bytes thousands of times.
 */
final class TiffTags {

    record Ifd0(int orientation, String software) {
    }

    private static final int ORIENTATION = 0x0112;
    private static final int SOFTWARE = 0x0131;
    private static final int SHORT = 3;
    private static final int ASCII = 2;

    private TiffTags() {
    }

    /** The tags of the TIFF structure starting at {@code start}; none (orientation 1) when it is unreadable. */
    static Ifd0 ifd0(byte[] tiff, int start) {
        int orientation = 1;
        String software = null;
        if (tiff.length - start < 8) {
            return new Ifd0(orientation, null);
        }
        boolean little;
        if (tiff[start] == 'I' && tiff[start + 1] == 'I') {
            little = true;
        } else if (tiff[start] == 'M' && tiff[start + 1] == 'M') {
            little = false;
        } else {
            return new Ifd0(orientation, null);
        }
        long ifd = u32(tiff, start + 4, little);
        if (u16(tiff, start + 2, little) != 42 || ifd < 8 || start + ifd + 2 > tiff.length) {
            return new Ifd0(orientation, null);
        }
        int at = (int) (start + ifd);
        int entries = u16(tiff, at, little);
        for (int i = 0; i < entries; i++) {
            int entry = at + 2 + 12 * i;
            if (entry + 12 > tiff.length) {
                break;
            }
            int tag = u16(tiff, entry, little);
            int type = u16(tiff, entry + 2, little);
            long count = u32(tiff, entry + 4, little);
            if (tag == ORIENTATION && type == SHORT && count >= 1) {
                orientation = u16(tiff, entry + 8, little);
            } else if (tag == SOFTWARE && type == ASCII && count >= 1 && count <= ImageMetadata.MAX_TEXT) {
                long from = count <= 4 ? entry + 8 : start + u32(tiff, entry + 8, little);
                if (from >= start && from + count <= tiff.length) {
                    software = new String(tiff, (int) from, (int) count, StandardCharsets.ISO_8859_1)
                            .replace("\0", "").strip();
                }
            }
        }
        return new Ifd0(orientation, software);
    }

    private static int u16(byte[] b, int at, boolean little) {
        int x = b[at] & 0xFF;
        int y = b[at + 1] & 0xFF;
        return little ? y << 8 | x : x << 8 | y;
    }

    private static long u32(byte[] b, int at, boolean little) {
        long x = u16(b, at, little);
        long y = u16(b, at + 2, little);
        return little ? y << 16 | x : x << 16 | y;
    }
}
