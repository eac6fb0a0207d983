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

    /** The sensor's noise, the same on the three channels; on the frame's BGR bytes (a pixel at a time is slow). */
    private static void noise(BufferedImage frame, Random random) {
        if (frame.getType() != BufferedImage.TYPE_3BYTE_BGR) {
            throw new IllegalArgumentException("noise is added to 3-byte BGR frames");
        }
        int light = random.nextInt(11) - 5;
        byte[] bgr = ((java.awt.image.DataBufferByte) frame.getRaster().getDataBuffer()).getData();
        for (int i = 0; i < bgr.length; i += 3) {
            int n = light + (int) Math.round(random.nextGaussian() * 3);
            for (int c = i; c < i + 3; c++) {
                bgr[c] = (byte) clamp((bgr[c] & 0xff) + n);
            }
        }
    }

    private static int clamp(int v) {
        return Math.max(0, Math.min(255, v));
    }

    /**
     * A head turning, made from the portrait for the camera of a browser test (no openly licensed footage of a head
     * turning was found): a 640 x 480 frame around the face, which looks at the camera, turns (the face's inner
     * features shift sideways while its outline stays, which is how a turn moves the landmarks), holds, and comes
     * back; with a hand-held camera's shake and noise. {@code turn} is the shift in face widths: positive turns the
     * nose towards the image's right (the person's own left), 0 keeps the face still but for the shake.
     *
     * @param face the face's box in the portrait's pixels
     */
    public static List<BufferedImage> turning(BufferedImage portrait, java.awt.Rectangle face, double turn, int fps,
                                              long seed) {
        double side = face.width * 2.6;
        double scale = 480 / side;
        double left = face.getCenterX() - side / 2;
        double top = face.getCenterY() - side / 2;
        // the face's box in the frame
        double fx = 80 + (face.x - left) * scale;
        double fy = (face.y - top) * scale;
        double fw = face.width * scale;
        double fh = face.height * scale;
        Random random = new Random(seed);
        List<BufferedImage> frames = new ArrayList<>();
        double[] phases = {0.8, 0.8, 0.4, 0.8, 0.7};
        for (int phase = 0; phase < phases.length; phase++) {
            int count = (int) Math.round(phases[phase] * fps);
            for (int i = 0; i < count; i++) {
                double t = (i + 1) / (double) count;
                double amount = switch (phase) {
                    case 1 -> turn * t;
                    case 2 -> turn;
                    case 3 -> turn * (1 - t);
                    default -> 0;
                };
                BufferedImage frame = new BufferedImage(640, 480, BufferedImage.TYPE_3BYTE_BGR);
                Graphics2D g = frame.createGraphics();
                g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
                g.setColor(new java.awt.Color(60, 60, 64));
                g.fillRect(0, 0, 640, 480);
                AffineTransform at = AffineTransform.getTranslateInstance(80 + random.nextInt(7) - 3,
                        random.nextInt(7) - 3);
                at.scale(scale, scale);
                at.translate(-left, -top);
                g.drawImage(portrait, at, null);
                g.dispose();
                BufferedImage warped = amount == 0 ? frame : turned(frame, fx, fy, fw, fh, amount);
                noise(warped, random);
                frames.add(warped);
            }
        }
        return frames;
    }

    /** The face's inner features shifted sideways by {@code amount} face widths, fading to nothing at its outline. */
    private static BufferedImage turned(BufferedImage frame, double fx, double fy, double fw, double fh, double amount) {
        BufferedImage out = new BufferedImage(frame.getWidth(), frame.getHeight(), BufferedImage.TYPE_3BYTE_BGR);
        double cx = fx + fw / 2;
        double cy = fy + fh / 2;
        double rx = fw / 2 * 1.1;
        double ry = fh / 2 * 1.2;
        double shift = amount * fw;
        for (int y = 0; y < frame.getHeight(); y++) {
            for (int x = 0; x < frame.getWidth(); x++) {
                double u = (x - cx) / rx;
                double v = (y - cy) / ry;
                double r2 = u * u + v * v;
                double weight = r2 >= 1 ? 0 : Math.pow(Math.cos(Math.sqrt(r2) * Math.PI / 2), 2);
                int sx = (int) Math.max(0, Math.min(frame.getWidth() - 1, Math.round(x - shift * weight)));
                out.setRGB(x, y, frame.getRGB(sx, y));
            }
        }
        return out;
    }

    /**
     * The frames as a YUV4MPEG2 file (4:2:0), the format Chromium's fake camera plays, in a loop; written in
     * {@code directory} (a test's temporary folder, so the tens of megabytes go with it).
     */
    public static Path y4m(List<BufferedImage> frames, int fps, Path directory) {
        try {
            Path file = Files.createTempFile(directory, "camera", ".y4m");
            int w = frames.getFirst().getWidth();
            int h = frames.getFirst().getHeight();
            try (java.io.OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(file), 1 << 20)) {
                out.write(("YUV4MPEG2 W" + w + " H" + h + " F" + fps + ":1 Ip A1:1 C420jpeg XCOLORRANGE=LIMITED\n")
                        .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                byte[] yPlane = new byte[w * h];
                byte[] uPlane = new byte[(w / 2) * (h / 2)];
                byte[] vPlane = new byte[(w / 2) * (h / 2)];
                for (BufferedImage frame : frames) {
                    for (int y = 0; y < h; y++) {
                        for (int x = 0; x < w; x++) {
                            int rgb = frame.getRGB(x, y);
                            int r = (rgb >> 16) & 0xff;
                            int g = (rgb >> 8) & 0xff;
                            int b = rgb & 0xff;
                            // BT.601 in the limited range (16 - 235, 16 - 240), as a camera delivers it and
                            // Chromium's fake camera reads it (full-range values were read as limited: shadows
                            // and highlights clipped, a dim picture's contrast stretched)
                            yPlane[y * w + x] = (byte) clamp((int) Math.round(16 + (65.481 * r + 128.553 * g
                                    + 24.966 * b) / 255));
                            if (y % 2 == 0 && x % 2 == 0) {
                                int i = (y / 2) * (w / 2) + x / 2;
                                uPlane[i] = (byte) clamp((int) Math.round(128 + (-37.797 * r - 74.203 * g
                                        + 112.0 * b) / 255));
                                vPlane[i] = (byte) clamp((int) Math.round(128 + (112.0 * r - 93.786 * g
                                        - 18.214 * b) / 255));
                            }
                        }
                    }
                    out.write("FRAME\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
                    out.write(yPlane);
                    out.write(uPlane);
                    out.write(vPlane);
                }
            }
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A WebM (VP8) of the frames, as a browser's MediaRecorder records one. */
    public static byte[] webm(List<BufferedImage> frames, int fps) {
        return encode(frames, fps, "webm", "libvpx");
    }

    /** An MP4 (H.264) of the frames, as a phone records one. */
    public static byte[] mp4(List<BufferedImage> frames, int fps) {
        return encode(frames, fps, "mp4", "libopenh264");
    }

    /** An MP4 of the frames in MPEG-4 Part 2, as OpenCV's VideoWriter ({@code mp4v}) writes a webcam's. */
    public static byte[] mp4v(List<BufferedImage> frames, int fps) {
        return encode(frames, fps, "mp4", "mpeg4");
    }

    /**
     * An MP4 of the frames stored as a phone stores a portrait clip: what the sensor saw, with the display matrix
     * (in the track header, as MP4 keeps it: a, b, c, d of a 16.16 rotation) that says how to turn it upright.
     */
    public static byte[] mp4Turned(List<BufferedImage> frames, int fps, int a, int b, int c, int d) {
        byte[] mp4 = mp4(frames, fps);
        int tkhd = Mp4Boxes.find(mp4, "moov", "trak", "tkhd");
        // after the box's header and its version and flags: three times (or durations) of 4 bytes, or of 8 in
        // version 1, the track id, 4 reserved, 8 reserved, layer, group, volume and 2 reserved
        int matrix = tkhd + 12 + (mp4[tkhd + 8] == 1 ? 32 : 20) + 16;
        java.nio.ByteBuffer bytes = java.nio.ByteBuffer.wrap(mp4);
        bytes.putInt(matrix, a << 16).putInt(matrix + 4, b << 16).putInt(matrix + 12, c << 16)
                .putInt(matrix + 16, d << 16);
        return mp4;
    }

    /**
     * libvpx at a fixed speed of 4 (FFmpeg's default, 1, takes four times as long for clips of about the same bytes:
     * seconds per clip in the suite). Not the real-time deadline: there libvpx picks its speed from how long frames
     * take to encode, so the same frames make other bytes on a busy machine (a real face's clip scored 0.919 once
     * and 0.889 under the full suite's load).
     */
    static void fixedSpeed(FFmpegFrameRecorder recorder, String codec) {
        if ("libvpx".equals(codec)) {
            recorder.setVideoOption("deadline", "good");
            recorder.setVideoOption("cpu-used", "4");
        }
    }

    /** The frames encoded with any of FFmpeg's encoders into a container: for codecs no camera records. */
    public static byte[] encode(List<BufferedImage> frames, int fps, String format, String codec) {
        try {
            Path file = Files.createTempFile("avs-clip", "." + format);
            try (FFmpegFrameRecorder recorder = new FFmpegFrameRecorder(file.toFile(), frames.getFirst().getWidth(),
                    frames.getFirst().getHeight());
                 Java2DFrameConverter converter = new Java2DFrameConverter()) {
                recorder.setFormat(format);
                recorder.setVideoCodecName(codec);
                recorder.setFrameRate(fps);
                recorder.setVideoBitrate(1_000_000);
                fixedSpeed(recorder, codec);
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
