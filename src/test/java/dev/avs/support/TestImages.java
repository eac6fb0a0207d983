package dev.avs.support;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.CRC32;
import javax.imageio.ImageIO;

/** Files for tests, made in code: real images of a given size, and headers that only claim a size. */
public final class TestImages {

    /** A 1 x 1 lossy WebP (no Java encoder exists for WebP, so it is a tiny literal). */
    public static final byte[] WEBP_1X1 =
            Base64.getDecoder().decode("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA");

    private TestImages() {
    }

    public static byte[] png(int width, int height) {
        return write(image(width, height, Color.ORANGE), "png");
    }

    /** A PNG whose pixels differ from {@link #png(int, int)} of the same size. */
    public static byte[] png(int width, int height, Color color) {
        return write(image(width, height, color), "png");
    }

    public static byte[] jpeg(int width, int height) {
        return write(image(width, height, Color.BLUE), "jpg");
    }

    /**
     * A photo-like JPEG: seeded noise, so it is sharp, and every seed gives an image no perceptual hash confuses
     * with another's.
     */
    public static byte[] photo(int width, int height, long seed) {
        java.util.Random random = new java.util.Random(seed);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        int block = 8;
        for (int y = 0; y < height; y += block) {
            for (int x = 0; x < width; x += block) {
                int rgb = random.nextInt(0x1000000);
                for (int dy = 0; dy < block && y + dy < height; dy++) {
                    for (int dx = 0; dx < block && x + dx < width; dx++) {
                        image.setRGB(x + dx, y + dy, rgb);
                    }
                }
            }
        }
        return write(image, "jpg");
    }

    /** The smallest well-formed PDF a sniffer recognises. */
    public static byte[] pdf() {
        return ("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
                + "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")
                .getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * A PNG made of its signature, a header chunk claiming {@code width x height} grey pixels, and the end chunk:
     * a reader learns the size without any pixel data, like a decompression bomb's first bytes.
     */
    public static byte[] pngHeaderOnly(int width, int height) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        ByteBuffer header = ByteBuffer.allocate(13).putInt(width).putInt(height)
                .put((byte) 8).put((byte) 0).put((byte) 0).put((byte) 0).put((byte) 0);
        chunk(out, "IHDR", header.array());
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    /** A PNG chunk: length, type, data, CRC. */
    static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.writeBytes(ByteBuffer.allocate(4).putInt(data.length).array());
        out.writeBytes(name);
        out.writeBytes(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        out.writeBytes(ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }

    private static BufferedImage image(int width, int height, Color color) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(color);
        g.fillRect(0, 0, width, height);
        g.setColor(Color.BLACK);
        g.drawLine(0, 0, width - 1, height - 1);
        g.dispose();
        return image;
    }

    private static byte[] write(BufferedImage image, String format) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(image, format, out)) {
                throw new IllegalStateException("No ImageIO writer for " + format);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
