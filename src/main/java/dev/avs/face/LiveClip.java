package dev.avs.face;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether a short clip (or burst) of selfie frames shows a live person, free of I/O: the same face throughout,
 * frames that differ as a camera's do, the head movement a challenge asked for (turn to the applicant's own left
 * or right, then back), and passive liveness on the best frames. Each failed part is a signal with its evidence.
 */
final class LiveClip {

    /**
     * One frame as analysed: null fields when no face was found; the box in the frame's pixels; no embedding and a
     * NaN liveness when only the pose was taken ({@link #judged()} false); {@code framing} how closely straight
     * edges frame the face ({@link PictureBorder}), 0 when not looked at; {@code contextCut} when the face fills so much
     * of the picture that its view in context is cut short ({@link LivenessViews}); {@code pitch} how far down the face
     * the nose tip sits ({@link HeadPose#pitch}), NaN when not measured; {@code cutBelow} when the picture's bottom
     * edge cuts the face ({@link ClipAnalyser#cutBelow}).
     */
    record Frame(boolean face, double yaw, float[] embedding, double liveness, double score, double change,
                 FaceBox box, double framing, boolean contextCut, double pitch, boolean cutBelow) {

        Frame(boolean face, double yaw, float[] embedding, double liveness, double score, double change,
              FaceBox box, double framing, boolean contextCut) {
            this(face, yaw, embedding, liveness, score, change, box, framing, contextCut, Double.NaN, false);
        }

        Frame(boolean face, double yaw, float[] embedding, double liveness, double score, double change, FaceBox box,
              double framing) {
            this(face, yaw, embedding, liveness, score, change, box, framing, false);
        }

        Frame(boolean face, double yaw, float[] embedding, double liveness, double score, double change, FaceBox box) {
            this(face, yaw, embedding, liveness, score, change, box, 0);
        }

        static Frame empty(double change) {
            return new Frame(false, Double.NaN, null, 0, 0, change, null);
        }

        /** A face whose identity and liveness were taken, not only its pose. */
        boolean judged() {
            return face && embedding != null;
        }
    }

    /**
     * The judgement: live or not, why not, which frame is compared with the document, the clip's passive score and
     * the threshold it was held to (lower once its challenge was met), and the evidence.
     */
    record Verdict(boolean live, List<String> signals, int bestFrame, double liveness, double livenessThreshold,
                   Map<String, Object> evidence) {
    }

    /** The signals of a clip that is not live (besides the liveness score's own). */
    static final String TOO_FEW_FRAMES = "too_few_frames";
    static final String FACE_NOT_IN_FRAMES = "face_not_in_frames";
    static final String DIFFERENT_FACES = "different_faces";
    static final String FRAMES_DO_NOT_CHANGE = "frames_do_not_change";
    static final String WRONG_MOVEMENT = "wrong_movement";
    static final String MOVEMENT_NOT_DONE = "movement_not_done";
    static final String PICTURE_BORDER = "picture_border";

    /** Frames with a face, at least, of all frames. */
    static final double FACE_SHARE = 0.8;
    /** The same person: every compared frame's face at least this similar to the clip's medoid face. */
    static final double SAME_FACE = 0.35;
    /**
     * A face the detector is this sure of, at least, is compared for sameness: below it the face is blurred by a quick
     * movement or half hidden, and its embedding is not its own (on real footage, 3 of 341 judged genuine frames,
     * each the clip's least similar: 0.04 - 0.45; the frames that showed another person scored 0.99).
     */
    static final double SURE_FACE = 0.9;
    /** A camera's frames differ: mean grey change per pixel of the face, in levels, below which two are one. */
    static final double STILL_CHANGE = 0.6;
    /**
     * The most passive score a clip needs once it has made the challenge's movements, each after the page announced
     * it, whatever the policy's {@code clip_liveness_threshold}: the movements are then the stronger evidence, and
     * the passive model misjudges some real webcams (0.43 on a laptop's webcam in a dim office, 0.005 before window
     * blinds; docs/face.md). A clip without a challenge (the API's) is held to the policy's threshold.
     */
    static final double CHALLENGE_MET_LIVENESS = 0.2;
    /**
     * A judged frame whose face straight edges frame on three sides this closely ({@link PictureBorder}) shows a
     * picture of a face: on real footage genuine frames reached 0.485, phone and screen replays 0.6 - 1.0.
     */
    static final double FRAMED = 0.6;
    /** Framed frames, at least, of the judged ones (and two at least), for the clip to show a picture. */
    static final double FRAMED_SHARE = 0.25;
    /**
     * A face raised so far that its nose tip sits under this share of its frontal place between the eyes and the
     * chin ({@link HeadPose#pitch}) shows too little of itself to be compared, as a face turned from the camera
     * does: on real footage, a genuine iPhone selfie's raised frame (0.48) was 0.08 like the clip's other frames, a
     * webcam's (0.59) 0.11; the frames that showed another person in replays were at 0.64 and above (docs/face.md,
     * "A head raised").
     */
    static final double RAISED = 0.6;
    /** Frames needed to judge at all. */
    static final int MIN_FRAMES = 5;

