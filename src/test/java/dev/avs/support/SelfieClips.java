package dev.avs.support;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.bytedeco.javacv.FFmpegFrameRecorder;
import org.bytedeco.javacv.Java2DFrameConverter;

/**
 * Selfie clips made from the real portraits (FaceImages): a face held before a hand-held camera (a few pixels of
 * shake, a degree of roll, light and sensor noise changing frame to frame), and videos of frames encoded as a
 * browser or a phone would (WebM VP8, MP4 H.264) with FFmpeg.
 */
public final class SelfieClips {

    private SelfieClips() {
    }

    /** The portrait as a hand-held camera sees it over {@code count} frames. */
    public static List<BufferedImage> handHeld(BufferedImage portrait, int count, long seed) {
        Random random = new Random(seed);
        List<BufferedImage> frames = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            BufferedImage frame = new BufferedImage(portrait.getWidth(), portrait.getHeight(),
                    BufferedImage.TYPE_3BYTE_BGR);
            Graphics2D g = frame.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            AffineTransform shake = AffineTransform.getTranslateInstance(random.nextInt(9) - 4, random.nextInt(9) - 4);
            shake.rotate(Math.toRadians(random.nextDouble() * 4 - 2), portrait.getWidth() / 2.0,
                    portrait.getHeight() / 2.0);
            g.drawImage(portrait, shake, null);
            g.dispose();
            noise(frame, random);
            frames.add(frame);
        }
        return frames;
    }

    /** The same picture {@code count} times: a still shown to the camera, or one frame repeated. */
    public static List<BufferedImage> still(BufferedImage portrait, int count) {
        BufferedImage frame = new BufferedImage(portrait.getWidth(), portrait.getHeight(), BufferedImage.TYPE_3BYTE_BGR);
        Graphics2D g = frame.createGraphics();
        g.drawImage(portrait, 0, 0, null);
        g.dispose();
        List<BufferedImage> frames = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            frames.add(frame);
        }
        return frames;
    }

    private static void noise(BufferedImage frame, Random random) {
        int light = random.nextInt(11) - 5;
        for (int y = 0; y < frame.getHeight(); y++) {
            for (int x = 0; x < frame.getWidth(); x++) {
                int rgb = frame.getRGB(x, y);
                int n = light + (int) Math.round(random.nextGaussian() * 3);
                int r = clamp(((rgb >> 16) & 0xff) + n);
                int g = clamp(((rgb >> 8) & 0xff) + n);
                int b = clamp((rgb & 0xff) + n);
                frame.setRGB(x, y, r << 16 | g << 8 | b);
            }
        }
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }

    /** A WebM (VP8) of the frames, as a browser's MediaRecorder records one. */
    public static byte[] webm(List<BufferedImage> frames, int fps) {
        return encode(frames, fps, "webm", "libvpx");
    }

    /** An MP4 (H.264) of the frames, as a phone records one. */
    public static byte[] mp4(List<BufferedImage> frames, int fps) {
        return encode(frames, fps, "mp4", "libopenh264");
    }

    private static byte[] encode(List<BufferedImage> frames, int fps, String format, String codec) {
        try {
            Path file = Files.createTempFile("avs-clip", "." + format);
            try (FFmpegFrameRecorder recorder = new FFmpegFrameRecorder(file.toFile(), frames.getFirst().getWidth(),
                    frames.getFirst().getHeight());
                 Java2DFrameConverter converter = new Java2DFrameConverter()) {
                recorder.setFormat(format);
                recorder.setVideoCodecName(codec);
                recorder.setFrameRate(fps);
                recorder.setVideoBitrate(1_000_000);
                recorder.start();
                for (BufferedImage frame : frames) {
                    recorder.record(converter.convert(frame));
                }
                recorder.stop();
            }
            byte[] bytes = Files.readAllBytes(file);
            Files.delete(file);
            return bytes;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
