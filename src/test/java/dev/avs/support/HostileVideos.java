package dev.avs.support;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.bytedeco.javacv.FFmpegFrameRecorder;
import org.bytedeco.javacv.Java2DFrameConverter;

/**
 * Videos crafted as an attacker would, from real clips encoded here: MP4 sample tables declaring tens of millions
 * of samples in 64 KB, more tracks than a clip has (each declaring a huge picture), WebM elements declaring
 * gigabytes, and the clips a selfie check must refuse before judging (too large, sound only, cut short with the
 * index in front) or read only in part (too long, timestamps that start late).
 */
public final class HostileVideos {

    private HostileVideos() {
    }

    private static byte[] mp4;

    /** A short genuine H.264 MP4 (index at its end, as a phone writes one), 256 x 256: encoded once, a copy each call. */
    public static synchronized byte[] mp4() {
        if (mp4 == null) {
            mp4 = SelfieClips.mp4(SelfieClips.handHeld(FaceImages.astronaut(), 10, 7).stream()
                    .map(frame -> scaled(frame, 256)).toList(), 10);
        }
        return mp4.clone();
    }

    /** The MP4 whose sample tables (stsz, stts, stsc) declare {@code samples} samples, as the 64 KB file. */
    public static byte[] mp4DeclaringSamples(long samples) {
        byte[] mp4 = mp4();
        ByteBuffer bytes = ByteBuffer.wrap(mp4);
        int stsz = Mp4Boxes.find(mp4, "moov", "trak", "mdia", "minf", "stbl", "stsz");
        bytes.putInt(stsz + 12, 1000);              // one size for every sample: no table needed
        bytes.putInt(stsz + 16, (int) samples);
        int stts = Mp4Boxes.find(mp4, "moov", "trak", "mdia", "minf", "stbl", "stts");
        bytes.putInt(stts + 12, 1);
        bytes.putInt(stts + 16, (int) samples);
        int stsc = Mp4Boxes.find(mp4, "moov", "trak", "mdia", "minf", "stbl", "stsc");
        bytes.putInt(stsc + 12, 1);
        bytes.putInt(stsc + 16, 1);
        bytes.putInt(stsc + 20, (int) samples);
        return mp4;
    }

    /** The same sample-table bomb in a QuickTime file (its brand {@code qt}), as an iPhone's clip is sniffed. */
    public static byte[] movDeclaringSamples(long samples) {
        byte[] mov = mp4DeclaringSamples(samples);
        System.arraycopy("qt  ".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, mov,
                Mp4Boxes.find(mov, "ftyp") + 8, 4);
        return mov;
    }

    /** A fragmented MP4 (as Safari and DASH write one) whose first fragment's run declares {@code samples}. */
    public static byte[] fragmentedDeclaring(long samples) {
        byte[] mp4 = fragmented();
        int trun = Mp4Boxes.find(mp4, "moof", "traf", "trun");
        ByteBuffer.wrap(mp4).putInt(trun + 12, (int) samples);
        return mp4;
    }

    /** A genuine fragmented MP4 (H.264), one fragment a key frame. */
    public static byte[] fragmented() {
        List<BufferedImage> frames = SelfieClips.handHeld(FaceImages.astronaut(), 10, 9).stream()
                .map(frame -> scaled(frame, 256)).toList();
        return record("mp4", "libopenh264", 256, 256, 0, recorder -> {
            try (Java2DFrameConverter converter = new Java2DFrameConverter()) {
                for (BufferedImage frame : frames) {
                    recorder.record(converter.convert(frame));
                }
            }
        }, "movflags", "frag_keyframe+empty_moov");
    }

