package dev.avs.image;

import java.nio.charset.StandardCharsets;

/**
 * A WebP's RIFF chunks (RFC 9649): the canvas (VP8X) or the frame's own size (VP8, VP8L), each chunk's length
 * checked against the file and the RIFF size, frames counted, EXIF's IFD0 and the XMP packet kept, the ICC
 * profile counted, and what a decode of it will hold.
 */
final class WebpStructure {

    /**
     * What a decode holds per pixel of the canvas: a lossless image (or alpha plane, or animation) is decoded whole
     * into ARGB before any subsampling (measured: a 40-megapixel lossless WebP needs 96 to 160 MB of heap); a lossy
     * one streams by macroblock rows, whatever its size.
     */
    static final int WHOLE_CANVAS_BYTES_PER_PIXEL = 5;
    static final int STREAMED_BYTES_PER_PIXEL = 1;

    private WebpStructure() {
    }

    /** Walks the WebP after the first two bytes ("RI"). */
    static ImageStructure.Facts walk(StructureReader reader) {
        if (reader.u8() != 'F' || reader.u8() != 'F') {
            return null;
        }
        long riff = reader.u32le();
        if (!"WEBP".equals(fourCc(reader))) {
            return null;
        }
        if (riff < 4 || riff - 4 > reader.remaining()) {
            throw new ImageStructure.Malformed("the RIFF size runs past the end of the file");
        }
        long end = reader.position() + riff - 4;
        ImageMetadata.Builder metadata = new ImageMetadata.Builder();
        int[] size = null;
        int frames = 0;
        boolean whole = false;
        while (reader.position() + 8 <= end) {
            String type = fourCc(reader);
            long length = reader.u32le();
            if (length > end - reader.position()) {
                throw new ImageStructure.Malformed("a chunk runs past the RIFF size");
            }
            switch (type) {
                case "VP8X" -> {
                    if (length < 10) {
                        throw new ImageStructure.Malformed("the extended header is too short");
                    }
                    reader.skip(4);
                    size = new int[] {reader.u24le() + 1, reader.u24le() + 1};
                    reader.skip(length - 10);
                }
                case "VP8 ", "VP8L" -> {
                    int[] frame = frameSize(reader, type, length);
                    size = size == null ? frame : size;
                    whole |= type.equals("VP8L");
                    frames++;
                }
                case "ANMF" -> {
                    if (++frames > ImageStructure.MAX_FRAMES) {
                        throw new ImageStructure.Refused("The WebP has more than " + ImageStructure.MAX_FRAMES
                                + " frames");
                    }
                    whole = true;
                    reader.skip(length);
                }
                case "ALPH" -> {
                    whole = true;
                    reader.skip(length);
                }
                case "EXIF" -> {
                    byte[] exif = reader.bytes(length, "EXIF");
                    boolean prefixed = exif.length > 6 && new String(exif, 0, 6, StandardCharsets.ISO_8859_1)
                            .equals("Exif\0\0");
                    metadata.exif(exif, prefixed ? 6 : 0);
                }
                case "XMP " -> metadata.xmp(reader.bytes(length, "XMP"));
                case "ICCP" -> reader.skipCounted(length, "ICC profile");
                default -> reader.skip(length);
            }
            if ((length & 1) == 1 && reader.position() < end) {
                reader.skip(1);
            }
        }
        if (size == null) {
            throw new ImageStructure.Malformed("no image size");
        }
        return new ImageStructure.Facts(ImageStructure.Format.WEBP, size[0], size[1],
                (long) size[0] * size[1] * (whole ? WHOLE_CANVAS_BYTES_PER_PIXEL : STREAMED_BYTES_PER_PIXEL),
                metadata.build());
    }

    /**
     * VP8 (RFC 6386, 9.1): a 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height. VP8L
     * (RFC 9649, 3.2): the signature 0x2f, then width - 1 and height - 1 in 14 bits each.
     */
    private static int[] frameSize(StructureReader reader, String type, long length) {
        if (type.equals("VP8 ")) {
            if (length < 10) {
                throw new ImageStructure.Malformed("a VP8 frame is too short");
            }
            reader.skip(3);
            if (reader.u8() != 0x9D || reader.u8() != 0x01 || reader.u8() != 0x2A) {
                throw new ImageStructure.Malformed("a VP8 frame has no start code");
            }
            int width = reader.u16le() & 0x3FFF;
            int height = reader.u16le() & 0x3FFF;
            reader.skip(length - 10);
            return new int[] {width, height};
        }
        if (length < 5 || reader.u8() != 0x2F) {
            throw new ImageStructure.Malformed("a lossless frame has no signature");
        }
        long bits = reader.u32le();
        reader.skip(length - 5);
        return new int[] {(int) (bits & 0x3FFF) + 1, (int) (bits >> 14 & 0x3FFF) + 1};
    }

    private static String fourCc(StructureReader reader) {
        return reader.ascii(4);
    }
}
