package dev.avs.face;

import dev.avs.verification.Policy;
import dev.avs.verification.Reason;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The FACIAL check's decision on two faces, by the policy (CHECKS.md): a similarity below
 * {@code face_match_threshold} is a mismatch, one from there up to {@code face_review_threshold} goes to a person,
 * one above passes; a selfie whose liveness score is below {@code liveness_threshold}, or that the face engine
 * finds other signs of a presentation attack in, fails liveness. No reason means the check passes.
 */
final class FaceComparison {

    static final String SCORE_BELOW_THRESHOLD = "score_below_threshold";

    private FaceComparison() {
    }

    /** A photo selfie: its liveness against the policy's {@code liveness_threshold}. */
    static List<Reason> compare(FaceAnalysis.Face selfie, FaceAnalysis.Face document, String modelId, Policy policy,
                                Map<String, Object> images, List<String> presentationSignals) {
        return compare(selfie, document, modelId, policy, policy.livenessThreshold(), images, presentationSignals);
    }

    /**
     * A selfie's face against the document's, its liveness against {@code livenessThreshold}: a clip's own (its best
     * frames scored otherwise than a photo, {@code clip_liveness_threshold}, lower once its challenge was met).
     */
    static List<Reason> compare(FaceAnalysis.Face selfie, FaceAnalysis.Face document, String modelId, Policy policy,
                                double livenessThreshold, Map<String, Object> images,
                                List<String> presentationSignals) {
        double similarity = round(FaceAnalysis.similarity(selfie, document));
        double liveness = round(selfie.liveness());
        List<String> livenessSignals = new ArrayList<>();
        if (liveness < livenessThreshold) {
            livenessSignals.add(SCORE_BELOW_THRESHOLD);
        }
        livenessSignals.addAll(presentationSignals);
        Map<String, Object> details = new LinkedHashMap<>(images);
        details.put("similarity", similarity);
        details.put("face_match_threshold", policy.faceMatchThreshold());
        details.put("face_review_threshold", policy.faceReviewThreshold());
        details.put("liveness", liveness);
        details.put("liveness_threshold", livenessThreshold);
        details.put("liveness_signals", livenessSignals);
        details.put("selfie_face_box", selfie.box());
        details.put("document_face_box", document.box());
        details.put("model_id", modelId);
        List<Reason> reasons = new ArrayList<>();
        if (similarity < policy.faceMatchThreshold()) {
            reasons.add(Reason.fail("FACE_MISMATCH", "The selfie and the document photo show different people"
                    + " (similarity " + similarity + ", below " + policy.faceMatchThreshold() + ")", details));
        } else if (similarity < policy.faceReviewThreshold()) {
            reasons.add(Reason.consider("FACE_REVIEW_REQUIRED", "The faces may be the same person (similarity "
                    + similarity + ", between " + policy.faceMatchThreshold() + " and "
                    + policy.faceReviewThreshold() + "): a person should compare them", details));
        }
        if (!livenessSignals.isEmpty()) {
            String message = "The selfie may not show a live person in front of the camera (" + why(livenessSignals,
                    liveness, livenessThreshold) + "): it may be a photo of a photo, a screen, a print, a painting, a mask or"
                    + " a drawing";
            reasons.add(Policy.LIVENESS_FAIL.equals(policy.livenessAction())
                    ? Reason.fail("LIVENESS_FAILED", message, details)
                    : Reason.consider("LIVENESS_FAILED", message, details));
        }
        return reasons;
    }

    private static String why(List<String> signals, double liveness, double threshold) {
        return String.join("; ", signals.stream().map(signal -> switch (signal) {
            case SCORE_BELOW_THRESHOLD -> "liveness " + liveness + ", below " + threshold;
            case Faces.MONOCHROME -> "the face is in black and white";
            case Faces.FACE_TOO_SMALL -> "the face is too small to judge";
            case LiveClip.FRAMES_DO_NOT_CHANGE -> "the frames do not change as a camera's do: a still picture, or one frame"
                    + " repeated";
            case LiveClip.DIFFERENT_FACES -> "the frames show more than one person";
            case LiveClip.FACE_NOT_IN_FRAMES -> "the face is missing from many of the frames";
            case LiveClip.TOO_FEW_FRAMES -> "the video has too few frames to judge";
            case LiveClip.MOVEMENT_NOT_DONE -> "the head did not turn as asked and back";
            case LiveClip.WRONG_MOVEMENT -> "the head turned the other way";
            case LiveClip.PICTURE_BORDER -> "straight edges frame the face, as a phone's, a screen's or a print's border";
            default -> signal;
        }).toList());
    }

    private static double round(double value) {
        return Math.round(value * 1000) / 1000.0;
    }
}