    /**
     * A genuine WebM whose frames after the first few are overwritten with noise inside their blocks: every element
     * whole (its walk and a first look find nothing wrong), but its pictures do not decode.
     */
    public static byte[] webmDamagedInside() {
        byte[] webm = SelfieClips.webm(SelfieClips.handHeld(FaceImages.astronaut(), 20, 4).stream()
                .map(frame -> scaled(frame, 256)).toList(), 10);
        java.util.Random noise = new java.util.Random(11);
        List<int[]> frames = Ebml.framesOf(webm);
        for (int[] frame : frames.subList(3, frames.size())) {
            for (int i = frame[0]; i < frame[1]; i++) {
                webm[i] = (byte) noise.nextInt();
            }
        }
        return webm;
    }

    /** The MP4 with its one track repeated until it has {@code tracks}, each declaring a {@code side}-square picture. */
    public static byte[] mp4WithTracks(int tracks, int side) {
        byte[] mp4 = mp4();
        int trak = Mp4Boxes.find(mp4, "moov", "trak");
        int trakSize = ByteBuffer.wrap(mp4).getInt(trak);
        byte[] track = Arrays.copyOfRange(mp4, trak, trak + trakSize);
        ByteBuffer t = ByteBuffer.wrap(track);
        int tkhd = Mp4Boxes.find(track, "trak", "tkhd");
        int version = track[tkhd + 8];
        int sizeAt = tkhd + (version == 1 ? 96 : 84);
        t.putInt(sizeAt, side << 16);
        t.putInt(sizeAt + 4, side << 16);
        int avc1 = Mp4Boxes.find(track, "trak", "mdia", "minf", "stbl", "stsd") + 16;
        t.putShort(avc1 + 32, (short) side);
        t.putShort(avc1 + 34, (short) side);
        ByteArrayOutputStream more = new ByteArrayOutputStream();
        for (int i = 1; i < tracks; i++) {
            byte[] copy = track.clone();
            ByteBuffer.wrap(copy).putInt(tkhd + (version == 1 ? 28 : 20), i + 1);
            more.writeBytes(copy);
        }
        return Mp4Boxes.appendToBox(mp4, Mp4Boxes.find(mp4, "moov"), more.toByteArray());
    }

    /** The MP4 with its index moved in front of its data (faststart), then cut at {@code fraction} of its length. */
    public static byte[] mp4IndexFirstCut(byte[] mp4, double fraction) {
        byte[] faststart = Mp4Boxes.faststart(mp4);
        return Arrays.copyOf(faststart, (int) (faststart.length * fraction));
    }

    /** A WebM of {@code seconds} seconds at two frames a second, 64 x 64. */
    public static byte[] webmLasting(int seconds) {
        return SelfieClips.webm(Collections.nCopies(seconds * 2, new BufferedImage(64, 64,
                BufferedImage.TYPE_3BYTE_BGR)), 2);
    }

    /** A WebM whose two frames are {@code side} pixels square. */
    public static byte[] webmOfSide(int side) {
        return SelfieClips.webm(Collections.nCopies(2, new BufferedImage(side, side, BufferedImage.TYPE_3BYTE_BGR)),
                2);
    }

    /** A three-second WebM whose timestamps start at {@code startSeconds}. */
    public static byte[] webmStartingAt(long startSeconds) {
        List<BufferedImage> frames = SelfieClips.handHeld(FaceImages.astronaut(), 30, 3).stream()
                .map(frame -> scaled(frame, 256)).toList();
        return record("webm", "libvpx", 256, 256, 0, recorder -> {
            try (Java2DFrameConverter converter = new Java2DFrameConverter()) {
                for (int i = 0; i < frames.size(); i++) {
                    recorder.setTimestamp((startSeconds * 1_000_000L) + i * 100_000L);
                    recorder.record(converter.convert(frames.get(i)));
                }
            }
        });
    }

    /** A WebM with sound only (Opus), three seconds of a tone. */
    public static byte[] webmSoundOnly() {
        return record("webm", null, 0, 0, 1, recorder -> {
            short[] tone = new short[48_000 * 3];
            for (int i = 0; i < tone.length; i++) {
                tone[i] = (short) (8000 * Math.sin(i * 2 * Math.PI * 440 / 48_000));
            }
            recorder.recordSamples(48_000, 1, java.nio.ShortBuffer.wrap(tone));
        });
    }

