package dev.avs.face;

import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.core.io.Resource;

/**
 * {@code avs.face.*}: the face engine. The models ship in the jar (each with a {@code .provenance} file beside it in {@code models/face/}); an
 * operator may point to other ONNX models with the same inputs and outputs.
 *
 * @param enabled        false: no engine; the FACIAL check hands every comparison to a person
 * @param models         the four models' locations ({@code classpath:} or {@code file:})
 * @param minScore       detector confidence from which a box is a face
 * @param maxSide        a photo is decoded with its longer side at most this many pixels before analysis
 * @param largeFaceRatio a face counts (for "one face only") when its area is at least this share of the largest's
 * @param liveness       what, besides the liveness model's score, makes a selfie look like no live person
 * @param challenges     the live-selfie challenges a client draws through the API ({@code POST /selfie-challenges})
 */
@ConfigurationProperties("avs.face")
public record FaceProperties(boolean enabled, Models models, double minScore, int maxSide, double largeFaceRatio,
                             Liveness liveness, Challenges challenges) {

    /**
     * @param answerWithin a challenge takes a clip this long after it was drawn, not later
     * @param drawsPerDay  challenges one applicant may draw in 24 hours: drawing until the movements of a clip
     *                     recorded beforehand come up takes about four draws per clip
     */
    public record Challenges(java.time.Duration answerWithin, int drawsPerDay) {
    }

    /**
     * @param minFaceShare the liveness model cannot judge a face narrower than this share of the photo's shorter
     *                     side (a selfie's face takes 0.3 to 0.6; a painting's figure or a crowd far less)
     * @param minChroma    a face with a median chroma below this is black and white: a drawing, a print or a
     *                     filtered photo, which no phone camera takes of a live face
     */
    public record Liveness(double minFaceShare, int minChroma) {

        /** The defaults of {@code application.yml}, for runs outside the service (benchmarks, calibration). */
        static final Liveness DEFAULTS = new Liveness(0.1, 6);

        /** The signals of a face of the analysis: see {@link Faces#presentationSignals}. */
        List<String> signals(FaceAnalysis analysis, FaceAnalysis.Face face) {
            List<String> signals = new ArrayList<>();
            if (face.chroma() < minChroma) {
                signals.add(Faces.MONOCHROME);
            }
            if (analysis.share(face) < minFaceShare) {
                signals.add(Faces.FACE_TOO_SMALL);
            }
            return List.copyOf(signals);
        }
    }

    public record Models(Resource detector, Resource landmarks, Resource embedding, Resource liveness) {
    }
}
