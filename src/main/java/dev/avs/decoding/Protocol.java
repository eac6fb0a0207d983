package dev.avs.decoding;

import java.awt.image.BufferedImage;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * What the service and a decoder process say to each other over the process's standard input and output: a request
 * (what to decode and the file's bytes), an answer (the result or why not). Every size the other side sends is
 * checked before anything is allocated for it: the service trusts a decoder process no more than the file it read.
 */
final class Protocol {

    static final int READY = 0x41565344;
    static final byte VIDEO = 1;
    static final byte PDF = 2;
    static final byte DONE = 0;
    static final byte REFUSED = 1;
    /** A file is never larger (the upload limit is 10 MiB by default; a setting could raise it this far). */
    static final int MAX_FILE = 256 * 1024 * 1024;
    static final int MAX_FRAMES = 64;
    static final int MAX_TEXT_BYTES = 4 * PdfTextReader.MAX_CHARS;

    private Protocol() {
    }

    record Request(byte kind, String contentType, int frames, long timeLimitMillis, byte[] content) {
    }

    static void write(DataOutputStream out, Request request) throws IOException {
        out.writeByte(request.kind());
        out.writeUTF(request.contentType());
        out.writeInt(request.frames());
        out.writeLong(request.timeLimitMillis());
        out.writeInt(request.content().length);
        out.write(request.content());
        out.flush();
    }

    static Request readRequest(DataInputStream in) throws IOException {
        byte kind = in.readByte();
        String contentType = in.readUTF();
        int frames = in.readInt();
        long timeLimit = in.readLong();
        int length = in.readInt();
        if (length < 0 || length > MAX_FILE || frames < 0 || frames > MAX_FRAMES) {
            throw new IOException("A request out of bounds");
        }
        return new Request(kind, contentType, frames, timeLimit, in.readNBytes(length));
    }

    static void refuse(DataOutputStream out, String why) throws IOException {
        out.writeByte(REFUSED);
        out.writeUTF(why.length() > 500 ? why.substring(0, 500) : why);
        out.flush();
    }

    static void write(DataOutputStream out, Clip clip) throws IOException {
        out.writeByte(DONE);
        out.writeInt(clip.width());
        out.writeInt(clip.height());
        out.writeDouble(clip.seconds());
        out.writeBoolean(clip.cut());
        out.writeInt(clip.frames().size());
        for (BufferedImage frame : clip.frames()) {
            int w = frame.getWidth();
            int h = frame.getHeight();
            out.writeShort(w);
            out.writeShort(h);
            int[] rgb = frame.getRGB(0, 0, w, h, null, 0, w);
            byte[] bytes = new byte[rgb.length * 3];
            for (int i = 0; i < rgb.length; i++) {
                bytes[3 * i] = (byte) (rgb[i] >> 16);
                bytes[3 * i + 1] = (byte) (rgb[i] >> 8);
                bytes[3 * i + 2] = (byte) rgb[i];
            }
            out.write(bytes);
        }
        out.flush();
    }

    static void write(DataOutputStream out, PdfText text) throws IOException {
        byte[] bytes = text.text().getBytes(StandardCharsets.UTF_8);
        out.writeByte(DONE);
        out.writeInt(text.pages());
        out.writeInt(bytes.length);
        out.write(bytes);
        out.flush();
    }

    static Clip readClip(DataInputStream in) throws IOException, Undecodable {
        refusal(in);
        int width = in.readInt();
        int height = in.readInt();
        double seconds = in.readDouble();
        boolean cut = in.readBoolean();
        int count = in.readInt();
        if (count < 0 || count > MAX_FRAMES) {
            throw new IOException("An answer out of bounds");
        }
        List<BufferedImage> frames = new ArrayList<>(count);
        for (int f = 0; f < count; f++) {
            int w = in.readUnsignedShort();
            int h = in.readUnsignedShort();
            if (w == 0 || h == 0 || w > VideoDecoder.FRAME_SIDE || h > VideoDecoder.FRAME_SIDE) {
                throw new IOException("An answer out of bounds");
            }
            byte[] bytes = in.readNBytes(w * h * 3);
            if (bytes.length != w * h * 3) {
                throw new IOException("An answer cut short");
            }
            int[] rgb = new int[w * h];
            for (int i = 0; i < rgb.length; i++) {
                rgb[i] = (bytes[3 * i] & 0xff) << 16 | (bytes[3 * i + 1] & 0xff) << 8 | bytes[3 * i + 2] & 0xff;
            }
            BufferedImage frame = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            frame.setRGB(0, 0, w, h, rgb, 0, w);
            frames.add(frame);
        }
        return new Clip(frames, width, height, seconds, cut);
    }

    static PdfText readPdf(DataInputStream in) throws IOException, Undecodable {
        refusal(in);
        int pages = in.readInt();
        int length = in.readInt();
        if (length < 0 || length > MAX_TEXT_BYTES) {
            throw new IOException("An answer out of bounds");
        }
        byte[] bytes = in.readNBytes(length);
        if (bytes.length != length) {
            throw new IOException("An answer cut short");
        }
        return new PdfText(new String(bytes, StandardCharsets.UTF_8), pages);
    }

    private static void refusal(DataInputStream in) throws IOException, Undecodable {
        byte status = in.readByte();
        if (status == REFUSED) {
            throw new Undecodable(in.readUTF());
        }
        if (status != DONE) {
            throw new IOException("An answer out of bounds");
        }
    }
}
