package dev.avs.face;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.avs.image.LargeStack;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The face models run by ONNX Runtime on the CPU, in-process: an Ultra-Light RFB-320 detector, a 68-point
 * landmark model, a 512-dimension embedding model and a presentation-attack (liveness) classifier. Each session
 * uses one intra-op thread (fastest on two cores, and several analyses run side by side); sessions are safe to
 * share between threads.
 *
 * <p>Channel order, as calibrated (docs/face.md): the detector reads RGB; the embedding and liveness models were
 * trained on OpenCV's BGR images and read BGR (in RGB, genuine photos' liveness fell to a 5th percentile of 0.05
 * instead of 0.86, and same-person similarities lost 0.06).
 */
final class OnnxFaceEngine implements FaceEngine, AutoCloseable {

    static final int DETECT_W = 320;
    static final int DETECT_H = 240;
    private static final double NMS_IOU = 0.4;
    private static final double LIVENESS_SCALE = 2.7;
    private static final double CLOSE_LIVENESS_SCALE = 1.5;

    private final OrtEnvironment env;
    private final OrtSession detector;
    private final OrtSession landmarker;
    private final OrtSession embedder;
    private final OrtSession liveness;
    private final double minScore;
    private final String modelId;

    OnnxFaceEngine(FaceModels models, double minScore) {
        // on a large stack (LargeStack): loading ONNX Runtime needs more native stack than a scheduler's thread has.
        // ALL_OPT's layout transformations (NCHWc) make the convolutions faster: the embedding takes 18 ms instead
        // of EXTENDED's 27 (docs/performance.md)
        Loaded loaded;
        try {
            loaded = LargeStack.call("face-models-load", () -> {
                OrtEnvironment environment = OrtEnvironment.getEnvironment();
                OrtSession.SessionOptions all = options(OrtSession.SessionOptions.OptLevel.ALL_OPT);
                return new Loaded(environment.createSession(NegligibleWeights.zeroed(models.detector()), all),
                        environment.createSession(NegligibleWeights.zeroed(models.landmarks()), all),
                        environment.createSession(NegligibleWeights.zeroed(models.embedding()), all),
                        environment.createSession(NegligibleWeights.zeroed(models.liveness()), all));
            });
        } catch (IllegalStateException e) {
            throw new IllegalStateException("The face models cannot be loaded: " + e.getMessage(), e);
        }
        this.env = OrtEnvironment.getEnvironment();
        this.detector = loaded.detector();
        this.landmarker = loaded.landmarker();
        this.embedder = loaded.embedder();
        this.liveness = loaded.liveness();
        this.minScore = minScore;
        this.modelId = models.id();
    }

    private record Loaded(OrtSession detector, OrtSession landmarker, OrtSession embedder, OrtSession liveness) {
    }

    private static OrtSession.SessionOptions options(OrtSession.SessionOptions.OptLevel level) throws OrtException {
        OrtSession.SessionOptions options = new OrtSession.SessionOptions();
        options.setIntraOpNumThreads(1);
        options.setInterOpNumThreads(1);
        options.setOptimizationLevel(level);
        // covers ONNX Runtime's own threads and denormal activations on them; the negligible weights are zeroed beforehand
        // (NegligibleWeights) because the calling threads do not get this mode
        options.addConfigEntry("session.set_denormal_as_zero", "1");
        return options;
    }

    @Override
    public String modelId() {
        return modelId;
    }

    @Override
    public List<FaceBox> detect(Pixels image) {
        return kept(candidates(image, DETECT_W, DETECT_H, image.width(), image.height()));
    }

    @Override
    public List<FaceBox> detectKeepingShape(Pixels image) {
        double scale = Math.min((double) DETECT_W / image.width(), (double) DETECT_H / image.height());
        int width = Math.max(1, Math.min(DETECT_W, (int) Math.round(image.width() * scale)));
        int height = Math.max(1, Math.min(DETECT_H, (int) Math.round(image.height() * scale)));
        // a picture of the input's own shape kept to it is the stretched one: the first look saw this very input
        return width == DETECT_W && height == DETECT_H ? List.of()
                : kept(candidates(image, width, height, DETECT_W / scale, DETECT_H / scale));
    }

    /** The candidates, most confident first, without those overlapping a more confident one. */
    private static List<FaceBox> kept(List<FaceBox> candidates) {
        candidates.sort(Comparator.comparingDouble(FaceBox::score).reversed());
        List<FaceBox> kept = new ArrayList<>();
        for (FaceBox box : candidates) {
            if (box.width() > 0 && box.height() > 0 && kept.stream().noneMatch(k -> k.iou(box) > NMS_IOU)) {
                kept.add(box);
            }
        }
        return kept;
    }

    /**
     * The detector's boxes over its threshold: the picture scaled to {@code sw} x {@code sh} at the input's top left,
     * the input's whole width and height mapped back to {@code toX} x {@code toY} of the picture's pixels.
     */
    private List<FaceBox> candidates(Pixels image, int sw, int sh, double toX, double toY) {
        Pixels small = image.resize(sw, sh);
        // the rest of a fitted picture's input is left at zero, mid-grey
        float[] input = new float[3 * DETECT_W * DETECT_H];
        int plane = DETECT_W * DETECT_H;
        for (int y = 0; y < sh; y++) {
            for (int x = 0; x < sw; x++) {
                int p = small.rgb()[y * sw + x];
                int i = y * DETECT_W + x;
                input[i] = ((p >> 16 & 0xFF) - 127) / 128f;
                input[plane + i] = ((p >> 8 & 0xFF) - 127) / 128f;
                input[2 * plane + i] = ((p & 0xFF) - 127) / 128f;
            }
        }
        Map<String, float[]> out = run(detector, input, new long[] {1, 3, DETECT_H, DETECT_W}, "scores", "boxes");
        float[] scores = out.get("scores");
        float[] boxes = out.get("boxes");
        List<FaceBox> candidates = new ArrayList<>();
        for (int i = 0; i < scores.length / 2; i++) {
            double score = scores[2 * i + 1];
            if (score >= minScore) {
                candidates.add(new FaceBox(boxes[4 * i] * toX, boxes[4 * i + 1] * toY, boxes[4 * i + 2] * toX,
                        boxes[4 * i + 3] * toY, score));
            }
        }
        return candidates;
    }