    private LiveClip() {
    }

    /**
     * @param seconds the clip's length from its first frame to its last (the frames spread evenly over it)
     * @param challenge what was asked, or null (a video sent through the API: motion and sameness only)
     * @param livenessThreshold the policy's passive liveness threshold for clips ({@code clip_liveness_threshold})
     */
    static Verdict judge(List<Frame> frames, double seconds, Challenge challenge, double livenessThreshold) {
        List<String> signals = new ArrayList<>();
        Map<String, Object> evidence = new LinkedHashMap<>();
        evidence.put("frames", frames.size());
        List<Integer> withFace = new ArrayList<>();
        for (int i = 0; i < frames.size(); i++) {
            if (frames.get(i).face()) {
                withFace.add(i);
            }
        }
        evidence.put("frames_with_face", withFace.size());
        List<Integer> judged = withFace.stream().filter(i -> frames.get(i).judged()).toList();
        if (frames.size() < MIN_FRAMES || withFace.size() < FACE_SHARE * frames.size() || judged.isEmpty()) {
            signals.add(frames.size() < MIN_FRAMES ? TOO_FEW_FRAMES : FACE_NOT_IN_FRAMES);
            int first = judged.isEmpty() ? -1 : judged.getFirst();
            return new Verdict(false, signals, first, first < 0 ? Double.NaN : frames.get(first).liveness(),
                    livenessThreshold, evidence);
        }
        evidence.put("frames_judged", judged.size());
        double frontal = Movements.frontal(frames);
        double frontalPitch = frontalPitch(frames);
        List<Integer> level = judged.stream().filter(i -> !raised(frames.get(i), frontalPitch)).toList();
        int best = best(frames, level.isEmpty() ? judged : level, frontal);
        evidence.put("best_frame", best);
        // the head's pose in every frame with a face, and each judged frame's liveness where its pose stands: a
        // reviewer sees how far the frames' scores spread (a dim webcam's from 0.001 to 0.78 in one clip) and which
        // is the clip's third best
        List<Double> yaws = new ArrayList<>();
        List<Double> livenessTrack = new ArrayList<>();
        for (Frame frame : frames) {
            yaws.add(frame.face() ? round(frame.yaw()) : null);
            livenessTrack.add(frame.judged() ? round(frame.liveness()) : null);
        }
        // a face turned from the camera, raised far or cut by the picture's bottom edge, or one the detector is
        // unsure of, shows too little of itself to be compared: its pose counts, not its identity
        long raised = judged.size() - level.size();
        List<Frame> sure = level.stream().map(frames::get)
                .filter(frame -> frame.score() >= SURE_FACE && !frame.cutBelow()).toList();
        List<Frame> facing = sure.stream().filter(frame -> turn(frame, frontal) <= Movements.TURNED).toList();
        List<float[]> compared = (facing.size() >= 2 ? facing
                : sure.stream().filter(frame -> turn(frame, frontal) <= Movements.PROFILE).toList())
                .stream().map(Frame::embedding).toList();
        float[] identity = medoid(compared);
        double leastSimilar = 1;
        for (float[] embedding : compared) {
            leastSimilar = Math.min(leastSimilar, FaceEngine.similarity(embedding, identity));
        }
        evidence.put("yaw_track", yaws);
        evidence.put("frontal_yaw", round(frontal));
        evidence.put("least_similarity", round(leastSimilar));
        if (raised > 0) {
            evidence.put("raised_frames", raised);
        }
        if (leastSimilar < SAME_FACE) {
            signals.add(DIFFERENT_FACES);
        }
        int still = 0;
        for (int i = 1; i < frames.size(); i++) {
            if (frames.get(i).change() < STILL_CHANGE) {
                still++;
            }
        }
        evidence.put("still_pairs", still);
        if (still >= (frames.size() - 1) * 0.8) {
            signals.add(FRAMES_DO_NOT_CHANGE);
        }
        long framed = judged.stream().filter(i -> frames.get(i).framing() >= FRAMED).count();
        evidence.put("framed_frames", framed);
        evidence.put("most_framed", round(judged.stream().mapToDouble(i -> frames.get(i).framing()).max().orElse(0)));
        evidence.put("close_up_frames", judged.stream().filter(i -> frames.get(i).contextCut()).count());
        if (framed >= 2 && framed >= FRAMED_SHARE * judged.size()) {
            signals.add(PICTURE_BORDER);
        }
        boolean challengeMet = false;
        if (challenge != null) {
            evidence.put("challenge", challenge.name());
            if (!challenge.announcedMs().isEmpty()) {
                evidence.put("announced_ms", challenge.announcedMs());
            }
            Movements.Result movement = Movements.follow(frames, seconds, challenge);
            evidence.put("movement", movement.movement());
            evidence.put("movements_done", movement.stepsDone());
            if (movement.earlyTurns() > 0) {
                evidence.put("turns_before_announced", movement.earlyTurns());
            }
            if (movement.late()) {
                evidence.put("movement_late", true);
            }
            if (!movement.movement().equals("done")) {
                signals.add(movement.movement().equals("wrong_way") ? WRONG_MOVEMENT : MOVEMENT_NOT_DONE);
            }
            challengeMet = movement.movement().equals("done") && !challenge.announcedMs().isEmpty();
        }
        List<Double> liveness = judged.stream().map(i -> frames.get(i).liveness()).sorted().toList();
        double top = liveness.get(Math.max(0, liveness.size() - 3));
        double score = round(top);
        evidence.put("liveness_track", livenessTrack);
        evidence.put("liveness", score);
        double threshold = challengeMet ? Math.min(livenessThreshold, CHALLENGE_MET_LIVENESS) : livenessThreshold;
        evidence.put("liveness_threshold", threshold);
        if (top < threshold) {
            signals.add("score_below_threshold");
        }
        return new Verdict(signals.isEmpty(), signals, best, score, threshold, evidence);
    }

