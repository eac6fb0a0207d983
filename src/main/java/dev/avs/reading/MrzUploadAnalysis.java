package dev.avs.reading;

import dev.avs.account.AccountId;
import dev.avs.file.ContentAnalysis;
import dev.avs.file.FileStored;
import org.springframework.stereotype.Component;

/**
 * The MRZ of a document photo, read in the background once a document shows it ({@link MrzReadings#request}), so
 * that views and the DOCUMENT check only look the result up. A node that does not read (reading switched off
 * there) hands the job back, so that a node that reads takes it.
 */
@Component
class MrzUploadAnalysis implements ContentAnalysis {

    static final String NAME = "mrz";

    private final MrzReadings readings;

    MrzUploadAnalysis(MrzReadings readings) {
        this.readings = readings;
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
        readings.reading(account, fileId);
    }
}
