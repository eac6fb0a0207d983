package dev.avs.support;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Set;

/** Finding and rewriting boxes of an MP4 made by the tests, to craft hostile and damaged variants of it. */
final class Mp4Boxes {

    private static final Set<String> CONTAINERS = Set.of("moov", "trak", "mdia", "minf", "stbl", "edts", "moof", "traf");

    private Mp4Boxes() {
    }

    /** The offset of the first box on this path (from the top level), or an exception. */
    static int find(byte[] mp4, String... path) {
        int start = 0;
        int end = mp4.length;
        int found = -1;
        for (String type : path) {
            found = child(mp4, start, end, type);
            int size = ByteBuffer.wrap(mp4).getInt(found);
            start = found + 8;
            end = found + size;
            if (type.equals("stsd")) {
                start += 8;
            }
        }
        return found;
    }

    private static int child(byte[] mp4, int start, int end, String type) {
        ByteBuffer bytes = ByteBuffer.wrap(mp4);
        for (int at = start; at + 8 <= end; ) {
            int size = bytes.getInt(at);
            String name = new String(mp4, at + 4, 4, java.nio.charset.StandardCharsets.US_ASCII);
            if (name.equals(type)) {
                return at;
            }
            if (size < 8) {
                break;
            }
            at += size;
        }
        throw new IllegalArgumentException("No box " + type);
    }

    /** The MP4 with {@code extra} appended inside the box at {@code box} (which must come after the media data). */
    static byte[] appendToBox(byte[] mp4, int box, byte[] extra) {
        if (find(mp4, "mdat") > box) {
            throw new IllegalArgumentException("the box must follow the media data, or its offsets would move");
        }
        int size = ByteBuffer.wrap(mp4).getInt(box);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(mp4, 0, box + size);
        out.writeBytes(extra);
        out.write(mp4, box + size, mp4.length - box - size);
        byte[] result = out.toByteArray();
        ByteBuffer.wrap(result).putInt(box, size + extra.length);
        return result;
    }

    /** The MP4 with its index (moov) moved before its media data, every chunk offset moved with it. */
    static byte[] faststart(byte[] mp4) {
        int moov = find(mp4, "moov");
        int mdat = find(mp4, "mdat");
        if (moov < mdat) {
            return mp4.clone();
        }
        int moovSize = ByteBuffer.wrap(mp4).getInt(moov);
        byte[] index = Arrays.copyOfRange(mp4, moov, moov + moovSize);
        shiftChunkOffsets(index, 0, index.length, moovSize);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(mp4, 0, mdat);
        out.writeBytes(index);
        out.write(mp4, mdat, moov - mdat);
        out.write(mp4, moov + moovSize, mp4.length - moov - moovSize);
        return out.toByteArray();
    }

    private static void shiftChunkOffsets(byte[] box, int start, int end, int by) {
        ByteBuffer bytes = ByteBuffer.wrap(box);
        for (int at = start; at + 8 <= end; ) {
            int size = bytes.getInt(at);
            String type = new String(box, at + 4, 4, java.nio.charset.StandardCharsets.US_ASCII);
            if (type.equals("moov") || CONTAINERS.contains(type)) {
                shiftChunkOffsets(box, at + 8, at + size, by);
            } else if (type.equals("stco")) {
                int entries = bytes.getInt(at + 12);
                for (int i = 0; i < entries; i++) {
                    bytes.putInt(at + 16 + 4 * i, bytes.getInt(at + 16 + 4 * i) + by);
                }
            } else if (type.equals("co64")) {
                int entries = bytes.getInt(at + 12);
                for (int i = 0; i < entries; i++) {
                    bytes.putLong(at + 16 + 8 * i, bytes.getLong(at + 16 + 8 * i) + by);
                }
            }
            at += Math.max(8, size);
        }
    }
}
