package dev.avs.face;

import java.util.Map;
import java.util.Optional;

/**
 * The scores a FACIAL reason shows, read back from its details by the module that wrote them
 * ({@link FaceComparison}): the faces' similarity and liveness, and the thresholds they were held to.
 */
public record FacialScores(Object similarity, Object faceMatchThreshold, Object liveness, Object livenessThreshold) {

    /** Empty when the details show no comparison (the engine was off, or no face was found). */
    public static Optional<FacialScores> of(Map<String, Object> details) {
        if (details == null || details.get("similarity") == null) {
            return Optional.empty();
        }
        return Optional.of(new FacialScores(details.get("similarity"), details.get("face_match_threshold"),
                details.get("liveness"), details.get("liveness_threshold")));
    }
}
