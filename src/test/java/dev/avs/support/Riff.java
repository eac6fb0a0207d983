package dev.avs.support;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/** An AVI's RIFF chunks found and rewritten in place, for crafting hostile clips from genuine ones. */
public final class Riff {

    private Riff() {
    }

    /** The offset of the first chunk or list type {@code id}, or an error if the file has none. */
    public static int find(byte[] riff, String id) {
        byte[] wanted = id.getBytes(StandardCharsets.US_ASCII);
        outer:
        for (int i = 0; i + 4 <= riff.length; i++) {
            for (int k = 0; k < 4; k++) {
                if (riff[i + k] != wanted[k]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new IllegalArgumentException("no '" + id + "' in the file");
    }

    /** The file with the little-endian 32-bit value at {@code offset} set. */
    public static byte[] with(byte[] riff, int offset, long value) {
        byte[] out = riff.clone();
        ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).putInt(offset, (int) value);
        return out;
    }

    /**
     * The file with its stream list ({@code LIST strl}) written {@code times} times over, the lists holding it (the
     * headers' and the file's) grown to match.
     */
    public static byte[] withStreams(byte[] riff, int times) {
        int strl = find(riff, "strl") - 8;
        int size = ByteBuffer.wrap(riff).order(ByteOrder.LITTLE_ENDIAN).getInt(strl + 4) + 8;
        int added = size * (times - 1);
        byte[] out = new byte[riff.length + added];
        System.arraycopy(riff, 0, out, 0, strl + size);
        for (int i = 1; i < times; i++) {
            System.arraycopy(riff, strl, out, strl + size * i, size);
        }
        System.arraycopy(riff, strl + size, out, strl + size * times, riff.length - strl - size);
        ByteBuffer bytes = ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN);
        int hdrl = find(out, "hdrl") - 8;
        bytes.putInt(hdrl + 4, bytes.getInt(hdrl + 4) + added);
        bytes.putInt(4, bytes.getInt(4) + added);
        return out;
    }
}
