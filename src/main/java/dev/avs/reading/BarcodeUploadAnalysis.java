package dev.avs.reading;

import dev.avs.account.AccountId;
import dev.avs.file.ContentAnalysis;
import dev.avs.file.FileStored;
import dev.avs.file.Files;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/**
 * The AAMVA barcode of a licence or ID card photo, read in the background once a document shows it
 * ({@link BarcodeReadings#request}), so that views and the DOCUMENT check only look the result up. A photo that
 * shows none is announced ({@link BarcodeNotRead}) for every file that holds it, once stored, so that its
 * documents go on with their next reading (as {@link MrzUploadAnalysis} does).
 */
@Component
class BarcodeUploadAnalysis implements ContentAnalysis {

    static final String NAME = "pdf417";

    private final BarcodeReadings readings;
    private final Files files;
    private final ApplicationEventPublisher events;

    BarcodeUploadAnalysis(BarcodeReadings readings, Files files, ApplicationEventPublisher events) {
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
                events.publishEvent(new BarcodeNotRead(holder.account(), holder.fileId()));
            }
        }
    }
}
