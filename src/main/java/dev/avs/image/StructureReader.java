package dev.avs.image;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * Reads a container (JPEG segments, PNG chunks, RIFF chunks) front to back, checking every length a header claims
 * against the bytes that are really left before it reads or skips them, and holding at most {@code budget} bytes of
 * what it keeps or inflates: a claim beyond the bytes is {@link ImageStructure.Malformed}, beyond the budget
 * {@link ImageStructure.Refused}. Nothing is allocated by a claim that was not checked first.
 */
final class StructureReader {

    private final InputStream in;
    private final long length;
    private final byte[] buffer = new byte[64 * 1024];
    private int next;
    private int end;
    private long position;
    private long budget;

    StructureReader(InputStream in, long length, long budget) {
        this.in = in;
        this.length = length;
        this.budget = budget;
    }

    long remaining() {
        return length - position;
    }

    long position() {
        return position;
    }

    int u8() {
        need(1);
        if (next == end && !fill()) {
            throw new ImageStructure.Malformed("the file ends early");
        }
        position++;
        return buffer[next++] & 0xFF;
    }

    int u16be() {
        return u8() << 8 | u8();
    }

    int u16le() {
        return u8() | u8() << 8;
    }

    int u24le() {
        return u8() | u8() << 8 | u8() << 16;
    }

    long u32be() {
        return (long) u16be() << 16 | u16be();
    }

    long u32le() {
        return u16le() | (long) u16le() << 16;
    }

    /**
     * Moves to the next byte of this value without taking it (a JPEG's entropy-coded data up to its next 0xFF);
     * false at the end of the file.
     */
    boolean skipTo(int value) {
        byte wanted = (byte) value;
        while (true) {
            for (int i = next; i < end; i++) {
                if (buffer[i] == wanted) {
                    position += i - next;
                    next = i;
                    return true;
                }
            }
            position += end - next;
            next = end;
            if (remaining() == 0 || !fill()) {
                return false;
            }
        }
    }

    /** The next {@code count} bytes, which must be there and fit in what is left of the budget. */
    byte[] bytes(long count, String what) {
        need(count);
        spend(count, what);
        byte[] bytes = new byte[(int) count];
        int copied = 0;
        while (copied < count) {
            if (next == end && !fill()) {
                throw new ImageStructure.Malformed("the file ends early");
            }
            int n = Math.min(end - next, (int) count - copied);
            System.arraycopy(buffer, next, bytes, copied, n);
            next += n;
            copied += n;
        }
        position += count;
        return bytes;
    }

    /** Short fixed fields (chunk types), outside the budget. */
    String ascii(int count) {
        StringBuilder text = new StringBuilder(count);
        for (int i = 0; i < count; i++) {
            text.append((char) u8());
        }
        return text.toString();
    }

    /** Skips bytes that a parser will later hold (an ICC profile), counting them against the budget. */
    void skipCounted(long count, String what) {
        need(count);
        spend(count, what);
        skip(count);
    }

    void skip(long count) {
        need(count);
        long left = count;
        while (left > 0) {
            if (next == end && !fill()) {
                throw new ImageStructure.Malformed("the file ends early");
            }
            int n = (int) Math.min(end - next, left);
            next += n;
            left -= n;
        }
        position += count;
    }

    /** The buffer refilled from the stream; false at its end. */
    private boolean fill() {
        try {
            int n = in.read(buffer, 0, buffer.length);
            if (n <= 0) {
                return false;
            }
            next = 0;
            end = n;
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The zlib stream inflated, counting every byte against the budget as it comes: a chunk that claims little
     * and inflates to a gigabyte is refused after the budget's worth of work, never held whole.
     */
    byte[] inflate(byte[] compressed, int offset, String what) {
        if (offset > compressed.length) {
            throw new ImageStructure.Malformed("a compressed chunk is incomplete");
        }
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(compressed, offset, compressed.length - offset);
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            while (!inflater.finished()) {
                int n = inflater.inflate(buffer);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new ImageStructure.Malformed("a compressed chunk is incomplete");
                }
                spend(n, what);
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        } catch (DataFormatException e) {
            throw new ImageStructure.Malformed("a compressed chunk is corrupt");
        } finally {
            inflater.end();
        }
    }

    private void spend(long count, String what) {
        budget -= count;
        if (budget < 0) {
            throw new ImageStructure.Refused("The image's " + what + " and other metadata take more than "
                    + ImageStructure.MAX_METADATA_BYTES / (1024 * 1024) + " MiB");
        }
    }

    private void need(long count) {
        if (count < 0 || count > remaining()) {
            throw new ImageStructure.Malformed("a length runs past the end of the file");
        }
    }
}
