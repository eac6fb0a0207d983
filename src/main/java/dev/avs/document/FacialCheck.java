package dev.avs.document;

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
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * FACIAL: does the selfie show the holder of the identity document? No face-matching engine ships with the
 * service (a self-hosted one would need a model the operator chooses), so the check hands the comparison to a
 * person with FACE_REVIEW_REQUIRED, naming the two images to compare.
 */
@Component
class FacialCheck implements VerificationCheck {

    @Override
    public CheckType type() {
        return CheckType.FACIAL;
    }

    @Override
    public List<Gap> gaps(Evidence evidence, Policy policy) {
        List<Gap> gaps = new ArrayList<>();
        if (selfie(evidence).isEmpty()) {
            gaps.add(new Gap("documents", "FACIAL needs a SELFIE_IMAGE document with a file"));
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
        return CheckResult.of(type(), List.of(Reason.consider("FACE_REVIEW_REQUIRED",
                "No face-matching engine is configured: a person should compare the selfie with the document photo",
                Details.of("selfie_document_id", selfie.documentId(), "selfie_file_id", selfie.fileIds().getFirst(),
                        "document_id", identity.documentId(), "document_front_side_id", identity.frontSideId()))));
    }

    private static Optional<Evidence.DocumentFacts> selfie(Evidence evidence) {
        return evidence.newestDocument(d -> d.type().equals("SELFIE_IMAGE") && !d.fileIds().isEmpty());
    }
}