    /** A genuine WebM with its first frame's block declaring {@code size} bytes (a binary element FFmpeg allocates). */
    public static byte[] webmBlockDeclaring(long size) {
        return Ebml.withSize(SelfieClips.webm(SelfieClips.handHeld(FaceImages.astronaut(), 6, 5).stream()
                .map(frame -> scaled(frame, 128)).toList(), 10), 0xA3L, size);
    }

    /** A genuine WebM with its first cluster declaring {@code size} bytes. */
    public static byte[] webmClusterDeclaring(long size) {
        return Ebml.withSize(SelfieClips.webm(SelfieClips.handHeld(FaceImages.astronaut(), 6, 5).stream()
                .map(frame -> scaled(frame, 128)).toList(), 10), 0x1F43B675L, size);
    }

    /** A genuine AVI in Motion JPEG (as OpenCV's VideoWriter stores a webcam's MJPG), 128 x 128. */
    public static byte[] avi() {
        return SelfieClips.encode(SelfieClips.handHeld(FaceImages.astronaut(), 10, 8).stream()
                .map(frame -> scaled(frame, 128)).toList(), 10, "avi", "mjpeg");
    }

    /** A genuine AVI whose stream header declares {@code frames} frames. */
    public static byte[] aviDeclaringFrames(long frames) {
        byte[] avi = avi();
        // the stream header's length: after its id and size, type, handler, flags, priority and language,
        // initial frames, scale, rate and start
        return Riff.with(avi, Riff.find(avi, "strh") + 8 + 32, frames);
    }

    /**
     * A genuine AVI with an OpenDML super index saying {@code entries} entries are in use: written where the muxer
     * reserved its room (the stream list's first JUNK chunk), four longs an entry.
     */
    public static byte[] aviIndexDeclaring(long entries) {
        byte[] avi = avi();
        int junk = Riff.find(avi, "JUNK");
        System.arraycopy("indx".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, avi, junk, 4);
        return Riff.with(Riff.with(avi, junk + 8, 4), junk + 8 + 4, entries);
    }

    /** A genuine AVI whose stream format chunk (the codec's data, which FFmpeg allocates) declares {@code size}. */
    public static byte[] aviFormatDeclaring(long size) {
        byte[] avi = avi();
        return Riff.with(avi, Riff.find(avi, "strf") + 4, size);
    }

    @FunctionalInterface
    private interface Recording {
        void record(FFmpegFrameRecorder recorder) throws Exception;
    }

    private static byte[] record(String format, String videoCodec, int width, int height, int audioChannels,
                                 Recording recording, String... options) {
        try {
            Path file = Files.createTempFile("avs-hostile", "." + format);
            try (FFmpegFrameRecorder recorder = new FFmpegFrameRecorder(file.toFile(), width, height, audioChannels)) {
                recorder.setFormat(format);
                for (int i = 0; i + 1 < options.length; i += 2) {
                    recorder.setOption(options[i], options[i + 1]);
                }
                if (videoCodec != null) {
                    recorder.setVideoCodecName(videoCodec);
                    recorder.setFrameRate(10);
                    recorder.setVideoBitrate(500_000);
                    SelfieClips.fixedSpeed(recorder, videoCodec);
                }
                if (audioChannels > 0) {
                    recorder.setAudioCodecName("libopus");
                    recorder.setSampleRate(48_000);
                }
                recorder.start();
                recording.record(recorder);
                recorder.stop();
            }
            byte[] bytes = Files.readAllBytes(file);
            Files.delete(file);
            return bytes;
        } catch (Exception e) {
            throw new IllegalStateException("Could not record the crafted video", e);
        }
    }

    private static BufferedImage scaled(BufferedImage image, int side) {
        BufferedImage out = new BufferedImage(side, side, BufferedImage.TYPE_3BYTE_BGR);
        var g = out.createGraphics();
        g.drawImage(image, 0, 0, side, side, null);
        g.dispose();
        return out;
    }
}
