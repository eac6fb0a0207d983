package dev.avs.image;

import java.util.Set;

/**
 * An MP4 (ISO base media file, QuickTime) walked box by box for {@link VideoStructure}: every box within its parent,
 * at most {@value VideoStructure#MAX_TRACKS} tracks, and the sample tables' counts (what FFmpeg builds its index
 * from, one entry per sample whatever the table's own size) within a clip's; every table's entries within its box.
 */
final class Mp4Structure {

    /** Boxes holding boxes on the way to the sample tables and fragments. */
    private static final Set<String> CONTAINERS = Set.of("moov", "trak", "mdia", "minf", "stbl", "edts", "mvex",
            "moof", "traf");

    private final StructureReader reader;
    private int tracks;
    private long samples;
    /** The sample-to-chunk table's running total and its last run, finished when the chunk count is known. */
    private long chunkSamples;
    private long lastFirstChunk;
    private long lastSamplesPerChunk;
    private long chunks;

    Mp4Structure(StructureReader reader) {
        this.reader = reader;
    }

    void walk() {
        boxes(reader.remaining(), 0);
    }

    private void boxes(long length, int depth) {
        VideoStructure.nested(depth, "boxes");
        long end = reader.position() + length;
        while (end - reader.position() >= 8) {
            long start = reader.position();
            long size = reader.u32be();
            String type = reader.ascii(4);
            if (size == 1) {
                size = reader.u32be() << 32 | reader.u32be();
            } else if (size == 0) {
                size = end - start;
            }
            long header = reader.position() - start;
            if (size < header) {
                throw new ImageStructure.Malformed("a box is shorter than its header");
            }
            long payload = size - header;
            VideoStructure.within(payload, end - reader.position(), reader.remaining(), "a '" + type + "' box");
            if (CONTAINERS.contains(type)) {
                if (type.equals("trak") && ++tracks > VideoStructure.MAX_TRACKS) {
                    throw new VideoStructure.Refused("The video has more than " + VideoStructure.MAX_TRACKS
                            + " tracks; a selfie clip has a picture, perhaps sound and a few of metadata");
                }
                if (type.equals("stbl")) {
                    chunkSamples = 0;
                    lastFirstChunk = 0;
                    chunks = 0;
                }
                boxes(payload, depth + 1);
                if (type.equals("stbl")) {
                    finishChunks();
                }
            } else {
                table(type, payload);
            }
            reader.skip(start + size - reader.position());
        }
    }

    /** A sample table's counts; other boxes are skipped. */
    private void table(String type, long payload) {
        switch (type) {
            case "stsz" -> {
                fits(payload, 12, 0, 0, type);
                reader.u32be();
                long sampleSize = reader.u32be();
                long count = reader.u32be();
                fits(payload, 12, count, sampleSize == 0 ? 4 : 0, type);
                track(count);
            }
            case "stz2" -> {
                fits(payload, 12, 0, 0, type);
                reader.u32be();
                int fieldBits = (int) (reader.u32be() & 0xFF);
                long count = reader.u32be();
                fits(payload, 12, (count * Math.max(fieldBits, 4) + 7) / 8, 1, type);
                track(count);
            }
            case "stts", "ctts" -> {
                long entries = entries(payload, 8, type);
                long total = 0;
                for (long i = 0; i < entries; i++) {
                    total += reader.u32be();
                    reader.u32be();
                    VideoStructure.samples(total, VideoStructure.MAX_TRACK_SAMPLES, "samples in one track");
                }
            }
            case "stsc" -> {
                long entries = entries(payload, 12, type);
                for (long i = 0; i < entries; i++) {
                    long firstChunk = reader.u32be();
                    long perChunk = reader.u32be();
                    reader.u32be();
                    if (lastFirstChunk > 0 && firstChunk > lastFirstChunk) {
                        chunkSamples += (firstChunk - lastFirstChunk) * lastSamplesPerChunk;
                        VideoStructure.samples(chunkSamples, VideoStructure.MAX_TRACK_SAMPLES, "samples in one track");
                    }
                    lastFirstChunk = firstChunk;
                    lastSamplesPerChunk = perChunk;
                }
            }
            case "stco" -> chunks = entries(payload, 4, type);
            case "co64" -> chunks = entries(payload, 8, type);
            case "stss", "stps" -> entries(payload, 4, type);
            case "elst" -> {
                fits(payload, 8, 0, 0, type);
                int version = reader.u8();
                reader.skip(3);
                fits(payload, 8, reader.u32be(), version == 1 ? 20 : 12, type);
            }
            case "sbgp" -> {
                fits(payload, 12, 0, 0, type);
                int version = reader.u8();
                reader.skip(version == 1 ? 11 : 7);    // flags, grouping type (and its parameter)
                fits(payload, version == 1 ? 16 : 12, reader.u32be(), 8, type);
            }
            case "stsd" -> {
                long entries = entries(payload, 8, type);
                if (entries > VideoStructure.MAX_TRACKS) {
                    throw new VideoStructure.Refused("The video describes " + entries + " kinds of sample in one "
                            + "track; a clip has one");
                }
            }
            case "trun" -> {
                fits(payload, 8, 0, 0, type);
                reader.u8();
                int flags = reader.u8() << 16 | reader.u8() << 8 | reader.u8();
                long count = reader.u32be();
                int perSample = Integer.bitCount(flags & 0xF00) * 4;
                long fixed = 8 + ((flags & 0x1) != 0 ? 4 : 0) + ((flags & 0x4) != 0 ? 4 : 0);
                fits(payload, fixed, count, perSample, type);
                track(count);
            }
            default -> {
                // not a table FFmpeg sizes anything by
            }
        }
    }

    /** A full box's entry count (after its version and flags), each {@code entrySize} bytes, within the box. */
    private long entries(long payload, int entrySize, String type) {
        fits(payload, 8, 0, 0, type);
        reader.u32be();
        long count = reader.u32be();
        fits(payload, 8, count, entrySize, type);
        return count;
    }

    private static void fits(long payload, long fixed, long count, long entrySize, String type) {
        if (payload < fixed || count > (payload - fixed) / Math.max(1, entrySize) && entrySize > 0) {
            throw new VideoStructure.Refused("The video's '" + type + "' table declares " + count
                    + " entries that its box does not hold");
        }
    }

    private void track(long count) {
        VideoStructure.samples(count, VideoStructure.MAX_TRACK_SAMPLES, "samples in one track");
        samples += count;
        VideoStructure.samples(samples, VideoStructure.MAX_SAMPLES, "samples in all");
    }

    private void finishChunks() {
        if (lastFirstChunk > 0 && chunks >= lastFirstChunk) {
            chunkSamples += (chunks - lastFirstChunk + 1) * lastSamplesPerChunk;
        }
        VideoStructure.samples(chunkSamples, VideoStructure.MAX_TRACK_SAMPLES, "samples in one track");
    }
}
