package dev.avs.file;

import java.util.regex.Pattern;

/** Client-supplied file names made safe to keep and show: no folders, no control characters, at most 255. */
final class FileNames {

    static final int MAX_LENGTH = 255;
    /** Control and format characters (including bidirectional overrides that disguise an extension). */
    private static final Pattern UNSAFE = Pattern.compile("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]");
    private static final int MAX_EXTENSION = 16;

    private FileNames() {
    }

    /** The sanitised name; empty when nothing usable remains (the caller treats that as no name). */
    static String sanitise(String raw) {
        if (raw == null) {
            return "";
        }
        String name = UNSAFE.matcher(raw).replaceAll("");
        name = name.substring(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1).strip();
        if (name.equals(".") || name.equals("..")) {
            return "";
        }
        return truncate(name);
    }

    /** Cuts a long name to the limit in code points, keeping a short extension so the name stays recognisable. */
    private static String truncate(String name) {
        int length = name.codePointCount(0, name.length());
        if (length <= MAX_LENGTH) {
            return name;
        }
        int dot = name.lastIndexOf('.');
        String extension = dot > 0 && name.length() - dot <= MAX_EXTENSION ? name.substring(dot) : "";
        String base = extension.isEmpty() ? name : name.substring(0, dot);
        int keep = MAX_LENGTH - extension.codePointCount(0, extension.length());
        return base.substring(0, base.offsetByCodePoints(0, keep)).strip() + extension;
    }
}
