package dev.avs.document;

import dev.avs.account.AccountId;
import dev.avs.file.Files;
import dev.avs.verification.Details;
import dev.avs.verification.Evidence;
import dev.avs.verification.Policy;
import dev.avs.verification.Reason;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * The image rules of the DOCUMENT check, per side: decodable, large enough, sharp enough, free of editor traces,
 * and not the same image as one on another applicant. Each content is analysed once, normally at upload
 * ({@link ImageUploadAnalysis}), and the result stored; a content without a stored result is analysed here.
 */
@Component
class ImageRules {

    private final Files files;
    private final ImageIndex index;
    private final Clock clock;

    ImageRules(Files files, ImageIndex index, Clock clock) {
        this.files = files;
        this.index = index;
        this.clock = clock;
    }

    void apply(AccountId account, String verificationId, Evidence evidence, Evidence.DocumentFacts document,
               Policy policy, List<Reason> reasons) {
        String applicantId = evidence.applicant().applicantId();
        for (String fileId : document.fileIds()) {
            Evidence.FileFacts file = evidence.file(fileId).orElse(null);
            if (file == null) {
                continue;
            }
            AnalysedImage image = analyse(account, file);
            String side = side(document, fileId);
            if (!image.decodable()) {
                reasons.add(Reason.fail("FILE_UNREADABLE", "The " + side + " is not a readable image or PDF",
                        Details.of("file_id", fileId, "side", side, "content_type", file.contentType())));
                continue;
            }
            if (image.pdf()) {
                continue;
            }
            Integer shorter = image.shorterSide();
            if (shorter != null && shorter < policy.minImageSidePx()) {
                reasons.add(Reason.fail("IMAGE_TOO_SMALL", "The " + side + " is " + image.width() + "×" + image.height()
                                + " pixels; its shorter side must be at least " + policy.minImageSidePx(),
                        Details.of("file_id", fileId, "side", side, "width", image.width(), "height", image.height(),
                                "min_side_px", policy.minImageSidePx())));
            }
            if (image.sharpness() != null && image.sharpness() < policy.minSharpness()) {
                reasons.add(Reason.consider("IMAGE_BLURRY", "The " + side + " looks blurred",
                        Details.of("file_id", fileId, "side", side,
                                "sharpness", Math.round(image.sharpness() * 10) / 10.0,
                                "min_sharpness", policy.minSharpness())));
            }
            if (image.edited()) {
                reasons.add(Reason.consider("IMAGE_EDITED", "The " + side + " was saved by an image editor ("
                                + String.join(", ", image.editors()) + ")",
                        Details.of("file_id", fileId, "side", side, "editors", image.editors(),
                                "traces", image.editorTraces().stream().map(t -> Map.of("editor", t.editor(),
                                        "source", t.source(), "value", t.value())).toList())));
            }
            duplicates(account, applicantId, document, file, image, side, policy, reasons);
            index.recordSeen(account.value(), applicantId, verificationId, document.documentId(), fileId,
                    file.sha256(), image.perceptualHash());
        }
    }

    private void duplicates(AccountId account, String applicantId, Evidence.DocumentFacts document,
                            Evidence.FileFacts file, AnalysedImage image, String side, Policy policy,
                            List<Reason> reasons) {
        List<Map<String, Object>> matches = index.candidates(account.value(), applicantId, file.sha256(),
                        image.perceptualHash()).stream()
                .filter(seen -> seen.sha256().equals(file.sha256()) || seen.phash() != null
                        && image.perceptualHash() != null
                        && ImageAnalysis.hammingDistance(seen.phash(), image.perceptualHash()) <= policy.phashDistance())
                .map(seen -> Details.of("applicant_id", seen.applicantId(), "document_id", seen.documentId(),
                        "file_id", seen.fileId(), "same_bytes", seen.sha256().equals(file.sha256()),
                        "distance", seen.phash() == null || image.perceptualHash() == null ? null
                                : ImageAnalysis.hammingDistance(seen.phash(), image.perceptualHash())))
                .distinct()
                .toList();
        if (!matches.isEmpty()) {
            reasons.add(Reason.consider("DUPLICATE_IMAGE", "The " + side + " is the same image as one on another applicant",
                    Details.of("file_id", file.fileId(), "side", side, "document_id", document.documentId(),
                            "matches", matches)));
        }
    }

    private AnalysedImage analyse(AccountId account, Evidence.FileFacts file) {
        return index.analysed(file.sha256(), () -> ImageAnalysis.analyse(
                files.read(account, file.fileId()).orElse(new byte[0]), file.contentType()), clock.instant());
    }

    private static String side(Evidence.DocumentFacts document, String fileId) {
        if (fileId.equals(document.frontSideId())) {
            return "front side";
        }
        return fileId.equals(document.backSideId()) ? "back side" : "other side";
    }
}
