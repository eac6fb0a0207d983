package dev.avs.image;

import java.util.Set;

/**
 * A WebM (Matroska) walked element by element for {@link VideoStructure}: every element's declared size within its
 * parent (FFmpeg allocates a binary element's declared size before it reads it: a few bytes claiming gigabytes
 * cost gigabytes), at most {@value VideoStructure#MAX_TRACKS} tracks, no compressed tracks (zlib frames inflate to
 * any size; browsers never write them), nesting at most {@value VideoStructure#MAX_DEPTH} deep. Only a segment and
 * its clusters may leave their size unknown, as a browser recording live does.
 */
final class MatroskaStructure {

    private static final long EBML = 0x1A45DFA3L;
    private static final long SEGMENT = 0x18538067L;
    private static final long CLUSTER = 0x1F43B675L;
    private static final long TRACK_ENTRY = 0xAEL;
    private static final long CONTENT_ENCODINGS = 0x6D80L;
    /** Elements whose children are elements, on the way to every size FFmpeg reads. */
    private static final Set<Long> MASTERS = Set.of(SEGMENT, CLUSTER, 0x114D9B74L /* SeekHead */, 0x4DBBL /* Seek */,
            0x1549A966L /* Info */, 0x1654AE6BL /* Tracks */, TRACK_ENTRY, 0xE0L /* Video */, 0xE1L /* Audio */,
            0x1C53BB6BL /* Cues */, 0xBBL /* CuePoint */, 0xB7L /* CueTrackPositions */, 0xA0L /* BlockGroup */,
            0x1254C367L /* Tags */, 0x7373L /* Tag */, 0x67C8L /* SimpleTag */, 0x63C0L /* Targets */,
            0x1043A770L /* Chapters */, 0x45B9L /* EditionEntry */, 0xB6L /* ChapterAtom */,
            0x1941A469L /* Attachments */, 0x61A7L /* AttachedFile */);
    /** What may follow an unknown-size cluster: the segment's own children. */
    private static final Set<Long> SEGMENT_CHILDREN = Set.of(CLUSTER, 0x114D9B74L, 0x1549A966L, 0x1654AE6BL,
            0x1C53BB6BL, 0x1254C367L, 0x1043A770L, 0x1941A469L);

    private final StructureReader reader;
    private int tracks;
    /** An element read by an unknown-size cluster that belongs to its parent: handed back, since reading is forward. */
    private long pendingId = -1;
    private long pendingSize;

    MatroskaStructure(StructureReader reader) {
        this.reader = reader;
    }

    void walk() {
        long id = id();
        if (id != EBML) {
            throw new ImageStructure.Malformed("not an EBML file");
        }
        long size = size();
        VideoStructure.within(size, reader.remaining(), reader.remaining(), "a header");
        reader.skip(size);
        children(reader.remaining(), 0, false);
    }

    /** The children of an element of {@code length} bytes ({@code open}: of unknown size, ended by a sibling). */
    private void children(long length, int depth, boolean open) {
        VideoStructure.nested(depth, "elements");
        long end = reader.position() + length;
        while (reader.position() < end || pendingId >= 0) {
            long id;
            long size;
            if (pendingId >= 0) {
                id = pendingId;
                size = pendingSize;
                pendingId = -1;
            } else {
                id = id();
                size = size();
            }
            if (open && SEGMENT_CHILDREN.contains(id)) {
                // the unknown-size cluster ended where its segment's next child begins
                pendingId = id;
                pendingSize = size;
                return;
            }
            if (id == CONTENT_ENCODINGS) {
                throw new VideoStructure.Refused("The video's frames are compressed a second time (Matroska content "
                        + "encoding); AVS reads clips as browsers and phones record them", true);
            }
            if (id == TRACK_ENTRY && ++tracks > VideoStructure.MAX_TRACKS) {
                throw new VideoStructure.Refused("The video has more than " + VideoStructure.MAX_TRACKS
                        + " tracks; a selfie clip has a picture, perhaps sound and a few of metadata");
            }
            boolean unknown = size < 0;
            if (unknown && id != SEGMENT && id != CLUSTER) {
                throw new ImageStructure.Malformed("an element of unknown size");
            }
            long left = end - reader.position();
            long inside = unknown ? left : size;
            VideoStructure.within(inside, left, reader.remaining(), "an element");
            if (MASTERS.contains(id)) {
                children(inside, depth + 1, unknown && id == CLUSTER);
            } else {
                reader.skip(inside);
            }
        }
    }

    /** An element id: 1 to 4 bytes, its length marker kept. */
    private long id() {
        int first = reader.u8();
        int length = Integer.numberOfLeadingZeros(first) - 23;
        if (first == 0 || length > 4) {
            throw new ImageStructure.Malformed("an element id is not valid");
        }
        long id = first;
        for (int i = 1; i < length; i++) {
            id = id << 8 | reader.u8();
        }
        return id;
    }

    /** An element size: 1 to 8 bytes, its length marker removed; -1 when every value bit is set (unknown). */
    private long size() {
        int first = reader.u8();
        int length = Integer.numberOfLeadingZeros(first) - 23;
        if (first == 0 || length > 8) {
            throw new ImageStructure.Malformed("an element size is not valid");
        }
        long value = first & (0xFF >> length);
        boolean allOnes = value == (0xFF >> length);
        for (int i = 1; i < length; i++) {
            int b = reader.u8();
            allOnes &= b == 0xFF;
            value = value << 8 | b;
        }
        return allOnes ? -1 : value;
    }
}
