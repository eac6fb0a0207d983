package dev.avs.support;

import dev.avs.persistence.OwnerOnlyFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.Deflater;

/**
 * Small files whose headers claim what would take a node down if a parser believed them: metadata that inflates to
 * a gigabyte, sizes a decoder would allocate whole, segments pointing at the same bytes many times over, lengths
 * past the end of the file. Each is otherwise a real image (a PNG or JPEG that decodes), so that only the bomb is
 * what a bound must catch.
 */
public final class ImageBombs {

    /** Refused at upload (413): over a bound. */
    public static final String REFUSED = "refused";
    /** Stored: nothing in it is over a bound once its claims are checked, but its metadata is not believed. */
    public static final String STORED = "stored";

    /** A bomb: its bytes, and whether the service refuses or stores it. */
    public record Bomb(byte[] content, String expected) {
    }

    private static final long GIB = 1024L * 1024 * 1024;
    private static byte[] gibibyteOfZeros;

    private ImageBombs() {
    }

    /** Every kind, by name. */
    public static Map<String, Bomb> all() {
        Map<String, Bomb> bombs = new LinkedHashMap<>();
        bombs.put("png zTXt inflating to 1 GiB", new Bomb(pngZtxtBomb(), REFUSED));
        bombs.put("png iTXt inflating to 1 GiB", new Bomb(pngWith("iTXt", concat(
                "Comment\0\u0001\0\0\0".getBytes(StandardCharsets.ISO_8859_1), zeros())), REFUSED));
        bombs.put("png iCCP inflating to 1 GiB", new Bomb(pngWith("iCCP", concat(
                "icc\0\0".getBytes(StandardCharsets.ISO_8859_1), zeros())), REFUSED));
        bombs.put("png header claiming 65535 x 65535", new Bomb(TestImages.pngHeaderOnly(65_535, 65_535), REFUSED));
        bombs.put("png text chunk claiming 2 GiB", new Bomb(pngChunkClaiming(0x7FFF_FFF0L), STORED));
        bombs.put("png eXIf pointing 60000 times at its own bytes", new Bomb(pngWith("eXIf", tiff(60_000, 1 << 20)),
                STORED));
        bombs.put("jpeg extended XMP claiming 2 GiB", new Bomb(jpegWith(extendedXmp(0x7FFF_FFFFL)), REFUSED));
        bombs.put("jpeg with 1000 progressive scans", new Bomb(jpegFrame(0xC2, 64, 64, 3, 1000), REFUSED));
        bombs.put("progressive jpeg of 7000 x 5700 (240 MB of coefficients)",
                new Bomb(jpegFrame(0xC2, 7000, 5700, 3, 1), REFUSED));
        bombs.put("lossless jpeg of 7000 x 5700 (decoded unscaled)", new Bomb(jpegFrame(0xC3, 7000, 5700, 3, 1),
                REFUSED));
        bombs.put("jpeg EXIF pointing 2000 times at its own bytes",
                new Bomb(jpegWith(app1("Exif\0\0", tiff(2_000, 40_000))), STORED));
        bombs.put("jpeg XMP with nested entities", new Bomb(jpegWith(app1("http://ns.adobe.com/xap/1.0/\0",
                billionLaughs())), STORED));
        bombs.put("lossless webp of 16383 x 16383", new Bomb(losslessWebp(16_383, 16_383), REFUSED));
        bombs.put("lossless webp of 7000 x 5700 (under the pixel limit)", new Bomb(losslessWebp(7000, 5700),
                REFUSED));
        bombs.put("webp RIFF claiming 2 GiB", new Bomb(webpClaiming(), STORED));
        return bombs;
    }

    /** A 64 x 48 PNG with a zTXt comment that inflates to 1 GiB (about 1 MB of file). */
    public static byte[] pngZtxtBomb() {
        return pngWith("zTXt", concat("Comment\0\0".getBytes(StandardCharsets.ISO_8859_1), zeros()));
    }

    /** Where the zeros' stream is kept for the build's other test JVMs: deflating a gibibyte takes 6 s of a core. */
    private static final Path ZEROS_FILE = Path.of("target", "test-cache", "zlib-1gib-zeros-level9.bin");

