package dev.avs.document;

import dev.avs.account.AccountId;
import dev.avs.decoding.Decoders;
import dev.avs.decoding.Undecodable;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.image.VideoStructure;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import org.springframework.stereotype.Component;

/**
 * A video attached to a document is a selfie clip, and must be one the checks will judge: read by a decoder process
 * to its end or its 20th second, whichever comes first (a picture of at most 1920 x 1920, a video stream, no part
 * missing: its container's last box or element whole, as many frames as its index lists), its first frame decoded.
 * A longer video is taken: the checks judge its first 20 seconds. Refused when attached (422 naming the side),
 * not declined later: the applicant can record again. Only a first look: the frames are decoded when a check
 * judges the clip.
 */
@Component
class ClipRules {

    private final Files files;
    private final Decoders decoders;

    ClipRules(Files files, Decoders decoders) {
        this.files = files;
        this.decoders = decoders;
    }

    /** 422 naming {@code side} when the file on it is a video no check would judge; 503 when none can look now. */
    void check(AccountId account, String side, FileMetadata file) {
        if (!file.isVideo()) {
            return;
        }
        byte[] content = files.read(account, file.fileId()).orElseThrow(() -> ApiException.notFound(side, "File"));
        if (VideoStructure.cutShort(content, file.contentType())) {
            // a demuxer reads a file cut short to its cut and calls that the end: the clip would be judged in part
            throw ApiException.validation(side, "The selfie clip cannot be judged: the video is damaged: its end is "
                    + "missing (the file was cut short)");
        }
        try {
            decoders.look(content, file.contentType());
        } catch (Undecodable refused) {
            if (refused.isRetryable()) {
                throw new ApiException(ErrorType.UNAVAILABLE, "The selfie clip cannot be looked at now; try again "
                        + "shortly");
            }
            throw ApiException.validation(side, "The selfie clip cannot be judged: " + refused.getMessage());
        }
    }
}
