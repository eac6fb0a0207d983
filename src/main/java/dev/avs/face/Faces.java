package dev.avs.face;

import dev.avs.account.AccountId;
import dev.avs.decoding.Clip;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.verification.Reason;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Service;

/**
 * What other modules may ask of the face engine: whether it is on, and the analysis of a file of an account (read
 * from storage by content hash, or made now and stored). An analysis is made once per content and model set,
 * normally in the background right after the upload ({@link FaceUploadAnalysis}).
 */
@Service
public class Faces {

    private final FaceAnalyserOnFirstUse analyser;
    private final FaceAnalysisRepository analyses;
    private final Files files;
    private final FaceProperties properties;
    private final Clock clock;
    private final Timer engineTime;
    private final Timer clipTime;

    Faces(FaceAnalyserOnFirstUse analyser, FaceAnalysisRepository analyses, Files files,
          FaceProperties properties, MeterRegistry registry, Clock clock) {
        this.analyser = analyser;
        this.analyses = analyses;
        this.files = files;
        this.properties = properties;
        this.clock = clock;
        this.engineTime = Timer.builder("avs.face.analysis")
                .description("Face engine: one photo analysed (detection, landmarks, embedding, liveness)")
                .publishPercentileHistogram().register(registry);
        this.clipTime = Timer.builder("avs.face.clip")
                .description("Face engine: one selfie clip's frames analysed").publishPercentileHistogram()
                .register(registry);
    }

    /** False when the operator switched the engine off: faces are then compared by a person. */
    public boolean enabled() {
        return analyser.get().isPresent();
    }

    /** The share of the largest face's area from which a face counts as a face of its own. */
    public double largeFaceRatio() {
        return properties.largeFaceRatio();
    }

    /**
     * What, besides the liveness model's score, says a selfie's face is not a live person in front of the camera:
     * {@code monochrome} (a black-and-white face: a pencil drawing, a print), {@code face_too_small} (too small
     * for the liveness model to judge: a painting's figure, a photo of a scene). Empty when nothing does.
     */
    public List<String> presentationSignals(FaceAnalysis analysis, FaceAnalysis.Face face) {
        return properties.liveness().signals(analysis, face);
    }

    /**
     * The faces of an analysed image large enough to count as faces of their own: none when it is not an image that
     * decodes. The one rule the FACIAL check, the hosted form's selfie step and the console apply.
     */
    public List<FaceAnalysis.Face> largeFaces(Optional<FaceAnalysis> analysis) {
        return analysis.filter(FaceAnalysis::decodable).map(a -> a.largeFaces(largeFaceRatio())).orElse(List.of());
    }

    /** The one large face of a file of the account, when it shows exactly one (and the engine runs). */
    public Optional<FaceAnalysis.Face> singleFace(AccountId account, String fileId) {
        List<FaceAnalysis.Face> large = largeFaces(analysis(account, fileId));
        return large.size() == 1 ? Optional.of(large.getFirst()) : Optional.empty();
    }

    /**
     * A selfie clip's frames judged ({@link LiveClip}): empty when the engine is off. The verdict's best frame is the
     * face a document's portrait is compared with.
     */
    Optional<JudgedClip> judgeClip(Clip clip, Challenge challenge, double livenessThreshold) {
        FaceAnalyser engine = analyser.get().orElse(null);
        if (engine == null) {
            return Optional.empty();
        }
        List<LiveClip.Frame> analysed = clipTime.record(() -> engine.clip(clip.frames().stream().map(Pixels::of)
                .toList()));
        LiveClip.Verdict verdict = LiveClip.judge(analysed, clip.seconds(), challenge, livenessThreshold);
        LiveClip.Frame best = verdict.bestFrame() < 0 ? null : analysed.get(verdict.bestFrame());
        FaceAnalysis.Face face = best == null || !best.face() ? null : new FaceAnalysis.Face(best.box().x1(),
                best.box().y1(), best.box().x2(), best.box().y2(), best.score(),
                verdict.liveness(), 0, best.embedding());
        return Optional.of(new JudgedClip(verdict, face, engine.modelId()));
    }

    /** A clip's verdict, the face of its best frame (null without one) and the models that judged it. */
    record JudgedClip(LiveClip.Verdict verdict, FaceAnalysis.Face bestFace, String modelId) {
    }

    /**
     * The one large face of an image, or null after recording FACE_NOT_FOUND: no face, more than one, or an image
     * that is not one (a PDF, or a file that does not decode): the FACIAL and VIDEO checks' one rule.
     */
    FaceAnalysis.Face oneLargeFace(Optional<FaceAnalysis> analysis, String which, Map<String, Object> images,
                                   List<Reason> reasons) {
        List<FaceAnalysis.Face> large = largeFaces(analysis);
        if (large.size() == 1) {
            return large.getFirst();
        }
        Map<String, Object> details = new java.util.LinkedHashMap<>(images);
        details.put("image", which);
        details.put("faces_found", large.size());
        details.put("face_boxes", large.stream().map(FaceAnalysis.Face::box).toList());
        analysis.ifPresent(a -> details.put("model_id", a.modelId()));
        String image = which.equals("selfie") ? "The selfie" : "The front of the identity document";
        reasons.add(Reason.fail("FACE_NOT_FOUND", analysis.filter(FaceAnalysis::decodable).isEmpty()
                ? image + " is not a photo in which a face can be looked for"
                : large.isEmpty() ? image + " shows no face" : image + " shows " + large.size() + " faces, not one",
                details));
        return null;
    }

    public static final String MONOCHROME = "monochrome";
    public static final String FACE_TOO_SMALL = "face_too_small";

    /**
     * The faces in a file of the account: empty when the engine is off, the file is not the account's, or it is
     * not an image (a PDF); an image that does not decode gives an analysis that says so.
     */
    public Optional<FaceAnalysis> analysis(AccountId account, String fileId) {
        FaceAnalyser engine = analyser.get().orElse(null);
        if (engine == null) {
            return Optional.empty();
        }
        Optional<FileMetadata> file = files.find(account, fileId).filter(FileMetadata::isImage);
        if (file.isEmpty()) {
            return Optional.empty();
        }
        String sha256 = file.get().sha256();
        return analyses.find(sha256, engine.modelId()).or(() -> {
            FaceAnalysis made = engineTime.record(() -> engine.analyse(files.read(account, fileId).orElseThrow()));
            analyses.insert(sha256, made, clock.instant());
            return Optional.of(made);
        });
    }
}