    /** A zlib stream of 1 GiB of zeros: about a megabyte. Made once per build, read by each test JVM. */
    private static synchronized byte[] zeros() {
        if (gibibyteOfZeros == null) {
            try {
                if (Files.isRegularFile(ZEROS_FILE)) {
                    gibibyteOfZeros = Files.readAllBytes(ZEROS_FILE);
                } else {
                    gibibyteOfZeros = deflatedZeros();
                    // written whole (another JVM reads it only complete); a JVM that lost the race made the same bytes
                    OwnerOnlyFiles.createWhole(OwnerOnlyFiles.createDirectories(ZEROS_FILE.getParent())
                            .resolve(ZEROS_FILE.getFileName()), gibibyteOfZeros);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return gibibyteOfZeros;
    }

    private static byte[] deflatedZeros() {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        byte[] block = new byte[1 << 20];
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 16];
        for (long fed = 0; fed < GIB; fed += block.length) {
            deflater.setInput(block);
            while (!deflater.needsInput()) {
                out.write(buffer, 0, deflater.deflate(buffer));
            }
        }
        deflater.finish();
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return out.toByteArray();
    }

    /** A real 64 x 48 PNG with one more chunk right after its header. */
    static byte[] pngWith(String type, byte[] data) {
        byte[] png = TestImages.png(64, 48);
        int afterHeader = 8 + 8 + 13 + 4;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(png, 0, afterHeader);
        TestImages.chunk(out, type, data);
        out.write(png, afterHeader, png.length - afterHeader);
        return out.toByteArray();
    }

    /** A real PNG whose text chunk's length claims far more than the file holds. */
    private static byte[] pngChunkClaiming(long length) {
        byte[] png = TestImages.png(64, 48);
        ByteBuffer out = ByteBuffer.allocate(33 + 8 + 16);
        out.put(png, 0, 33).putInt((int) length).put("tEXt".getBytes(StandardCharsets.US_ASCII))
                .put("Comment\0 short..".getBytes(StandardCharsets.ISO_8859_1));
        return out.array();
    }

    /**
     * A little-endian TIFF whose first directory has {@code entries} entries, each an UNDEFINED value of
     * {@code length} bytes at the same offset: a reader that copies each value holds entries x length bytes.
     */
    private static byte[] tiff(int entries, int length) {
        int directory = 8;
        int data = directory + 2 + entries * 12 + 4;
        ByteBuffer tiff = ByteBuffer.allocate(Math.max(data + length, data + 8)).order(ByteOrder.LITTLE_ENDIAN);
        tiff.put((byte) 'I').put((byte) 'I').putShort((short) 42).putInt(directory);
        tiff.putShort((short) entries);
        tiff.putShort((short) 0x0112).putShort((short) 3).putInt(1).putInt(6);
        for (int i = 1; i < entries; i++) {
            tiff.putShort((short) (0x9000 + i)).putShort((short) 7).putInt(length).putInt(data);
        }
        tiff.putInt(0);
        return tiff.array();
    }

    private static byte[] app1(String name, byte[] payload) {
        return concat(name.getBytes(StandardCharsets.ISO_8859_1), payload);
    }

    /** An extended XMP part: namespace, GUID, the full length claimed, the offset, a few bytes. */
    private static byte[] extendedXmp(long fullLength) {
        ByteBuffer part = ByteBuffer.allocate(32 + 8 + 16);
        part.put("0123456789ABCDEF0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII))
                .putInt((int) fullLength).putInt(0).put("<x:xmpmeta/>    ".getBytes(StandardCharsets.US_ASCII));
        return app1("http://ns.adobe.com/xmp/extension/\0", part.array());
    }

    private static byte[] billionLaughs() {
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY l0 \"lol\">");
        for (int i = 1; i <= 10; i++) {
            xml.append("<!ENTITY l").append(i).append(" \"").append(("&l" + (i - 1) + ";").repeat(10)).append("\">");
        }
        xml.append("]><x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-"
                + "syntax-ns#\"><rdf:Description xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmp:CreatorTool=\"&l10;\"/>"
                + "</rdf:RDF></x:xmpmeta>");
        return xml.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A real 64 x 48 JPEG with an APP1 segment of this payload right after SOI. */
    private static byte[] jpegWith(byte[] app1) {
        byte[] jpeg = TestImages.jpeg(64, 48);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(jpeg, 0, 2);
        out.writeBytes(new byte[] {(byte) 0xFF, (byte) 0xE1, (byte) ((app1.length + 2) >> 8),
                (byte) (app1.length + 2)});
        out.writeBytes(app1);
        out.write(jpeg, 2, jpeg.length - 2);
        return out.toByteArray();
    }

    /** The segments of a JPEG's header (a frame of this kind and size) and {@code scans} empty scans. */
    private static byte[] jpegFrame(int marker, int width, int height, int components, int scans) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {(byte) 0xFF, (byte) 0xD8});
        int length = 8 + 3 * components;
        out.writeBytes(new byte[] {(byte) 0xFF, (byte) marker, 0, (byte) length, 8, (byte) (height >> 8),
                (byte) height, (byte) (width >> 8), (byte) width, (byte) components});
        for (int c = 1; c <= components; c++) {
            out.writeBytes(new byte[] {(byte) c, 0x11, 0});
        }
        for (int s = 0; s < scans; s++) {
            out.writeBytes(new byte[] {(byte) 0xFF, (byte) 0xDA, 0, 8, 1, 1, 0, 0, 0, 0, 0x55, 0x55});
        }
        out.writeBytes(new byte[] {(byte) 0xFF, (byte) 0xD9});
        return out.toByteArray();
    }

    /** A lossless WebP header claiming this size, with a few bytes of image data. */
    private static byte[] losslessWebp(int width, int height) {
        ByteBuffer vp8l = ByteBuffer.allocate(5 + 7).order(ByteOrder.LITTLE_ENDIAN);
        vp8l.put((byte) 0x2F).putInt((width - 1) | (height - 1) << 14).put(new byte[7]);
        return riff("VP8L", vp8l.array(), 0);
    }

    /** A lossy 1 x 1 WebP whose RIFF size claims 2 GiB. */
    private static byte[] webpClaiming() {
        byte[] webp = TestImages.WEBP_1X1.clone();
        ByteBuffer.wrap(webp).order(ByteOrder.LITTLE_ENDIAN).putInt(4, 0x7FFF_FFF0);
        return webp;
    }

    private static byte[] riff(String type, byte[] chunk, int extra) {
        ByteBuffer out = ByteBuffer.allocate(12 + 8 + chunk.length + extra).order(ByteOrder.LITTLE_ENDIAN);
        out.put("RIFF".getBytes(StandardCharsets.US_ASCII)).putInt(4 + 8 + chunk.length + extra)
                .put("WEBP".getBytes(StandardCharsets.US_ASCII)).put(type.getBytes(StandardCharsets.US_ASCII))
                .putInt(chunk.length).put(chunk);
        return out.array();
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
