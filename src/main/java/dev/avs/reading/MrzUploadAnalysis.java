package dev.avs.reading;

import dev.avs.account.AccountId;
import dev.avs.file.Files;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/** The MRZ of a document photo, read in the background ({@link MrzReadings#request}); none is {@link MrzNotRead}. */
@Component
class MrzUploadAnalysis extends PhotoReadingAnalysis {

    static final String NAME = "mrz";

    private final MrzReadings readings;

    MrzUploadAnalysis(MrzReadings readings, Files files, ApplicationEventPublisher events) {
        super(NAME, files, events);
        this.readings = readings;
    }

    @Override
    public boolean runsHere() {
        return readings.readsHere();
    }

    @Override
    boolean readNothing(AccountId account, String fileId) {
        return readings.reading(account, fileId).filter(reading -> !reading.isRead()).isPresent();
    }

    @Override
    Object nothingRead(AccountId account, String fileId) {
        return new MrzNotRead(account, fileId);
    }
}
