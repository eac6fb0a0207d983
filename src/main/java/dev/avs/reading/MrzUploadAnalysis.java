package dev.avs.reading;

import dev.avs.account.AccountId;
import dev.avs.file.ContentAnalysis;
import dev.avs.file.FileStored;
import dev.avs.file.Files;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/**
 * The MRZ of a document photo, read in the background once a document shows it ({@link MrzReadings#request}), so
 * that views and the DOCUMENT check only look the result up. A node that does not read (reading switched off
 * there) hands the job back, so that a node that reads takes it. A photo that shows no MRZ is announced
 * ({@link MrzNotRead}) once it is stored, so that a document's next side is read only then: after a crash the job
 * runs again and announces it again. The job runs once per content, so the announcement goes out for every file
 * that holds the same photo, in any account: a document made with a second upload of it before the first was read
 * goes on to its next side too.
 */
@Component
class MrzUploadAnalysis implements ContentAnalysis {

    static final String NAME = "mrz";

    private final MrzReadings readings;
    private final Files files;
    private final ApplicationEventPublisher events;

    MrzUploadAnalysis(MrzReadings readings, Files files, ApplicationEventPublisher events) {
        this.readings = readings;
        this.files = files;
        this.events = events;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean onUpload(FileStored stored) {
        return false;
    }

    @Override
    public boolean runsHere() {
        return readings.readsHere();
    }

    @Override
    public void analyse(AccountId account, String fileId) {
        if (readings.reading(account, fileId).filter(reading -> !reading.isRead()).isPresent()) {
            for (Files.Holder holder : files.sameContent(account, fileId)) {
                events.publishEvent(new MrzNotRead(holder.account(), holder.fileId()));
            }
        }
    }
}
