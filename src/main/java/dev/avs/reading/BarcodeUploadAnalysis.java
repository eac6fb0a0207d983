package dev.avs.reading;

import dev.avs.account.AccountId;
import dev.avs.file.Files;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/**
 * The AAMVA barcode of a licence or ID card photo, read in the background ({@link BarcodeReadings#request}); none
 * is {@link BarcodeNotRead}.
 */
@Component
class BarcodeUploadAnalysis extends PhotoReadingAnalysis {

    static final String NAME = "pdf417";

    private final BarcodeReadings readings;

    BarcodeUploadAnalysis(BarcodeReadings readings, Files files, ApplicationEventPublisher events) {
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
        return new BarcodeNotRead(account, fileId);
    }
}
