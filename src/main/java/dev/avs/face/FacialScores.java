package dev.avs.face;

import dev.avs.verification.Reason;
import java.util.Optional;

/**
 * The scores a FACIAL (or VIDEO) reason shows, as {@link FaceComparison} writes them into its details: the faces'
 * similarity and liveness, and the thresholds they were held to.
 */
public record FacialScores(Number similarity, Number faceMatchThreshold, Number liveness, Number livenessThreshold) {

    /** Empty for no reason, or one whose details show no comparison (the engine was off, or no face was found). */
    public static Optional<FacialScores> of(Reason reason) {
        return Optional.ofNullable(reason).map(r -> r.detailsAs(FacialScores.class))
                .filter(scores -> scores.similarity() != null);
    }
}
