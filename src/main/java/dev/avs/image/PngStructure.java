package dev.avs.image;

import java.nio.charset.StandardCharsets;

/**
 * A PNG's chunks (ISO/IEC 15948, 5.3): the header's size, every chunk's length checked before it is read or
 * skipped, the text chunks kept (zTXt and compressed iTXt inflated within the metadata budget), the ICC profile
 * inflated only to count it, eXIf's IFD0 read. Image data is not inflated here: a decoder inflates only as many
 * rows as the header's size, which the pixel limit bounds.
 */
final class PngStructure {

    private static final byte[] SIGNATURE_REST = {'N', 'G', '\r', '\n', 0x1A, '\n'};
    private static final String XMP_KEYWORD = "XML:com.adobe.xmp";

    private PngStructure() {
    }

    /** Walks the PNG after the first two bytes of its signature. */
    static ImageStructure.Facts walk(StructureReader reader) {
        for (byte expected : SIGNATURE_REST) {
            if (reader.u8() != (expected & 0xFF)) {
                return null;
            }
        }
        ImageMetadata.Builder metadata = new ImageMetadata.Builder();
        long width = -1;
        long height = -1;
        while (reader.remaining() > 0) {
            long length = reader.u32be();
            String type = reader.ascii(4);
            if (length > Integer.MAX_VALUE) {
                throw new ImageStructure.Malformed("a chunk is longer than PNG allows");
            }
            if (width < 0 && !type.equals("IHDR")) {
                throw new ImageStructure.Malformed("the first chunk is not the header");
            }
            switch (type) {
                case "IHDR" -> {
                    if (length != 13) {
                        throw new ImageStructure.Malformed("the header chunk has the wrong length");
                    }
                    width = reader.u32be();
                    height = reader.u32be();
                    reader.skip(5);
                    if (width == 0 || height == 0 || width > Integer.MAX_VALUE || height > Integer.MAX_VALUE) {
                        throw new ImageStructure.Malformed("the header declares no valid size");
                    }
                }
                case "tEXt" -> text(metadata, reader.bytes(length, "text chunks"), false);
                case "zTXt" -> compressedText(metadata, reader, reader.bytes(length, "text chunks"));
                case "iTXt" -> internationalText(metadata, reader, reader.bytes(length, "text chunks"));
                case "iCCP" -> {
                    byte[] chunk = reader.bytes(length, "ICC profile");
                    int name = zero(chunk, 0);
                    reader.inflate(chunk, name + 2, "ICC profile");
                }
                case "eXIf" -> metadata.exif(reader.bytes(length, "EXIF"), 0);
                default -> reader.skip(length);
            }
            reader.skip(4);
            if (type.equals("IEND")) {
                break;
            }
        }
        if (width < 0) {
            throw new ImageStructure.Malformed("no header chunk");
        }
        return new ImageStructure.Facts(ImageStructure.Format.PNG, (int) width, (int) height, 0, metadata.build());
    }

    private static void text(ImageMetadata.Builder metadata, byte[] chunk, boolean utf8) {
        int keyword = zero(chunk, 0);
        metadata.text("PNG text", new String(chunk, 0, keyword, StandardCharsets.ISO_8859_1), new String(chunk,
                keyword + 1, chunk.length - keyword - 1, utf8 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1));
    }

    /** zTXt: keyword, NUL, compression method, zlib stream. */
    private static void compressedText(ImageMetadata.Builder metadata, StructureReader reader, byte[] chunk) {
        int keyword = zero(chunk, 0);
        byte[] text = reader.inflate(chunk, keyword + 2, "text chunks");
        metadata.text("PNG text", new String(chunk, 0, keyword, StandardCharsets.ISO_8859_1),
                new String(text, StandardCharsets.ISO_8859_1));
    }

    /** iTXt: keyword, NUL, compressed flag, method, language, NUL, translated keyword, NUL, text (zlib or not). */
    private static void internationalText(ImageMetadata.Builder metadata, StructureReader reader, byte[] chunk) {
        int keyword = zero(chunk, 0);
        if (keyword + 3 > chunk.length) {
            throw new ImageStructure.Malformed("an international text chunk is too short");
        }
        boolean compressed = chunk[keyword + 1] != 0;
        int language = zero(chunk, keyword + 3);
        int translated = zero(chunk, language + 1);
        byte[] text = compressed ? reader.inflate(chunk, translated + 1, "text chunks")
                : java.util.Arrays.copyOfRange(chunk, translated + 1, chunk.length);
        String key = new String(chunk, 0, keyword, StandardCharsets.ISO_8859_1);
        if (key.equals(XMP_KEYWORD)) {
            metadata.xmp(text);
        } else {
            metadata.text("PNG text", key, new String(text, StandardCharsets.UTF_8));
        }
    }

    /** The index of the NUL that ends a field starting at {@code from}. */
    private static int zero(byte[] chunk, int from) {
        for (int i = from; i < chunk.length; i++) {
            if (chunk[i] == 0) {
                return i;
            }
        }
        throw new ImageStructure.Malformed("a text field has no end");
    }
}
