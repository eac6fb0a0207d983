package dev.avs.face;

import dev.avs.account.AccountId;
import dev.avs.decoding.Clip;
import dev.avs.decoding.Decoders;
import dev.avs.decoding.Undecodable;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.image.VideoStructure;
import dev.avs.verification.CheckDeferred;
import dev.avs.verification.Policy;
import dev.avs.verification.Reason;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * A selfie video against an identity document's portrait, as both the VIDEO check (a clip sent through the API,
 * no challenge) and the FACIAL check (a clip the hosted form recorded live, with the challenge it gave) judge it:
 * decoded, the pose followed over {@value #POSE_FRAMES} frames and {@value #FRAMES} of them judged in full
 * ({@link LiveClip}), the best frame's face compared as a selfie's is.
 */
@Component
class VideoSelfies {

    /** Frames judged, spread over the video: enough to see movement, few enough for about a second of work. */
    static final int FRAMES = 12;
    /**
     * Frames whose pose is followed: in a five-second clip one every 200 ms. At 12 frames over five seconds a real
     * head's turn and return (under a second in the real footage the tests use) fell between samples.
     */
    static final int POSE_FRAMES = 32;

    private final Faces faces;
    private final Files files;
    private final Decoders decoders;

    VideoSelfies(Faces faces, Files files, Decoders decoders) {
        this.faces = faces;
        this.files = files;
        this.decoders = decoders;
    }

    /** Whether the file is a video (the sniffed type), so that the clip's judgement applies. */
    boolean isVideo(AccountId account, String fileId) {
        return files.find(account, fileId).filter(FileMetadata::isVideo)
                .isPresent();
    }

    /** The clip's frames as judged: {@value #POSE_FRAMES} spread over it, decoded in a decoder process. */
    Clip decode(AccountId account, String videoFile) throws Undecodable {
        Optional<FileMetadata> file = files.find(account, videoFile);
        byte[] content = files.read(account, videoFile)
                .orElseThrow(() -> new Undecodable("The video's content is not stored"));
        String type = file.map(FileMetadata::contentType).orElse("");
        if (VideoStructure.cutShort(content, type)) {
            throw new Undecodable("The video is damaged: its end is missing (the file was cut short)");
        }
        return decoders.clip(content, type, POSE_FRAMES);
    }

    /**
     * The reasons the clip gives: VIDEO_UNREADABLE (it breaks a rule of clips: the same answer every time),
     * FILE_UNPROCESSABLE (its decoding ran out of the time or memory allowed: a person looks), FACE_NOT_FOUND,
     * FACE_MISMATCH, FACE_REVIEW_REQUIRED, LIVENESS_FAILED (the clip's signals, the challenge's movement among them),
     * none when all is well. No decoder free or able to start is not the clip's fault: the run is tried again.
     *
     * @param challenge the movement the applicant was asked for, or null when none was
     */
    List<Reason> judge(AccountId account, String videoFile, String documentFile, Challenge challenge,
                       Policy policy, Map<String, Object> images) {
        Clip decoded;
        try {
            decoded = decode(account, videoFile);
        } catch (Undecodable unreadable) {
            if (unreadable.isRetryable()) {
                throw new CheckDeferred(unreadable.getMessage());
            }
            Map<String, Object> details = new LinkedHashMap<>(images);
            details.put("file_id", videoFile);
            details.put("why", unreadable.getMessage());
            return List.of(unreadable.overLimits()
                    ? Reason.consider("FILE_UNPROCESSABLE", "The selfie video could not be decoded within the "
                            + "service's limits; a person should look at it", details)
                    : Reason.fail("VIDEO_UNREADABLE", unreadable.getMessage(), images));
        }
        Faces.JudgedClip judged = faces.judgeClip(decoded, challenge, policy.clipLivenessThreshold())
                .orElseThrow();
        Map<String, Object> details = new LinkedHashMap<>(images);
        details.put("video_seconds", Math.round(decoded.seconds() * 100) / 100.0);
        if (decoded.cut()) {
            // only the first 20 seconds were read: what came after was not judged
            details.put("video_cut", true);
        }
        details.put("clip", judged.verdict().evidence());
        if (judged.bestFace() == null) {
            details.put("liveness_signals", judged.verdict().signals());
            return List.of(Reason.fail("FACE_NOT_FOUND", "The selfie video shows no face in enough of its frames",
                    details));
        }
        List<Reason> reasons = new java.util.ArrayList<>();
        FaceAnalysis.Face documentFace = faces.oneLargeFace(faces.analysis(account, documentFile), "document",
                details, reasons);
        if (documentFace == null) {
            return reasons;
        }
        List<String> signals = judged.verdict().signals().stream()
                .filter(signal -> !signal.equals(FaceComparison.SCORE_BELOW_THRESHOLD)).toList();
        // the clip's own threshold (lower once its challenge was met), not a photo's
        return FaceComparison.compare(judged.bestFace(), documentFace, judged.modelId(), policy,
                judged.verdict().livenessThreshold(), details, signals);
    }
}
