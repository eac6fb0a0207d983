package dev.avs.face;

import dev.avs.decoding.Clip;
import dev.avs.decoding.Decoders;
import dev.avs.decoding.Undecodable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * The face pipeline outside the service, for benchmarks and calibration runs: the models shipped in the jar, the
 * service's default settings, and the analysis of image bytes exactly as an upload gets it.
 */
public final class FacePipeline {

    private final FaceAnalyser analyser;
    /** Started on the first video: its processes end with this JVM. */
    private Decoders decoders;

    private FacePipeline(FaceAnalyser analyser) {
        this.analyser = analyser;
    }

    /** The shipped models with the default detector threshold (0.7) and working size (1280 pixels). */
    public static FacePipeline shipped() {
        FaceModels models = FaceModels.of(resource("fr_detect"), resource("fr_landmark"), resource("fr_feature"),
                resource("fr_liveness"));
        return new FacePipeline(new FaceAnalyser(new OnnxFaceEngine(models, 0.7), 1280));
    }

    public FaceAnalysis analyse(byte[] image) {
        return analyser.analyse(image);
    }

    /**
     * A selfie video judged as the VIDEO check judges it (decoded, {@value VideoSelfies#POSE_FRAMES} frames sampled
     * and analysed, the clip judged without a challenge): the signals that say it is not live, empty when it is.
     */
    public List<String> judgeVideo(byte[] video, String contentType, double livenessThreshold)
            throws Undecodable {
        return judgeClip(video, contentType, null, livenessThreshold).signals();
    }

    /**
     * A selfie video judged as the FACIAL check judges a live capture (with a challenge, {@code turn_left+turn_right},
     * whose movements it must show) or as the VIDEO check does (a null challenge): its signals and its evidence.
     */
    public ClipJudgement judgeClip(byte[] video, String contentType, String challenge, double livenessThreshold)
            throws Undecodable {
        Clip decoded = decoders().clip(video, contentType, VideoSelfies.POSE_FRAMES);
        List<LiveClip.Frame> frames = analyser.clip(decoded.frames().stream().map(Pixels::of).toList());
        Challenge asked = challenge == null ? null : Challenge.parse(challenge);
        if (challenge != null && asked == null) {
            throw new IllegalArgumentException("Not a challenge: " + challenge);
        }
        LiveClip.Verdict verdict = LiveClip.judge(frames, decoded.seconds(), asked, livenessThreshold);
        return new ClipJudgement(verdict.signals(), verdict.evidence());
    }

    /** A clip's judgement: the signals that say it is not live (none when it is) and the evidence. */
    public record ClipJudgement(List<String> signals, Map<String, Object> evidence) {
    }

    private synchronized Decoders decoders() {
        if (decoders == null) {
            decoders = Decoders.standalone();
        }
        return decoders;
    }

    /** The presentation-attack signals besides the liveness score, with the default limits. */
    public List<String> presentationSignals(FaceAnalysis analysis, FaceAnalysis.Face face) {
        return FaceProperties.Liveness.DEFAULTS.signals(analysis, face);
    }

    private static byte[] resource(String name) {
        try (InputStream in = FacePipeline.class.getResourceAsStream("/models/face/" + name + ".onnx")) {
            if (in == null) {
                throw new IllegalStateException("The model " + name + " is not on the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
