package dev.avs.face;

import dev.avs.image.ImageDecoder;
import java.util.ArrayList;
import java.util.List;

/**
 * The pipeline for one image: decode it upright (EXIF orientation applied) at a working size, find the faces,
 * and for each place its landmarks, align it, embed it and judge its liveness. Boxes are reported in the upright
 * original's pixels.
 */
final class FaceAnalyser {

    /** Faces kept per image, largest first: an image of a crowd says enough with these. */
    static final int MAX_FACES = 5;

    private final FaceEngine engine;
    private final int maxSide;

    FaceAnalyser(FaceEngine engine, int maxSide) {
        this.engine = engine;
        this.maxSide = maxSide;
    }

    String modelId() {
        return engine.modelId();
    }

    FaceAnalysis analyse(byte[] content) {
        ImageDecoder.Decoded decoded = ImageDecoder.decodeUpright(content, maxSide);
        if (decoded.image() == null) {
            return new FaceAnalysis(engine.modelId(), false, 0, 0, List.of());
        }
        Pixels image = Pixels.of(decoded.image());
        double toOriginal = (double) decoded.width() / image.width();
        return new FaceAnalysis(engine.modelId(), true, decoded.width(), decoded.height(),
                faces(image, toOriginal));
    }

    /** The frames of a clip, each with its largest face's pose, {@link VideoSelfies#FRAMES} of them in full. */
    List<LiveClip.Frame> clip(List<Pixels> frames) {
        return new ClipAnalyser(engine).analyse(frames, VideoSelfies.FRAMES);
    }

    /** The analysis of an image already decoded (tests, benchmarks). */
    FaceAnalysis analyse(Pixels image) {
        return new FaceAnalysis(engine.modelId(), true, image.width(), image.height(), faces(image, 1));
    }

    private List<FaceAnalysis.Face> faces(Pixels image, double toOriginal) {
        List<FaceBox> boxes = engine.detect(image);
        boxes = boxes.stream().sorted((a, b) -> Double.compare(b.area(), a.area())).limit(MAX_FACES).toList();
        List<FaceAnalysis.Face> faces = new ArrayList<>();
        for (FaceBox box : boxes) {
            double[] landmarks = engine.landmarks(image, box);
            float[] embedding = engine.embed(FaceAlignment.align(image, landmarks));
            double liveness = engine.liveness(image, box);
            int chroma = image.crop(box.x1(), box.y1(), box.width(), box.height(), 64, 64).medianChroma();
            FaceBox original = box.scaled(toOriginal);
            faces.add(new FaceAnalysis.Face(original.x1(), original.y1(), original.x2(), original.y2(), box.score(),
                    liveness, chroma, embedding));
        }
        return faces;
    }
}
