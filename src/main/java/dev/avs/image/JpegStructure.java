package dev.avs.image;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A JPEG's segments (ITU T.81, B.1) and its entropy-coded data, walked to the end of the image: the frame header
 * (size, components and their sampling), every scan counted, EXIF IFD0, the XMP packet and comments kept, the
 * extended XMP's declared length and the ICC profile's total checked against the file.
 */
final class JpegStructure {

    private static final byte[] EXIF = "Exif\0\0".getBytes(StandardCharsets.ISO_8859_1);
    private static final byte[] XMP = "http://ns.adobe.com/xap/1.0/\0".getBytes(StandardCharsets.ISO_8859_1);
    private static final byte[] EXTENDED_XMP =
            "http://ns.adobe.com/xmp/extension/\0".getBytes(StandardCharsets.ISO_8859_1);
    private static final String ICC = "ICC_PROFILE\0";
    private static final int SOS = 0xDA;
    private static final int EOI = 0xD9;

    private JpegStructure() {
    }

    /** Walks the JPEG after its SOI marker. */
    static ImageStructure.Facts walk(StructureReader reader) {
        ImageMetadata.Builder metadata = new ImageMetadata.Builder();
        Frame frame = null;
        int scans = 0;
        int marker = nextMarker(reader);
        while (marker != EOI && marker >= 0) {
            if (marker >= 0xD0 && marker <= 0xD7 || marker == 0x01) {
                marker = nextMarker(reader);
                continue;
            }
            int length = reader.u16be() - 2;
            if (length < 0) {
                throw new ImageStructure.Malformed("a segment is shorter than its header");
            }
            if (isFrame(marker)) {
                frame = Frame.read(reader, length, marker);
            } else if (marker == SOS) {
                if (frame == null) {
                    throw new ImageStructure.Malformed("a scan comes before the frame header");
                }
                if (++scans > ImageStructure.MAX_SCANS) {
                    throw new ImageStructure.Refused("The JPEG has more than " + ImageStructure.MAX_SCANS
                            + " scans");
                }
                reader.skip(length);
                marker = afterEntropyCodedData(reader);
                continue;
            } else if (marker == 0xE1 || marker == 0xFE) {
                byte[] payload = reader.bytes(length, "EXIF, XMP and comments");
                if (marker == 0xFE) {
                    metadata.comment(payload);
                } else if (startsWith(payload, EXIF)) {
                    metadata.exif(payload, EXIF.length);
                } else if (startsWith(payload, XMP)) {
                    metadata.xmp(Arrays.copyOfRange(payload, XMP.length, payload.length));
                } else if (startsWith(payload, EXTENDED_XMP)) {
                    checkExtendedXmp(payload, reader);
                }
            } else if (marker == 0xE2 && length >= ICC.length()) {
                // a decoder joins the profile's segments into one array
                if (reader.ascii(ICC.length()).equals(ICC)) {
                    reader.skipCounted(length - ICC.length(), "ICC profile");
                } else {
                    reader.skip(length - ICC.length());
                }
            } else {
                reader.skip(length);
            }
            marker = nextMarker(reader);
        }
        if (frame == null) {
            throw new ImageStructure.Malformed("no frame header");
        }
        return new ImageStructure.Facts(ImageStructure.Format.JPEG, frame.width(), frame.height(),
                frame.decodeBytes(), metadata.build());
    }

    /** The frame header: size, its coding, and per component its sampling factors. */
    record Frame(int width, int height, boolean progressive, boolean lossless, int[] horizontal, int[] vertical) {

        static Frame read(StructureReader reader, int length, int marker) {
            if (length < 6) {
                throw new ImageStructure.Malformed("a frame header is too short");
            }
            reader.u8();
            int height = reader.u16be();
            int width = reader.u16be();
            int components = reader.u8();
            if (width == 0 || height == 0 || components == 0 || components > 4 || length != 6 + 3 * components) {
                throw new ImageStructure.Malformed("a frame header is not one a decoder reads");
            }
            int[] h = new int[components];
            int[] v = new int[components];
            for (int i = 0; i < components; i++) {
                reader.u8();
                int sampling = reader.u8();
                h[i] = Math.max(1, sampling >> 4);
                v[i] = Math.max(1, sampling & 15);
                reader.u8();
            }
            boolean progressive = marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE;
            boolean lossless = marker == 0xC3 || marker == 0xC7 || marker == 0xCB || marker == 0xCF;
            return new Frame(width, height, progressive, lossless, h, v);
        }