    /**
     * The face the others are compared with for sameness: the one most like them all (the medoid), not the most
     * frontal. The most frontal frame may be the clip's worst: in genuine clips compressed for upload (H.264 at CRF 35,
     * or scaled to 480 lines) their least similar frames were 0.02 - 0.34 like the most frontal one and 0.39 - 0.71
     * like the medoid (docs/face.md, "Re-encoded"). Another person's frames stay unlike it: they are the fewer, or
     * the medoid is theirs and the clip's own frames are unlike it.
     */
    private static float[] medoid(List<float[]> embeddings) {
        float[] medoid = null;
        double most = Double.NEGATIVE_INFINITY;
        for (float[] candidate : embeddings) {
            double sum = 0;
            for (float[] other : embeddings) {
                sum += FaceEngine.similarity(candidate, other);
            }
            if (sum > most) {
                most = sum;
                medoid = candidate;
            }
        }
        return medoid;
    }

    /**
     * The most frontal of the confident judged faces, raised ones left out while there are others: the one a
     * document's portrait is compared with.
     */
    private static int best(List<Frame> frames, List<Integer> judged, double frontal) {
        double topScore = judged.stream().mapToDouble(i -> frames.get(i).score()).max().orElse(0);
        int best = judged.getFirst();
        for (int i : judged) {
            Frame frame = frames.get(i);
            if (frame.score() >= topScore * 0.9 && Math.abs(frame.yaw() - frontal) < Math.abs(frames.get(best).yaw() - frontal)) {
                best = i;
            }
        }
        return best;
    }

    /** The person's own frontal pitch: the median of the first three frames with a face, NaN when none has one. */
    private static double frontalPitch(List<Frame> frames) {
        List<Double> first = frames.stream().filter(Frame::face).limit(3).map(Frame::pitch)
                .filter(pitch -> !Double.isNaN(pitch)).sorted().toList();
        return first.isEmpty() ? Double.NaN : first.get(first.size() / 2);
    }

    private static boolean raised(Frame frame, double frontalPitch) {
        return frontalPitch > 0 && frame.pitch() < RAISED * frontalPitch;
    }

    /** How far the face is turned from the person's frontal pose, either way. */
    private static double turn(Frame frame, double frontal) {
        return Math.abs(frame.yaw() - frontal);
    }

    private static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}
