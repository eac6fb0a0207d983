package dev.avs.decoding;

import java.awt.image.BufferedImage;
import java.util.List;

/**
 * A selfie clip as decoded: frames spread evenly over it (scaled to at most 640 pixels a side), the picture's size,
 * and its length from the first frame to the last. A video longer than a selfie clip is read only as far as its
 * first {@value #MAX_SECONDS} seconds: then {@code seconds} is the part read and {@code cut} is true.
 */
public record Clip(List<BufferedImage> frames, int width, int height, double seconds, boolean cut) {

    /** A selfie clip is a few seconds; of a longer video, only this much is read and judged. */
    public static final int MAX_SECONDS = 20;

    public Clip {
        frames = List.copyOf(frames);
    }
}
