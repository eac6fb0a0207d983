package dev.avs.reading;

import dev.avs.account.AccountId;
import dev.avs.file.ContentAnalysis;
import dev.avs.file.FileStored;
import dev.avs.file.Files;
import org.springframework.context.ApplicationEventPublisher;

/**
 * A reading of document photos made in the background once a document shows one (never on every upload), so that
 * views and the DOCUMENT check only look the result up. A node that does not read (reading switched off there)
 * hands the job back, so that a node that reads takes it. A photo that shows nothing to read is announced once it
 * is stored, so that a document's next side is read only then: after a crash the job runs again and announces it
 * again. The job runs once per content, so the announcement goes out for every file that holds the same photo, in
 * any account: a document made with a second upload of it before the first was read goes on to its next side too.
 */
abstract class PhotoReadingAnalysis implements ContentAnalysis {

    private final String name;
    private final Files files;
    private final ApplicationEventPublisher events;

    PhotoReadingAnalysis(String name, Files files, ApplicationEventPublisher events) {
        this.name = name;
        this.files = files;
        this.events = events;
    }

    /** Whether the photo's reading is stored and found nothing. */
    abstract boolean readNothing(AccountId account, String fileId);

    /** The event that says one file's photo shows nothing to read. */
    abstract Object nothingRead(AccountId account, String fileId);

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final boolean onUpload(FileStored stored) {
        return false;
    }

    @Override
    public final void analyse(AccountId account, String fileId) {
        if (readNothing(account, fileId)) {
            for (Files.Holder holder : files.sameContent(account, fileId)) {
                events.publishEvent(nothingRead(holder.account(), holder.fileId()));
            }
        }
    }
}
