package dev.avs.document;

/**
 * An image editor named in a file's metadata.
 *
 * @param editor the editor's canonical name ({@code Adobe Photoshop}, {@code GIMP}…)
 * @param source where it was found: {@code EXIF Software}, {@code XMP CreatorTool}, {@code XMP history},
 *               {@code PNG text}, {@code JPEG comment}
 * @param value  the metadata value as written (at most 200 characters)
 */
public record EditorTrace(String editor, String source, String value) {
}