    @Override
    public double[] landmarks(Pixels image, FaceBox face) {
        Pixels crop = image.crop(face.x1(), face.y1(), face.width(), face.height(), 64, 64);
        float[] input = new float[64 * 64];
        for (int i = 0; i < input.length; i++) {
            int p = crop.rgb()[i];
            input[i] = (float) ((0.299 * (p >> 16 & 0xFF) + 0.587 * (p >> 8 & 0xFF) + 0.114 * (p & 0xFF)) / 256.0);
        }
        float[] relative = run(landmarker, input, new long[] {1, 1, 64, 64}, "output").get("output");
        double[] points = new double[relative.length];
        for (int i = 0; i < relative.length; i += 2) {
            points[i] = face.x1() + relative[i] * face.width();
            points[i + 1] = face.y1() + relative[i + 1] * face.height();
        }
        return points;
    }

    @Override
    public float[] embed(Pixels aligned) {
        float[] input = new float[3 * 112 * 112];
        int plane = 112 * 112;
        for (int i = 0; i < plane; i++) {
            int p = aligned.rgb()[i];
            input[i] = ((p & 0xFF) - 127) / 128f;
            input[plane + i] = ((p >> 8 & 0xFF) - 127) / 128f;
            input[2 * plane + i] = ((p >> 16 & 0xFF) - 127) / 128f;
        }
        float[] embedding = run(embedder, input, new long[] {1, 3, 112, 112}, "output").get("output");
        double norm = 0;
        for (float v : embedding) {
            norm += v * v;
        }
        float scale = (float) (1 / Math.sqrt(Math.max(norm, 1e-12)));
        for (int i = 0; i < embedding.length; i++) {
            embedding[i] *= scale;
        }
        return embedding;
    }

    @Override
    public double liveness(Pixels image, FaceBox face) {
        return liveness(image, face, LIVENESS_SCALE);
    }

    @Override
    public LivenessViews clipLiveness(Pixels image, FaceBox face) {
        return new LivenessViews(score(enlarged(image, face, LIVENESS_SCALE, 128).levelled()),
                score(enlarged(image, face, CLOSE_LIVENESS_SCALE, 128).levelled()),
                room(image, face) < LivenessViews.CUT_ROOM);
    }

    /** The model on the face's box enlarged {@code scale} times. */
    double liveness(Pixels image, FaceBox face, double scale) {
        return score(enlarged(image, face, scale, 128));
    }

    /** The model's "real" class on a 128 x 128 crop. */
    double score(Pixels crop) {
        float[] input = new float[3 * 128 * 128];
        int plane = 128 * 128;
        for (int i = 0; i < plane; i++) {
            int p = crop.rgb()[i];
            input[i] = p & 0xFF;
            input[plane + i] = p >> 8 & 0xFF;
            input[2 * plane + i] = p >> 16 & 0xFF;
        }
        float[] logits = run(liveness, input, new long[] {1, 3, 128, 128}, "output").get("output");
        double max = Math.max(logits[0], Math.max(logits[1], logits[2]));
        double sum = 0;
        for (float l : logits) {
            sum += Math.exp(l - max);
        }
        return Math.exp(logits[0] - max) / sum;
    }

    /**
     * The box grown by {@code scale} about its centre (as far as the image allows, shifted back inside at the
     * edges, as the liveness model was trained) and resized to a square of {@code size}.
     */
    static Pixels enlarged(Pixels image, FaceBox face, double scale, int size) {
        double w = face.width();
        double h = face.height();
        double s = Math.min(room(image, face), scale);
        double nw = w * s;
        double nh = h * s;
        double cx = face.x1() + w / 2;
        double cy = face.y1() + h / 2;
        double left = cx - nw / 2;
        double top = cy - nh / 2;
        // shifted back inside at the far edge first, then at the near one (a box as large as the image fits exactly)
        left = Math.max(0, Math.min(left, image.width() - 1 - nw));
        top = Math.max(0, Math.min(top, image.height() - 1 - nh));
        return image.crop(left, top, nw, nh, size, size);
    }

    /** How many times its size the face's box can grow and still fit in the image. */
    static double room(Pixels image, FaceBox face) {
        return Math.min((image.height() - 1) / face.height(), (image.width() - 1) / face.width());
    }

    private Map<String, float[]> run(OrtSession session, float[] input, long[] shape, String... outputs) {
        try (OnnxTensor tensor = OnnxTensor.createTensor(env, FloatBuffer.wrap(input), shape);
             OrtSession.Result result = session.run(Map.of(session.getInputNames().iterator().next(), tensor))) {
            Map<String, float[]> values = new java.util.HashMap<>();
            for (String name : outputs) {
                OnnxTensor out = (OnnxTensor) result.get(name).orElseThrow();
                FloatBuffer buffer = out.getFloatBuffer();
                float[] array = new float[buffer.remaining()];
                buffer.get(array);
                values.put(name, array);
            }
            return values;
        } catch (OrtException e) {
            throw new IllegalStateException("A face model failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        for (OrtSession session : List.of(detector, landmarker, embedder, liveness)) {
            try {
                session.close();
            } catch (OrtException e) {
                // closing at shutdown: nothing to do about it
            }
        }
    }
}