        /**
         * What a decoder holds beyond its reduced output: nothing much for a sequential image (decoded row by row);
         * every coefficient for a progressive one; for a lossless one (decoded without any scaling) a sample of
         * every component of every pixel as an int, and the full-size image.
         */
        long decodeBytes() {
            if (progressive) {
                return coefficientBytes();
            }
            return lossless ? (long) width * height * (horizontal.length + 1) * 4 : 0;
        }

        /** What a decoder holds for a progressive image: every 8x8 block of every component, 2 bytes a value. */
        long coefficientBytes() {
            int hMax = Arrays.stream(horizontal).max().orElse(1);
            int vMax = Arrays.stream(vertical).max().orElse(1);
            long bytes = 0;
            for (int i = 0; i < horizontal.length; i++) {
                long columns = ceil(ceil((long) width * horizontal[i], hMax), 8);
                long rows = ceil(ceil((long) height * vertical[i], vMax), 8);
                bytes += columns * rows * 64 * 2;
            }
            return bytes;
        }

        private static long ceil(long a, long b) {
            return (a + b - 1) / b;
        }
    }

    private static boolean isFrame(int marker) {
        return marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
    }

    /**
     * An extended XMP segment (XMP part 3, 1.1.3.1): the GUID, the full length of the packet it is a part of, and
     * the part's offset. Readers allocate the full length when they see the first part; it cannot be more than
     * the file holds.
     */
    private static void checkExtendedXmp(byte[] payload, StructureReader reader) {
        int at = EXTENDED_XMP.length + 32;
        if (payload.length < at + 8) {
            throw new ImageStructure.Malformed("an extended XMP segment is too short");
        }
        long full = (payload[at] & 0xFFL) << 24 | (payload[at + 1] & 0xFF) << 16 | (payload[at + 2] & 0xFF) << 8
                | payload[at + 3] & 0xFF;
        long offset = (payload[at + 4] & 0xFFL) << 24 | (payload[at + 5] & 0xFF) << 16
                | (payload[at + 6] & 0xFF) << 8 | payload[at + 7] & 0xFF;
        if (full > reader.position() + reader.remaining() || offset + payload.length - at - 8 > full) {
            throw new ImageStructure.Refused("The image's extended XMP claims more bytes than the file holds");
        }
    }

    /** The marker after SOI or a segment: 0xFF, any fill bytes, the code; -1 at the end of the file. */
    private static int nextMarker(StructureReader reader) {
        if (reader.remaining() < 2) {
            return -1;
        }
        // bytes before the marker are skipped, as decoders do (with a warning) for files real encoders left so
        while (reader.u8() != 0xFF) {
            if (reader.remaining() < 2) {
                return -1;
            }
        }
        int code = reader.u8();
        while (code == 0xFF) {
            if (reader.remaining() == 0) {
                return -1;
            }
            code = reader.u8();
        }
        return code;
    }

    /**
     * Skips a scan's entropy-coded data to the marker after it: a 0xFF byte followed by anything but a stuffed
     * zero or a restart marker. -1 when the file ends first (a cut-off file, which the decoder reports).
     */
    private static int afterEntropyCodedData(StructureReader reader) {
        while (reader.skipTo(0xFF)) {
            reader.u8();
            int code = 0xFF;
            while (code == 0xFF && reader.remaining() > 0) {
                code = reader.u8();
            }
            if (code != 0x00 && (code < 0xD0 || code > 0xD7) && code != 0xFF) {
                return code;
            }
        }
        return -1;
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        return bytes.length >= prefix.length && Arrays.equals(bytes, 0, prefix.length, prefix, 0, prefix.length);
    }
}
