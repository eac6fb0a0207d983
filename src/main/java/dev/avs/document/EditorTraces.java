package dev.avs.document;

import com.drew.imaging.ImageMetadataReader;
import com.drew.lang.KeyValuePair;
import com.drew.metadata.Directory;
import com.drew.metadata.Metadata;
import com.drew.metadata.exif.ExifIFD0Directory;
import com.drew.metadata.jpeg.JpegCommentDirectory;
import com.drew.metadata.png.PngDirectory;
import com.drew.metadata.xmp.XmpDirectory;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Image editors named in the metadata: EXIF Software, XMP CreatorTool and history (softwareAgent), PNG text
 * chunks and JPEG comments. Camera and phone firmware names are not editors and are not reported.
 */
final class EditorTraces {

    private record Editor(String name, Pattern pattern) {
    }

    private static final int MAX_VALUE_LENGTH = 200;
    /** Not the XMP or profile chunks: their namespace URIs name Photoshop on files no editor touched. */
    private static final Set<String> PNG_TEXT_KEYS = Set.of("Software", "Comment", "Source", "Description");

    /** First match wins, so Lightroom (also named "Adobe Photoshop Lightroom") comes before Photoshop. */
    private static final List<Editor> EDITORS = List.of(
            editor("Adobe Lightroom", "lightroom"),
            editor("Adobe Photoshop", "photoshop"),
            editor("GIMP", "\\bgimp\\b"),
            editor("Affinity Photo", "\\baffinity\\b"),
            editor("Pixelmator", "pixelmator"),
            editor("Paint.NET", "paint\\.net"),
            editor("Canva", "\\bcanva\\b"),
            editor("Snapseed", "snapseed"),
            editor("PicsArt", "picsart"),
            editor("Photopea", "photopea"),
            editor("Pixlr", "\\bpixlr\\b"),
            editor("Krita", "\\bkrita\\b"),
            editor("Corel", "\\bcorel|paintshop"),
            editor("Luminar", "\\bluminar\\b"),
            editor("Capture One", "capture\\s*one"),
            editor("PhotoScape", "photoscape"),
            editor("PhotoDirector", "photodirector"),
            editor("Fotor", "\\bfotor\\b"),
            editor("Facetune", "facetune"),
            editor("Meitu", "\\bmeitu\\b"),
            editor("Polarr", "\\bpolarr\\b"),
            editor("VSCO", "\\bvsco\\b"));

    private EditorTraces() {
    }

    static List<EditorTrace> find(byte[] content) {
        Metadata metadata;
        try {
            metadata = ImageMetadataReader.readMetadata(new ByteArrayInputStream(content), content.length);
        } catch (Exception | StackOverflowError e) {
            // Metadata that cannot be read names no editor; decodability is judged separately.
            return List.of();
        }
        Set<EditorTrace> traces = new LinkedHashSet<>();
        for (Directory directory : metadata.getDirectories()) {
            switch (directory) {
                case ExifIFD0Directory exif ->
                        add(traces, "EXIF Software", exif.getString(ExifIFD0Directory.TAG_SOFTWARE));
                case XmpDirectory xmp -> {
                    for (Map.Entry<String, String> property : xmp.getXmpProperties().entrySet()) {
                        String key = property.getKey();
                        if (key.endsWith("CreatorTool")) {
                            add(traces, "XMP CreatorTool", property.getValue());
                        } else if (key.endsWith("softwareAgent")) {
                            add(traces, "XMP history", property.getValue());
                        }
                    }
                }
                case PngDirectory png when png.getObject(PngDirectory.TAG_TEXTUAL_DATA) instanceof List<?> texts -> {
                    for (Object text : texts) {
                        if (text instanceof KeyValuePair pair && pair.getValue() != null
                                && PNG_TEXT_KEYS.contains(pair.getKey())) {
                            add(traces, "PNG text", pair.getKey() + ": " + pair.getValue());
                        }
                    }
                }
                case JpegCommentDirectory comment ->
                        add(traces, "JPEG comment", comment.getString(JpegCommentDirectory.TAG_COMMENT));
                default -> {
                }
            }
        }
        return new ArrayList<>(traces);
    }

    private static void add(Set<EditorTrace> traces, String source, String value) {
        if (value == null || value.isBlank()) {
            return;
        }
        for (Editor editor : EDITORS) {
            if (editor.pattern().matcher(value).find()) {
                String shown = value.strip();
                traces.add(new EditorTrace(editor.name(), source,
                        shown.length() > MAX_VALUE_LENGTH ? shown.substring(0, MAX_VALUE_LENGTH) : shown));
                return;
            }
        }
    }

    private static Editor editor(String name, String regex) {
        return new Editor(name, Pattern.compile(regex, Pattern.CASE_INSENSITIVE));
    }
}
