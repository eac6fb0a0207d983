package dev.avs.face;

import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.file.VideoFrames;
import dev.avs.reference.DocumentType;
import dev.avs.verification.CheckResult;
import dev.avs.verification.CheckType;
import dev.avs.verification.Details;
import dev.avs.verification.Evidence;
import dev.avs.verification.Gap;
import dev.avs.verification.Policy;
import dev.avs.verification.Reason;
import dev.avs.verification.VerificationCheck;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * VIDEO (KYCAID's name): a selfie video sent through the API, judged as a live capture is: the same face in every
 * frame, frames that change as a camera's do, passive liveness on the best frames (no challenge is known, so no
 * movement is asked for), and the best frame's face against the identity document's portrait as FACIAL compares a
 * selfie. Reasons as FACIAL's (FACE_MISMATCH, FACE_REVIEW_REQUIRED, LIVENESS_FAILED with the clip's signals and its
 * evidence), and VIDEO_UNREADABLE for a file that is not a video that decodes.
 */
@Component
class VideoCheck implements VerificationCheck {

    /** Frames judged, spread over the video: enough to see movement, few enough for about a second of work. */
    static final int FRAMES = 12;

    private final Faces faces;
    private final Files files;

    VideoCheck(Faces faces, Files files) {
        this.faces = faces;
        this.files = files;
    }

    @Override
    public CheckType type() {
        return CheckType.VIDEO;
    }

    @Override
    public List<Gap> gaps(Evidence evidence, Policy policy) {
        List<Gap> gaps = new ArrayList<>();
        if (video(evidence).isEmpty()) {
            gaps.add(new Gap("documents", "VIDEO needs a SELFIE_VIDEO document with a file"));
        }
        if (evidence.newestIdentityDocument().map(Evidence.DocumentFacts::frontSideId).isEmpty()) {
            gaps.add(new Gap("documents", "VIDEO needs an identity document with a front side"));
        }
        return gaps;
    }

    @Override
    public CheckResult run(Context context) {
        Evidence evidence = context.evidence();
        Evidence.DocumentFacts video = video(evidence).orElseThrow();
        Evidence.DocumentFacts identity = evidence.newestIdentityDocument().orElseThrow();
        String videoFile = video.fileIds().getFirst();
        String documentFile = identity.frontSideId();
        Map<String, Object> images = Details.of("selfie_video_document_id", video.documentId(),
                "selfie_video_file_id", videoFile, "document_id", identity.documentId(), "document_front_side_id",
                documentFile);
        if (!faces.enabled()) {
            return CheckResult.of(type(), List.of(Reason.consider("FACE_REVIEW_REQUIRED",
                    "The face engine is switched off: a person should watch the video and compare it with the"
                            + " document photo", images)));
        }
        Optional<FileMetadata> file = files.find(context.account(), videoFile);
        VideoFrames.Decoded decoded;
        try {
            byte[] content = files.read(context.account(), videoFile).orElseThrow();
            decoded = VideoFrames.sample(content, file.map(FileMetadata::contentType).orElse(""), FRAMES);
        } catch (VideoFrames.Unreadable unreadable) {
            return CheckResult.of(type(), List.of(Reason.fail("VIDEO_UNREADABLE", unreadable.getMessage(), images)));
        }
        Faces.JudgedClip judged = faces.judgeClip(decoded.frames(), null, context.policy().livenessThreshold())
                .orElseThrow();
        Map<String, Object> details = new LinkedHashMap<>(images);
        details.put("video_seconds", Math.round(decoded.seconds() * 100) / 100.0);
        details.put("clip", judged.verdict().evidence());
        if (judged.bestFace() == null) {
            details.put("liveness_signals", judged.verdict().signals());
            return CheckResult.of(type(), List.of(Reason.fail("FACE_NOT_FOUND",
                    "The selfie video shows no face in enough of its frames", details)));
        }
        List<FaceAnalysis.Face> documentFaces = faces.largeFaces(faces.analysis(context.account(), documentFile));
        if (documentFaces.size() != 1) {
            details.put("image", "document");
            details.put("faces_found", documentFaces.size());
            return CheckResult.of(type(), List.of(Reason.fail("FACE_NOT_FOUND", documentFaces.isEmpty()
                    ? "The front of the identity document shows no face"
                    : "The front of the identity document shows " + documentFaces.size() + " faces, not one",
                    details)));
        }
        List<String> signals = judged.verdict().signals().stream()
                .filter(signal -> !signal.equals(FaceComparison.SCORE_BELOW_THRESHOLD)).toList();
        return CheckResult.of(type(), FaceComparison.compare(judged.bestFace(), documentFaces.getFirst(),
                judged.modelId(), context.policy(), details, signals));
    }

    private static Optional<Evidence.DocumentFacts> video(Evidence evidence) {
        return evidence.newestDocument(d -> d.type().equals(DocumentType.SELFIE_VIDEO.name()) && !d.fileIds().isEmpty());
    }
}
