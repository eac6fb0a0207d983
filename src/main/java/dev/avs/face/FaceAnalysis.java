package dev.avs.face;

import java.util.Comparator;
import java.util.List;

/**
 * What the face engine found in one image: each face's box (in the upright original's pixels), the detector's
 * score, the liveness score and the embedding, largest face first. {@code decodable} false: the content is not
 * an image the engine could read, and {@code faces} is empty.
 */
public record FaceAnalysis(String modelId, boolean decodable, int width, int height, List<Face> faces) {

    public FaceAnalysis {
        faces = faces.stream().sorted(Comparator.comparingDouble(Face::area).reversed()).toList();
    }

    /**
     * One face: its box, the detector's confidence, the liveness model's score, the median chroma of the face
     * (max minus min of R, G, B; 0 for a black-and-white face) and the embedding.
     */
    public record Face(double x1, double y1, double x2, double y2, double score, double liveness, double chroma,
                       float[] embedding) {

        public double area() {
            return Math.max(0, x2 - x1) * Math.max(0, y2 - y1);
        }

        public double width() {
            return Math.max(0, x2 - x1);
        }

        /** The box as {@code [x1, y1, x2, y2]} in whole pixels, for explanations. */
        public List<Integer> box() {
            return List.of((int) Math.round(x1), (int) Math.round(y1), (int) Math.round(x2), (int) Math.round(y2));
        }
    }

    /** The faces at least {@code ratio} of the largest face's area: the ones that count, ghost portraits not. */
    public List<Face> largeFaces(double ratio) {
        if (faces.isEmpty()) {
            return List.of();
        }
        double largest = faces.getFirst().area();
        return faces.stream().filter(f -> f.area() >= ratio * largest).toList();
    }

    /** The face's width as a share of the image's shorter side: about 0.3 to 0.6 in a selfie. */
    public double share(Face face) {
        int shorter = Math.min(width, height);
        return shorter == 0 ? 0 : face.width() / shorter;
    }

    /** Cosine similarity of two faces' embeddings (both L2-normalised): 1 the same, around 0 unrelated. */
    public static double similarity(Face a, Face b) {
        return FaceEngine.similarity(a.embedding(), b.embedding());
    }
}
