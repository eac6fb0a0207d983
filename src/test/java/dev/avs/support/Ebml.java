package dev.avs.support;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;

/** Rewriting one element's declared size in a WebM made by the tests (its parents' sizes kept consistent). */
final class Ebml {

    private static final Set<Long> MASTERS = Set.of(0x18538067L, 0x1F43B675L, 0x1654AE6BL, 0xAEL, 0xA0L);

    private record Element(long id, int sizeAt, int sizeLength, long size, int dataAt) {
    }

    private Ebml() {
    }

    /** The WebM with the first element {@code id} declaring {@code size} bytes (in an 8-byte size field). */
    static byte[] withSize(byte[] webm, long id, long size) {
        Deque<Element> parents = new ArrayDeque<>();
        Element target = find(webm, 0, webm.length, id, parents);
        if (target == null) {
            throw new IllegalArgumentException("No element " + Long.toHexString(id));
        }
        int delta = 8 - target.sizeLength();
        byte[] out = new byte[webm.length + delta];
        System.arraycopy(webm, 0, out, 0, target.sizeAt());
        writeSize(out, target.sizeAt(), 8, size);
        System.arraycopy(webm, target.sizeAt() + target.sizeLength(), out, target.sizeAt() + 8,
                webm.length - target.sizeAt() - target.sizeLength());
        for (Element parent : parents) {
            if (parent.size() >= 0) {
                writeSize(out, parent.sizeAt(), parent.sizeLength(), parent.size() + delta);
            }
        }
        return out;
    }

    private static Element find(byte[] webm, int start, int end, long wanted, Deque<Element> parents) {
        int at = start;
        while (at < end) {
            int idLength = Integer.numberOfLeadingZeros(webm[at] & 0xFF) - 23;
            long id = 0;
            for (int i = 0; i < idLength; i++) {
                id = id << 8 | (webm[at + i] & 0xFF);
            }
            int sizeAt = at + idLength;
            int sizeLength = Integer.numberOfLeadingZeros(webm[sizeAt] & 0xFF) - 23;
            long size = webm[sizeAt] & (0xFF >> sizeLength);
            boolean unknown = size == (0xFF >> sizeLength);
            for (int i = 1; i < sizeLength; i++) {
                size = size << 8 | (webm[sizeAt + i] & 0xFF);
                unknown &= (webm[sizeAt + i] & 0xFF) == 0xFF;
            }
            Element element = new Element(id, sizeAt, sizeLength, unknown ? -1 : size, sizeAt + sizeLength);
            if (id == wanted) {
                return element;
            }
            int elementEnd = unknown ? end : (int) Math.min(end, element.dataAt() + size);
            if (MASTERS.contains(id)) {
                parents.push(element);
                Element found = find(webm, element.dataAt(), elementEnd, wanted, parents);
                if (found != null) {
                    return found;
                }
                parents.pop();
            }
            at = elementEnd;
        }
        return null;
    }

    private static void writeSize(byte[] out, int at, int length, long size) {
        if (size >= (1L << (7 * length)) - 1) {
            throw new IllegalArgumentException("the size does not fit its field");
        }
        for (int i = length - 1; i >= 0; i--) {
            out[at + i] = (byte) (size >>> (8 * (length - 1 - i)));
        }
        out[at] |= (byte) (0x80 >> (length - 1));
    }

    /** Where each SimpleBlock's frame data lies ({@code [start, end)}, after the block's own header), in order. */
    static java.util.List<int[]> framesOf(byte[] webm) {
        java.util.List<int[]> frames = new java.util.ArrayList<>();
        collectFrames(webm, 0, webm.length, frames);
        return frames;
    }

    private static void collectFrames(byte[] webm, int start, int end, java.util.List<int[]> frames) {
        int at = start;
        while (at < end) {
            int idLength = Integer.numberOfLeadingZeros(webm[at] & 0xFF) - 23;
            long id = 0;
            for (int i = 0; i < idLength; i++) {
                id = id << 8 | (webm[at + i] & 0xFF);
            }
            int sizeAt = at + idLength;
            int sizeLength = Integer.numberOfLeadingZeros(webm[sizeAt] & 0xFF) - 23;
            long size = webm[sizeAt] & (0xFF >> sizeLength);
            boolean unknown = size == (0xFF >> sizeLength);
            for (int i = 1; i < sizeLength; i++) {
                size = size << 8 | (webm[sizeAt + i] & 0xFF);
                unknown &= (webm[sizeAt + i] & 0xFF) == 0xFF;
            }
            int dataAt = sizeAt + sizeLength;
            int elementEnd = unknown ? end : (int) Math.min(end, dataAt + size);
            if (id == 0xA3L) {
                // track number (a one-byte vint here), timecode (2 bytes), flags (1 byte), then the frame
                frames.add(new int[] {dataAt + 4, elementEnd});
            } else if (MASTERS.contains(id)) {
                collectFrames(webm, dataAt, elementEnd, frames);
            }
            at = elementEnd;
        }
    }
}
