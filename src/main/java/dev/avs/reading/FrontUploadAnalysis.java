package dev.avs.reading;

import dev.avs.account.AccountId;
import dev.avs.file.ContentAnalysis;
import dev.avs.file.FileStored;
import org.springframework.stereotype.Component;

/**
 * The printed words of a licence's or ID card's front, read in the background ({@link FrontReadings#request}) once
 * a document shows it, so that its view and the DOCUMENT check only look them up. Nothing follows from a front
 * without words: no other side is read for them.
 */
@Component
class FrontUploadAnalysis implements ContentAnalysis {

    static final String NAME = "front";

    private final FrontReadings readings;

    FrontUploadAnalysis(FrontReadings readings) {
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
