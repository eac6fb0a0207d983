package dev.avs.document;

import dev.avs.account.AccountId;
import dev.avs.file.ContentAnalysis;
import dev.avs.file.FileStored;
import dev.avs.file.Files;
import java.time.Clock;
import org.springframework.stereotype.Component;

/**
 * The image forensics of every upload (decoding, size, sharpness, perceptual hash, editor traces), so that the
 * DOCUMENT check of a later verification only reads the stored result: the cost is paid by the upload, not by the
 * verification queue.
 */
@Component
class ImageUploadAnalysis implements ContentAnalysis {

    private final ImageIndex index;
    private final Files files;
    private final Clock clock;

    ImageUploadAnalysis(ImageIndex index, Files files, Clock clock) {
        this.index = index;
        this.files = files;
        this.clock = clock;
    }

    @Override
    public String name() {
        return "image";
    }

    @Override
    public boolean onUpload(FileStored stored) {
        return true;
    }

    @Override
    public boolean runsHere() {
        return true;
    }

    @Override
    public void analyse(AccountId account, String fileId) {
        files.find(account, fileId).ifPresent(file -> index.analysed(file.sha256(),
                () -> ImageAnalysis.analyse(files.read(account, fileId).orElseThrow(), file.contentType()),
                clock.instant()));
    }
}
