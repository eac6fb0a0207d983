package dev.avs.file;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.ffmpeg.global.avutil;
import org.bytedeco.javacv.FFmpegFrameGrabber;
import org.bytedeco.javacv.Frame;
import org.bytedeco.javacv.Java2DFrameConverter;

/**
 * The frames of a short video (a selfie clip: WebM or MP4), decoded with FFmpeg and sampled evenly over its length.
 * Bounded before and while it decodes: only the WebM and MP4 demuxers, a picture of at most {@link #MAX_PIXELS}
 * (FFmpeg refuses larger ones before allocating them), at most {@link #MAX_SECONDS} seconds and
 * {@link #MAX_DECODED} frames read, and every kept frame scaled down to {@link #FRAME_SIDE} pixels.
 */
public final class VideoFrames {

    /** The largest picture decoded: a 1080p frame in either orientation. */
    static final int MAX_PIXELS = 1920 * 1920;
    /** A selfie clip is a few seconds; a longer video is refused rather than read to its end. */
    public static final int MAX_SECONDS = 20;
    /** Frames read at most (a minute at 60 frames a second would be more). */
    static final int MAX_DECODED = 1200;
    /** The longer side of a kept frame: faces in a selfie clip fill the picture. */
    static final int FRAME_SIDE = 640;
    /**
     * Frames kept at most, ahead of the even sample: one every 100 ms, then every 200 ms, and so on, so that a clip
     * of any length holds at most this many scaled frames (32 x 1.2 MB at 640 x 480): a five-second selfie clip
     * keeps about 25, 200 ms apart.
     */
    static final int KEPT = 32;

    /** The sampled frames, the picture's size and how long the video is. */
    public record Decoded(List<BufferedImage> frames, int width, int height, double seconds) {
    }

    /** Why a video could not be read, in words a person understands. */
    public static final class Unreadable extends Exception {
        public Unreadable(String message) {
            super(message);
        }
    }

    static {
        JavaCpp.load(avutil.class);
        avutil.av_log_set_level(avutil.AV_LOG_ERROR);
    }

    private VideoFrames() {
    }

    /** Up to {@code count} frames spread evenly over the video. */
    public static Decoded sample(byte[] video, String contentType, int count) throws Unreadable {
        String format = switch (contentType) {
            case FileInspector.WEBM -> "matroska";
            case FileInspector.MP4, FileInspector.QUICKTIME -> "mp4";
            default -> throw new Unreadable("The file is not a WebM or MP4 video");
        };
        List<BufferedImage> kept = new ArrayList<>();
        List<Long> times = new ArrayList<>();
        int width;
        int height;
        // the whole video is in memory already: FFmpeg may seek anywhere in it (MP4 keeps its index at the end)
        try (FFmpegFrameGrabber grabber = new FFmpegFrameGrabber(new ByteArrayInputStream(video), video.length);
             Java2DFrameConverter converter = new Java2DFrameConverter()) {
            grabber.setFormat(format);
            grabber.setVideoOption("max_pixels", String.valueOf(MAX_PIXELS));
            grabber.setVideoOption("threads", "1");
            grabber.start();
            width = grabber.getImageWidth();
            height = grabber.getImageHeight();
            if (width <= 0 || height <= 0) {
                throw new Unreadable("The video has no picture");
            }
            if ((long) width * height > MAX_PIXELS) {
                throw new Unreadable("The video is " + width + " x " + height + " pixels; at most 1920 x 1920");
            }
            long step = 100_000;
            Frame frame;
            int decoded = 0;
            while ((frame = grabber.grabImage()) != null) {
                if (++decoded > MAX_DECODED || grabber.getTimestamp() > MAX_SECONDS * 1_000_000L) {
                    throw new Unreadable("The video is longer than " + MAX_SECONDS + " seconds");
                }
                long at = grabber.getTimestamp();
                if (!times.isEmpty() && at - times.getLast() < step) {
                    continue;
                }
                if (kept.size() == KEPT) {
                    // keep every other frame and halve the rate from here on: memory stays bounded
                    for (int i = kept.size() - 1; i > 0; i -= 2) {
                        kept.remove(i);
                        times.remove(i);
                    }
                    step *= 2;
                }
                kept.add(scaled(converter.getBufferedImage(frame)));
                times.add(at);
            }
            grabber.stop();
        } catch (Unreadable e) {
            throw e;
        } catch (Exception | LinkageError e) {
            throw new Unreadable("The video cannot be decoded");
        }
        if (kept.isEmpty()) {
            throw new Unreadable("The video has no frames");
        }
        double seconds = (times.getLast() - times.getFirst()) / 1e6;
        return new Decoded(evenly(kept, count), width, height, seconds);
    }

    private static List<BufferedImage> evenly(List<BufferedImage> frames, int count) {
        if (frames.size() <= count) {
            return List.copyOf(frames);
        }
        List<BufferedImage> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(frames.get((int) Math.round(i * (frames.size() - 1) / (double) (count - 1))));
        }
        return out;
    }

    /** A copy (the converter reuses its image) no longer than {@link #FRAME_SIDE} on either side. */
    private static BufferedImage scaled(BufferedImage image) {
        double scale = Math.min(1, FRAME_SIDE / (double) Math.max(image.getWidth(), image.getHeight()));
        int w = Math.max(1, (int) Math.round(image.getWidth() * scale));
        int h = Math.max(1, (int) Math.round(image.getHeight() * scale));
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(image, 0, 0, w, h, null);
        g.dispose();
        return out;
    }
}
