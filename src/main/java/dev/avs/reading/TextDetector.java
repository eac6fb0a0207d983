package dev.avs.reading;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.avs.image.LargeStack;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * PaddleOCR's DB text detector (PP-OCRv4 mobile, ONNX): the lines of text on an image as boxes, each with the mean
 * probability of its pixels. As PaddleOCR's DBPostProcess does, but with axis-aligned boxes (a card photographed
 * level): the probability map above {@value #THRESHOLD}, its connected components, the box of each kept when its
 * score reaches {@value #BOX_THRESHOLD}, then grown by area x {@value #UNCLIP} / perimeter on every side.
 */
final class TextDetector implements AutoCloseable {

    private static final float THRESHOLD = 0.3f;
    private static final float BOX_THRESHOLD = 0.6f;
    private static final double UNCLIP = 1.5;
    private static final int MIN_SIZE = 3;
    /** ImageNet's mean and deviation, per channel in PaddleOCR's (OpenCV's) order: blue, green, red. */
    private static final float[] MEAN = {0.485f, 0.456f, 0.406f};
    private static final float[] STD = {0.229f, 0.224f, 0.225f};

    /** A line of text found: its box in the image's pixels and its score, 0 - 1. */
    record TextBox(Rectangle box, double score) {
    }

    private final OrtEnvironment env;
    private final OrtSession session;
    private final int longerSide;

    /** @param longerSide the detector's input, the image scaled so that its longer side is this (a multiple of 32) */
    TextDetector(byte[] model, int longerSide) {
        // on a large stack (LargeStack): loading ONNX Runtime needs more native stack than a scheduler's thread has
        try {
            this.session = LargeStack.call("text-detector-load",
                    () -> OrtEnvironment.getEnvironment().createSession(model, PaddleText.options()));
        } catch (IllegalStateException e) {
            throw new IllegalStateException("The text detector cannot be loaded: " + e.getMessage(), e);
        }
        this.env = OrtEnvironment.getEnvironment();
        this.longerSide = longerSide;
    }

    /**
     * The text lines found, and how far they slope: the median angle, in degrees, of the long thin components of the
     * text map (clockwise in the image's coordinates; 0 where too few to tell). A card photographed askew has its
     * lines' boxes taken square, so a slope of a few degrees already mixes lines (and lowers their scores under the
     * box threshold: a card held in a hand at 8 degrees read no line at all).
     */
    record Detection(List<TextBox> boxes, double slope) {
    }

    Detection detect(BufferedImage image) {
        return detect(image, longerSide);
    }

    /** The lines found with the image scaled so that its longer side is {@code side} (a multiple of 32). */
    Detection detect(BufferedImage image, int side) {
        double scale = (double) side / Math.max(image.getWidth(), image.getHeight());
        int w = Math.max(32, (int) Math.round(image.getWidth() * scale / 32) * 32);
        int h = Math.max(32, (int) Math.round(image.getHeight() * scale / 32) * 32);
        float[] map = probabilities(PaddleText.resized(image, w, h), w, h);
        List<double[]> slopes = new ArrayList<>();
        List<TextBox> boxes = boxes(map, w, h, (double) image.getWidth() / w, (double) image.getHeight() / h, slopes);
        return new Detection(boxes, LineSlope.median(slopes));
    }

    private float[] probabilities(BufferedImage input, int w, int h) {
        int plane = w * h;
        float[] data = new float[3 * plane];
        int[] rgb = input.getRGB(0, 0, w, h, null, 0, w);
        for (int i = 0; i < plane; i++) {
            int p = rgb[i];
            data[i] = ((p & 0xFF) / 255f - MEAN[0]) / STD[0];
            data[plane + i] = ((p >> 8 & 0xFF) / 255f - MEAN[1]) / STD[1];
            data[2 * plane + i] = ((p >> 16 & 0xFF) / 255f - MEAN[2]) / STD[2];
        }
        try (OnnxTensor tensor = OnnxTensor.createTensor(env, FloatBuffer.wrap(data), new long[] {1, 3, h, w});
             OrtSession.Result result = session.run(Map.of(session.getInputNames().iterator().next(), tensor))) {
            FloatBuffer out = ((OnnxTensor) result.get(0)).getFloatBuffer();
            float[] map = new float[plane];
            out.get(map);
            return map;
        } catch (OrtException e) {
            throw new IllegalStateException("Text detection failed: " + e.getMessage(), e);
        }
    }

    /** The connected components (8-neighbours) of the map above the threshold, as boxes in the image's pixels. */
    private static List<TextBox> boxes(float[] map, int w, int h, double sx, double sy, List<double[]> slopes) {
        int[] label = new int[w * h];
        int[] stack = new int[w * h];
        List<TextBox> boxes = new ArrayList<>();
        int next = 0;
        for (int start = 0; start < map.length; start++) {
            if (map[start] <= THRESHOLD || label[start] != 0) {
                continue;
            }
            next++;
            int top = 0;
            stack[top++] = start;
            label[start] = next;
            int x0 = w;
            int y0 = h;
            int x1 = -1;
            int y1 = -1;
            LineSlope moments = new LineSlope();
            while (top > 0) {
                int p = stack[--top];
                int x = p % w;
                int y = p / w;
                moments.add(x, y);
                x0 = Math.min(x0, x);
                x1 = Math.max(x1, x);
                y0 = Math.min(y0, y);
                y1 = Math.max(y1, y);
                for (int dy = -1; dy <= 1; dy++) {
                    for (int dx = -1; dx <= 1; dx++) {
                        int nx = x + dx;
                        int ny = y + dy;
                        if (nx >= 0 && ny >= 0 && nx < w && ny < h) {
                            int q = ny * w + nx;
                            if (label[q] == 0 && map[q] > THRESHOLD) {
                                label[q] = next;
                                stack[top++] = q;
                            }
                        }
                    }
                }
            }
            moments.slope().ifPresent(slopes::add);
            int bw = x1 - x0 + 1;
            int bh = y1 - y0 + 1;
            if (Math.min(bw, bh) < MIN_SIZE) {
                continue;
            }
            double score = score(map, w, x0, y0, x1, y1);
            if (score < BOX_THRESHOLD) {
                continue;
            }
            // PaddleOCR's unclip: the shrunk text kernel grown back by area * ratio / perimeter
            double d = bw * bh * UNCLIP / (2.0 * (bw + bh));
            int left = (int) Math.max(0, Math.floor((x0 - d) * sx));
            int right = (int) Math.min(Math.round(w * sx), Math.ceil((x1 + 1 + d) * sx));
            int top0 = (int) Math.max(0, Math.floor((y0 - d) * sy));
            int bottom = (int) Math.min(Math.round(h * sy), Math.ceil((y1 + 1 + d) * sy));
            if (Math.min(right - left, bottom - top0) >= MIN_SIZE + 2) {
                boxes.add(new TextBox(new Rectangle(left, top0, right - left, bottom - top0), score));
            }
        }
        boxes.sort(Comparator.comparingInt((TextBox b) -> b.box().y).thenComparingInt(b -> b.box().x));
        return boxes;
    }

    /** PaddleOCR's "fast" score: the mean probability inside the component's box. */
    private static double score(float[] map, int w, int x0, int y0, int x1, int y1) {
        double sum = 0;
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                sum += map[y * w + x];
            }
        }
        return sum / ((x1 - x0 + 1) * (y1 - y0 + 1));
    }

    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            throw new IllegalStateException(e);
        }
    }
}
