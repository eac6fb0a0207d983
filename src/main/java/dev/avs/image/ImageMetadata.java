package dev.avs.image;

import com.drew.metadata.Metadata;
import com.drew.metadata.xmp.XmpDirectory;
import com.drew.metadata.xmp.XmpReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The metadata of an image that the service reads: the EXIF orientation, and the texts that can name the software
 * a photo went through (EXIF Software, XMP CreatorTool and history, PNG text chunks, JPEG comments). Read by
 * {@link ImageStructure} from bounded copies of the segments; XMP packets are parsed by metadata-extractor's
 * XmpReader (Adobe XMPCore) only once their size is known.
 *
 * @param orientation the EXIF orientation tag, 1 (upright) when there is none
 * @param texts       each text with where it was found ({@code source}) and its key
 */
public record ImageMetadata(int orientation, List<Text> texts) {

    /** One text: {@code source} is where (e.g. {@code EXIF Software}), {@code key} its name there. */
    public record Text(String source, String key, String value) {
    }

    /** Longest text kept: names and comments, not documents. */
    static final int MAX_TEXT = 1000;

    public ImageMetadata {
        texts = List.copyOf(texts);
    }

    /** Collects what the structure walk finds. */
    static final class Builder {
        private int orientation = 1;
        private final List<Text> texts = new ArrayList<>();

        void exif(byte[] tiff, int offset) {
            TiffTags.Ifd0 ifd0 = TiffTags.ifd0(tiff, offset);
            if (ifd0.orientation() >= 1 && ifd0.orientation() <= 8 && orientation == 1) {
                orientation = ifd0.orientation();
            }
            if (ifd0.software() != null) {
                text("EXIF Software", "Software", ifd0.software());
            }
        }

        /** An XMP packet: the tools named in it (CreatorTool, and the history's softwareAgent entries). */
        void xmp(byte[] packet) {
            Metadata metadata = new Metadata();
            try {
                new XmpReader().extract(packet, metadata);
            } catch (RuntimeException unreadable) {
                return;
            }
            for (XmpDirectory xmp : metadata.getDirectoriesOfType(XmpDirectory.class)) {
                for (Map.Entry<String, String> property : xmp.getXmpProperties().entrySet()) {
                    String key = property.getKey();
                    if (key.endsWith("CreatorTool")) {
                        text("XMP CreatorTool", key, property.getValue());
                    } else if (key.endsWith("softwareAgent")) {
                        text("XMP history", key, property.getValue());
                    }
                }
            }
        }

        void text(String source, String key, String value) {
            if (value != null && !value.isBlank()) {
                String kept = value.length() > MAX_TEXT ? value.substring(0, MAX_TEXT) : value;
                texts.add(new Text(source, key, kept));
            }
        }

        void comment(byte[] bytes) {
            text("JPEG comment", "Comment", new String(bytes, StandardCharsets.UTF_8));
        }

        ImageMetadata build() {
            return new ImageMetadata(orientation, texts);
        }
    }
}
