package dev.avs.file;

import java.time.Instant;

/**
 * A stored file as other modules see it. {@code contentType} is the sniffed type; {@code width} and
 * {@code height} are null for PDFs and for images whose header could not be read (the document check reports
 * those as unreadable). {@code supersededBy} is the id of the copy that replaced a pinned file.
 */
public record FileMetadata(
        String fileId, String fileName, String contentType, long size, String sha256, Integer width, Integer height,
        boolean pinned, String supersededBy, Instant createdAt, Instant updatedAt, Long contentKey) {

    public boolean isImage() {
        return contentType.startsWith("image/");
    }

    /** A WebM, MP4 or AVI clip (a selfie video). */
    public boolean isVideo() {
        return contentType.startsWith("video/");
    }
}
