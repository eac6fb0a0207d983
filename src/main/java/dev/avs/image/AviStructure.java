package dev.avs.image;

import java.util.Set;

/**
 * An AVI (RIFF, with OpenDML's extensions) walked chunk by chunk for {@link VideoStructure}: every chunk within its
 * list, at most {@value VideoStructure#MAX_TRACKS} streams, the frame counts the headers declare, the packets and
 * the indexes' entries within a clip's, and every index's entries within its chunk. FFmpeg's AVI demuxer allocates a
 * stream's name, tags and codec data by the size their chunk claims before reading them, follows an OpenDML index's
 * entry count through the file, and indexes every packet of a file without an index: each checked here first. The
 * packets' data is skipped, not read.
 */
final class AviStructure {

    /** Lists holding chunks: the headers, a stream's, OpenDML's, the tags, the packets (grouped or not). */
    private static final Set<String> LISTS = Set.of("hdrl", "strl", "odml", "INFO", "movi", "rec ");

    private final StructureReader reader;
    private int streams;
    private long entries;
    private long packets;

    AviStructure(StructureReader reader) {
        this.reader = reader;
    }

    void walk() {
        if (reader.remaining() < 12) {
            throw new ImageStructure.Malformed("an AVI is shorter than its header");
        }
        chunks(reader.remaining(), 0);
    }

    private void chunks(long length, int depth) {
        VideoStructure.nested(depth, "lists");
        long end = reader.position() + length;
        while (end - reader.position() >= 8) {
            String id = reader.ascii(4);
            long size = reader.u32le();
            long start = reader.position();
            VideoStructure.within(size, end - start, reader.remaining(), "a '" + id + "' chunk");
            if (id.equals("RIFF") || id.equals("LIST")) {
                list(id, size, depth);
            } else {
                chunk(id, size);
            }
            reader.skip(start + size - reader.position());
            // chunks start on even offsets; a writer may leave the last one's pad byte out
            if (size % 2 == 1 && end - reader.position() >= 1) {
                reader.skip(1);
            }
        }
    }

    private void list(String id, long size, int depth) {
        if (size < 4) {
            throw new ImageStructure.Malformed("a list is shorter than its type");
        }
        String type = reader.ascii(4);
        if (id.equals("RIFF") && !type.equals("AVI ") && !type.equals("AVIX")) {
            throw new VideoStructure.Refused("The file is a RIFF '" + type.strip() + "' file, not an AVI video",
                    true);
        }
        if (type.equals("strl") && ++streams > VideoStructure.MAX_TRACKS) {
            throw new VideoStructure.Refused("The video has more than " + VideoStructure.MAX_TRACKS
                    + " streams; a selfie clip has a picture, perhaps sound and a few of metadata");
        }
        if (id.equals("RIFF") || LISTS.contains(type)) {
            chunks(size - 4, depth + 1);
        }
    }

    /** A header's or index's counts; a packet (its data skipped); other chunks skipped. */
    private void chunk(String id, long size) {
        switch (id) {
            case "avih" -> {
                header(size, 20);
                reader.skip(16);        // time per frame, data rate, padding, flags
                frames(reader.u32le());
            }
            case "strh" -> {
                header(size, 36);
                reader.skip(32);        // type, handler, flags, priority, language, initial frames, scale, rate, start
                frames(reader.u32le());
            }
            case "idx1" -> index(size / 16);
            case "indx" -> odmlIndex(size, id);
            default -> {
                if (id.startsWith("ix")) {
                    odmlIndex(size, id);       // a stream's standard index, among its packets
                } else if (Character.isDigit(id.charAt(0)) && Character.isDigit(id.charAt(1))) {
                    // a packet of stream NN: the demuxer indexes each one of a file that has no index
                    packets++;
                    VideoStructure.samples(packets, VideoStructure.MAX_SAMPLES, "packets");
                }
            }
        }
    }

    /**
     * OpenDML's index (a super index of a stream's indexes, or one of them): two bytes the longs an entry takes, its
     * subtype and type, the entries in use, then 16 bytes more before the entries.
     */
    private void odmlIndex(long size, String id) {
        header(size, 24);
        int longsPerEntry = reader.u16le();
        reader.u8();
        reader.u8();
        long inUse = reader.u32le();
        fits(size, 24, inUse, Math.max(1, longsPerEntry) * 4L, id);
        index(inUse);
    }

    private static void header(long size, long fields) {
        if (size < fields) {
            throw new ImageStructure.Malformed("a header is shorter than its fields");
        }
    }

    private static void frames(long count) {
        VideoStructure.samples(count, VideoStructure.MAX_TRACK_SAMPLES, "frames in one stream");
    }

    private void index(long count) {
        entries += count;
        VideoStructure.samples(entries, VideoStructure.MAX_SAMPLES, "index entries in all");
    }

    private static void fits(long size, long fixed, long count, long entrySize, String id) {
        if (count > (size - fixed) / entrySize) {
            throw new VideoStructure.Refused("The video's '" + id + "' chunk declares " + count
                    + " entries that it does not hold");
        }
    }
}
