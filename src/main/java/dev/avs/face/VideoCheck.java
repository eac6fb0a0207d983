package dev.avs.face;

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
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * VIDEO (KYCAID's name): a selfie video sent through the API, judged as a live capture is: the same face in every
 * frame, frames that change as a camera's do, passive liveness on the best frames (no movement is asked for unless
 * the clip answered a challenge drawn through the API: then its movements, as FACIAL holds a live selfie to them),
 * and the best frame's face against the identity document's portrait as FACIAL compares a selfie. Reasons as FACIAL's (FACE_MISMATCH, FACE_REVIEW_REQUIRED, LIVENESS_FAILED with the clip's signals and its
 * evidence), and VIDEO_UNREADABLE for a file that is not a video that decodes.
 */
@Component
class VideoCheck implements VerificationCheck {

    private final Faces faces;
    private final VideoSelfies videos;
    private final SelfieCaptures captures;

    VideoCheck(Faces faces, VideoSelfies videos, SelfieCaptures captures) {
        this.faces = faces;
        this.videos = videos;
        this.captures = captures;
    }

    @Override
    public CheckType type() {
        return CheckType.VIDEO;
    }

    @Override
    public List<Gap> gaps(Evidence evidence, Policy policy) {
        List<Gap> gaps = new ArrayList<>();
        if (video(evidence).isEmpty()) {
            gaps.add(new Gap("documents", "VIDEO needs a " + DocumentType.SELFIE_VIDEO + " document with a file"));
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
        Map<String, Object> images = new java.util.LinkedHashMap<>(Details.of("selfie_video_document_id",
                video.documentId(), "selfie_video_file_id", videoFile, "document_id", identity.documentId(),
                "document_front_side_id", documentFile));
        Optional<SelfieCaptures.Capture> capture = captures.find(context.account(), videoFile, images);
        if (!faces.enabled()) {
            return CheckResult.of(type(), List.of(Reason.consider("FACE_REVIEW_REQUIRED",
                    "The face engine is switched off: a person should watch the video and compare it with the"
                            + " document photo", images)));
        }
        return CheckResult.of(type(), videos.judge(context.account(), videoFile, documentFile,
                capture.map(SelfieCaptures.Capture::challenge).orElse(null), context.policy(), images));
    }

    private static Optional<Evidence.DocumentFacts> video(Evidence evidence) {
        return evidence.newestDocument(d -> d.type() == DocumentType.SELFIE_VIDEO && !d.fileIds().isEmpty());
    }
}
