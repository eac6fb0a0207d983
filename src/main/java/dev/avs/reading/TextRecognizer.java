package dev.avs.reading;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.avs.image.LargeStack;
import java.awt.image.BufferedImage;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * PaddleOCR's CTC text recogniser (PP-OCRv4 mobile, ONNX): a line's image, {@value #HEIGHT} pixels high, to its
 * characters, each with its probability and where it stands along the line. As PaddleOCR's TextRecognizer, each line
 * resized to the height keeping its ratio and normalised to -1 - 1, the greedy CTC path without repeats and blanks
 * (class 0), the dictionary's characters from class 1 and a space last; but each line alone at its own width, not in
 * batches padded to 320 pixels: the padding cost a third more time, and a line then read differently by what it was
 * batched with (a 5 as a 6 in one batch, as a 5 alone).
 */
final class TextRecognizer implements AutoCloseable {

    static final int HEIGHT = 48;
    private static final int MAX_WIDTH = 1600;

    /** A character read: its probability, 0 - 1, and its left and right in the line image's resized pixels. */
    record Glyph(char c, double probability, double left, double right) {
    }

    /** A line read: its characters, and the scale from the line image to the recogniser's input. */
    record Reading(List<Glyph> glyphs, double scale) {

        String text() {
            StringBuilder s = new StringBuilder();
            glyphs.forEach(g -> s.append(g.c()));
            return s.toString();
        }
    }

    private final OrtEnvironment env;
    private final OrtSession session;
    private final char[] classes;

    /** @param dictionary one character a line (PaddleOCR's keys file); the space is appended */
    TextRecognizer(byte[] model, List<String> dictionary) {
        // on a large stack (LargeStack): loading ONNX Runtime needs more native stack than a scheduler's thread has
        try {
            this.session = LargeStack.call("text-recogniser-load",
                    () -> OrtEnvironment.getEnvironment().createSession(model, PaddleText.options()));
        } catch (IllegalStateException e) {
            throw new IllegalStateException("The text recogniser cannot be loaded: " + e.getMessage(), e);
        }
        this.env = OrtEnvironment.getEnvironment();
        classes = new char[dictionary.size() + 2];
        for (int i = 0; i < dictionary.size(); i++) {
            classes[i + 1] = dictionary.get(i).isEmpty() ? ' ' : dictionary.get(i).charAt(0);
        }
        classes[classes.length - 1] = ' ';
    }

    /** The lines read, in the order given. */
    List<Reading> read(List<BufferedImage> lines) {
        List<Reading> readings = new ArrayList<>();
        for (BufferedImage line : lines) {
            int width = (int) Math.max(HEIGHT / 4, Math.min(MAX_WIDTH, Math.ceil(HEIGHT * ratio(line))));
            readings.add(batch(List.of(line), width).getFirst());
        }
        return readings;
    }

    private static double ratio(BufferedImage line) {
        return (double) line.getWidth() / line.getHeight();
    }

    private List<Reading> batch(List<BufferedImage> lines, int width) {
        int plane = HEIGHT * width;
        float[] data = new float[lines.size() * 3 * plane];
        double[] scales = new double[lines.size()];
        for (int n = 0; n < lines.size(); n++) {
            BufferedImage line = lines.get(n);
            int w = (int) Math.min(width, Math.ceil(HEIGHT * ratio(line)));
            scales[n] = (double) w / line.getWidth();
            int[] rgb = PaddleText.resized(line, w, HEIGHT).getRGB(0, 0, w, HEIGHT, null, 0, w);
            int base = n * 3 * plane;
            for (int y = 0; y < HEIGHT; y++) {
                for (int x = 0; x < w; x++) {
                    int p = rgb[y * w + x];
                    int at = y * width + x;
                    data[base + at] = (p & 0xFF) / 127.5f - 1;
                    data[base + plane + at] = (p >> 8 & 0xFF) / 127.5f - 1;
                    data[base + 2 * plane + at] = (p >> 16 & 0xFF) / 127.5f - 1;
                }
            }
        }
        long[] shape = {lines.size(), 3, HEIGHT, width};
        try (OnnxTensor tensor = OnnxTensor.createTensor(env, FloatBuffer.wrap(data), shape);
             OrtSession.Result result = session.run(Map.of(session.getInputNames().iterator().next(), tensor))) {
            OnnxTensor out = (OnnxTensor) result.get(0);
            long[] dims = out.getInfo().getShape();
            int steps = (int) dims[1];
            int kinds = (int) dims[2];
            FloatBuffer probabilities = out.getFloatBuffer();
            List<Reading> readings = new ArrayList<>();
            double stepWidth = (double) width / steps;
            for (int n = 0; n < lines.size(); n++) {
                readings.add(new Reading(decode(probabilities, n * steps * kinds, steps, kinds, stepWidth, classes),
                        scales[n]));
            }
            return readings;
        } catch (OrtException e) {
            throw new IllegalStateException("Text recognition failed: " + e.getMessage(), e);
        }
    }

    /**
     * The weight of the space at a step between two characters from which they are parted. The Chinese recogniser
     * seldom makes the space its likeliest class between Latin words (CARONLYNN, JOHNA), but it gives it some weight
     * there: on the bench's 56 real fronts 0.04 - 0.5 between words, 0.00 - 0.02 between the letters of a word
     * (chosen on those fronts: docs/document-reading.md).
     */
    static final float SPACE = 0.04f;

    /**
     * The greedy CTC path: each step's likeliest class, repeats merged, blanks dropped; and a space between two
     * characters where a step between them weighs the space {@value #SPACE} or more.
     */
    static List<Glyph> decode(FloatBuffer probabilities, int offset, int steps, int kinds, double stepWidth,
                              char[] classes) {
        List<Glyph> glyphs = new ArrayList<>();
        int previous = 0;
        int space = classes.length - 1;
        float spaceSince = 0;
        int spaceAt = 0;
        for (int t = 0; t < steps; t++) {
            int best = 0;
            float p = -1;
            for (int k = 0; k < kinds; k++) {
                float v = probabilities.get(offset + t * kinds + k);
                if (v > p) {
                    p = v;
                    best = k;
                }
            }
            float spaceHere = space < kinds ? probabilities.get(offset + t * kinds + space) : 0;
            if (spaceHere > spaceSince) {
                spaceSince = spaceHere;
                spaceAt = t;
            }
            if (best != 0 && best < classes.length) {
                if (best != previous) {
                    // never before a comma or a full stop, which print no space before them (SAMPLE, SR)
                    if (classes[best] != ' ' && ",.;:".indexOf(classes[best]) < 0 && spaceSince >= SPACE
                            && !glyphs.isEmpty() && glyphs.getLast().c() != ' ') {
                        glyphs.add(new Glyph(' ', spaceSince, spaceAt * stepWidth, (spaceAt + 1) * stepWidth));
                    }
                    spaceSince = 0;
                    glyphs.add(new Glyph(classes[best], p, t * stepWidth, (t + 1) * stepWidth));
                } else {
                    // the same character over more steps: it stands wider, and is as sure as its surest step
                    Glyph last = glyphs.removeLast();
                    glyphs.add(new Glyph(last.c(), Math.max(last.probability(), p), last.left(), (t + 1) * stepWidth));
                }
            }
            previous = best;
        }
        return glyphs;
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
