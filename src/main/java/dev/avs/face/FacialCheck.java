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
 * FACIAL: does the selfie show the holder of the identity document, and a live one? The face engine finds the
 * face on each (exactly one large face on the selfie, and on the document's front), compares their embeddings
 * against the policy's thresholds, and judges the selfie's liveness. Every reason names both images, both face
 * boxes, the scores, the thresholds and the models, so that a reviewer sees why. With the engine switched off, a
 * person compares the images (FACE_REVIEW_REQUIRED).
 */
@Component
class FacialCheck implements VerificationCheck {

    private final Faces faces;
    private final VideoSelfies videos;
    private final SelfieCaptures captures;

    FacialCheck(Faces faces, VideoSelfies videos, SelfieCaptures captures) {
        this.faces = faces;
        this.videos = videos;
        this.captures = captures;
    }

    @Override
    public CheckType type() {
        return CheckType.FACIAL;
    }

    @Override
    public List<Gap> gaps(Evidence evidence, Policy policy) {
        List<Gap> gaps = new ArrayList<>();
        if (selfie(evidence).isEmpty()) {
            gaps.add(new Gap("documents", "FACIAL needs a " + DocumentType.SELFIE_IMAGE + " (or "
                    + DocumentType.SELFIE_VIDEO + ") document with a file"));
        }
        if (evidence.newestIdentityDocument().map(Evidence.DocumentFacts::frontSideId).isEmpty()) {
            gaps.add(new Gap("documents", "FACIAL needs an identity document with a front side"));
        }
        return gaps;
    }

    @Override
    public CheckResult run(Context context) {
        Evidence evidence = context.evidence();
        Evidence.DocumentFacts selfie = selfie(evidence).orElseThrow();
        Evidence.DocumentFacts identity = evidence.newestIdentityDocument().orElseThrow();
        String selfieFile = selfie.fileIds().getFirst();
        String documentFile = identity.frontSideId();
        Map<String, Object> images = new java.util.LinkedHashMap<>(Details.of("selfie_document_id",
                selfie.documentId(), "selfie_file_id", selfieFile, "document_id", identity.documentId(),
                "document_front_side_id", documentFile));
        // how the selfie was taken: live by the form's camera (with its challenge), uploaded in the form, or via the API
        Optional<SelfieCaptures.Capture> capture = captures.find(context.account(), selfieFile, images);
        List<Reason> reasons = new ArrayList<>();
        if (context.policy().requireLiveSelfie()
                && capture.map(SelfieCaptures.Capture::kind).orElse(null) != SelfieCaptures.Kind.LIVE) {
            reasons.add(Reason.consider("SELFIE_NOT_LIVE", "The selfie was not recorded live for a challenge of this"
                    + " service (by the hosted form's camera, or a client's answering POST /selfie-challenges):"
                    + " a person should look at it", images));
        }
        if (!faces.enabled()) {
            reasons.add(Reason.consider("FACE_REVIEW_REQUIRED",
                    "The face engine is switched off: a person should compare the selfie with the document photo",
                    images));
            return CheckResult.of(type(), reasons);
        }
        if (videos.isVideo(context.account(), selfieFile)) {
            // a video selfie is judged as a clip, with the movement the form's camera asked for
            reasons.addAll(videos.judge(context.account(), selfieFile, documentFile,
                    capture.map(SelfieCaptures.Capture::challenge).orElse(null), context.policy(), images));
            return CheckResult.of(type(), reasons);
        }
        Optional<FaceAnalysis> selfieFaces = faces.analysis(context.account(), selfieFile);
        Optional<FaceAnalysis> documentFaces = faces.analysis(context.account(), documentFile);
        FaceAnalysis.Face selfieFace = faces.oneLargeFace(selfieFaces, "selfie", images, reasons);
        FaceAnalysis.Face documentFace = faces.oneLargeFace(documentFaces, "document", images, reasons);
        if (selfieFace == null || documentFace == null) {
            return CheckResult.of(type(), reasons);
        }
        FaceComparison.compare(selfieFace, documentFace, selfieFaces.get().modelId(), context.policy(), images,
                faces.presentationSignals(selfieFaces.get(), selfieFace)).forEach(reasons::add);
        return CheckResult.of(type(), reasons);
    }

    private static Optional<Evidence.DocumentFacts> selfie(Evidence evidence) {
        return evidence.newestDocument(d -> d.type().selfie() && !d.fileIds().isEmpty());
    }
}
