package dev.avs.face;

import java.util.List;

/**
 * The seam of the face models: find faces, place their landmarks, embed an aligned face, judge liveness. The
 * service ships one implementation ({@link OnnxFaceEngine}); an operator can point it at other ONNX models with
 * the same inputs and outputs ({@code avs.face.models.*}).
 */
interface FaceEngine {

    /**
     * The faces the detector finds, most confident first, in the image's pixels. The image is stretched to the
     * detector's input (4:3), as the models' thresholds were measured.
     */
    List<FaceBox> detect(Pixels image);

    /**
     * The faces found with the image kept to its shape in the detector's input (the rest left grey): a second look
     * where the stretched image hides them. Stretched to 4:3, a phone's portrait picture squashes a face to 0.42 of
     * its height, and a face half covered by a mask was then not found. None where the image has the detector's
     * shape already (4:3): kept to it, it is the stretched image, which {@link #detect} has looked at.
     */
    List<FaceBox> detectKeepingShape(Pixels image);

    /** The 68 landmarks of a face (x, y interleaved, the image's pixels). */
    double[] landmarks(Pixels image, FaceBox face);

    /** The embedding of a face aligned to the 112x112 template, L2-normalised. */
    float[] embed(Pixels aligned);

    /**
     * How likely the face is a live person in front of the camera (0 to 1), not a print, a screen or a mask: the model
     * shown the face in its context (the box 2.7 times its size, as it was trained), where a print's or a phone's
     * edges show.
     */
    double liveness(Pixels image, FaceBox face);

    /**
     * The liveness of a face in a selfie clip's frame, in the model's two views: the face in its context (as
     * {@link #liveness}) and close up (the box 1.5 times its size: a screen's pixels, moiré and glare, a print's
     * texture, larger), each with its levels stretched ({@link Pixels#levelled}). Each view alone is fooled by
     * attacks the other sees: on real footage a phone held up to a webcam scored 0.58 in context and 0.09 close up,
     * a letterboxed phone replay 0.88 close up and 0.004 in context; a live face looks live in both. Stretched, an
     * underexposed webcam's face scored 0.18 rather than 0.003, and no attack moved (docs/face.md).
     * {@link LivenessViews#score} makes one score of them.
     */
    LivenessViews clipLiveness(Pixels image, FaceBox face);

    /** Names the models (their file names and hashes), recorded with every analysis. */
    String modelId();

    /** Cosine similarity of two L2-normalised embeddings. */
    static double similarity(float[] a, float[] b) {
        double dot = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
        }
        return dot;
    }
}
