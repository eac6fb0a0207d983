package dev.avs.document;

import dev.avs.file.FileStored;
import dev.avs.file.Files;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * Analyses an image when it is uploaded, so that the DOCUMENT check of a later
 * verification only reads the stored result: the decoding and measuring cost is paid by the upload, not by the
 * verification queue. Best effort: when it fails (or the service stops first), the check analyses on its own.
 */
@Component
class UploadAnalysis {

    private static final Logger log = LoggerFactory.getLogger(UploadAnalysis.class);

    private final ImageIndex index;
    private final Files files;
    private final Clock clock;

    UploadAnalysis(ImageIndex index, Files files, Clock clock) {
        this.index = index;
        this.files = files;
        this.clock = clock;
    }

    @EventListener
    void on(FileStored event) {
        try {
            index.analysed(event.sha256(), () -> ImageAnalysis.analyse(
                    files.read(event.account(), event.fileId()).orElseThrow(), event.contentType()), clock.instant());
        } catch (RuntimeException e) {
            // the upload itself succeeded; the verification will analyse the content when it needs it
            log.warn("Analysing uploaded file {} failed; it will be analysed when verified: {}", event.fileId(),
                    e.getClass().getSimpleName());
        }
    }
}
