package dev.avs.document;

import dev.avs.image.ImageMetadata;
import dev.avs.image.ImageStructure;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Image editors named in the metadata: EXIF Software, XMP CreatorTool and history (softwareAgent), PNG text
 * chunks and JPEG comments, as {@link ImageStructure} read them within its bounds. Camera and phone firmware names
 * are not editors and are not reported.
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
        return find(ImageStructure.of(content));
    }

    static List<EditorTrace> find(ImageStructure.Verdict verdict) {
        if (!verdict.sound()) {
            // metadata that cannot be read names no editor; decodability is judged separately
            return List.of();
        }
        Set<EditorTrace> traces = new LinkedHashSet<>();
        for (ImageMetadata.Text text : verdict.facts().metadata().texts()) {
            if (!text.source().equals("PNG text")) {
                add(traces, text.source(), text.value());
            } else if (PNG_TEXT_KEYS.contains(text.key())) {
                add(traces, "PNG text", text.key() + ": " + text.value());
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
