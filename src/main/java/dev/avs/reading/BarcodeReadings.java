package dev.avs.reading;

import dev.avs.aamva.Aamva;
import dev.avs.account.AccountId;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.file.UploadAnalyses;
import dev.avs.image.GreyImage;
import dev.avs.image.ImageDecoder;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Clock;
import java.util.Optional;
import org.springframework.stereotype.Service;

/**
 * The AAMVA PDF417 barcode on the back of US and Canadian driving licences and ID cards, read from a file of an
 * account: looked up by content hash, or read now and stored. Read once per content and decoder, normally in the
 * background as soon as a document shows the photo ({@link #request}). Bounded like every parser of applicants'
 * bytes: the photo is decoded at most {@link ImageDecoder#MAX_DECODED_SIDE} pixels a side after its structure was
 * checked, the search stops after {@code avs.reading.barcode-time}, and the barcode's text is parsed within the
 * caps of {@link Aamva}.
 */
@Service
public class BarcodeReadings {

    private final SealedReadingRepository readings;
    private final Files files;
    private final UploadAnalyses uploads;
    private final ReadingProperties properties;
    private final Pdf417Decoder decoder;
    private final Clock clock;
    private final Timer readTime;

    BarcodeReadings(SealedReadingRepository readings, Files files, UploadAnalyses uploads,
                    ReadingProperties properties, MeterRegistry registry, Clock clock) {
        this.readings = readings;
        this.files = files;
        this.uploads = uploads;
        this.properties = properties;
        this.decoder = new Pdf417Decoder(properties.barcodeTime());
        this.clock = clock;
        this.readTime = Timer.builder("avs.document.barcode")
                .description("Barcode reader: the PDF417 of one photo searched and decoded")
                .publishPercentileHistogram().register(registry);
    }

    /** Whether photos are read here (reading is on). */
    boolean readsHere() {
        return properties.enabled();
    }

    /** Queues the reading of a photo of the account unless it is read already; PDFs and other files are skipped. */
    public void request(AccountId account, String fileId) {
        if (properties.enabled() && fileId != null) {
            uploads.request(BarcodeUploadAnalysis.NAME, account, fileId);
        }
    }

    /**
     * The stored reading of a file, without reading: empty when reading is off or the file is not the account's
     * image; a reading with status {@value MrzReadings#PENDING} while it waits for its turn.
     */
    public Optional<BarcodeReading> stored(AccountId account, String fileId) {
        if (!properties.enabled() || fileId == null) {
            return Optional.empty();
        }
        return files.find(account, fileId).filter(FileMetadata::isImage).map(file ->
                find(file.sha256()).orElse(new BarcodeReading(MrzReadings.PENDING, null)));
    }

    /** The reading of a file, read now (and stored) when no node has read it yet; empty as for {@link #stored}. */
    public Optional<BarcodeReading> reading(AccountId account, String fileId) {
        if (!properties.enabled() || fileId == null) {
            return Optional.empty();
        }
        Optional<FileMetadata> file = files.find(account, fileId).filter(FileMetadata::isImage);
        if (file.isEmpty()) {
            return Optional.empty();
        }
        String sha256 = file.get().sha256();
        return find(sha256).or(() -> {
            BarcodeReading made = readTime.record(() -> read(files.read(account, fileId).orElseThrow()));
            readings.insert(SealedReadingRepository.Table.BARCODE, sha256, Pdf417Decoder.MODEL_ID,
                    new SealedReadingRepository.Stored(made.status(), made.text()), clock.instant());
            return Optional.of(made);
        });
    }

    private Optional<BarcodeReading> find(String sha256) {
        return readings.find(SealedReadingRepository.Table.BARCODE, sha256, Pdf417Decoder.MODEL_ID)
                .map(stored -> new BarcodeReading(stored.status(), stored.text()));
    }

    private BarcodeReading read(byte[] content) {
        ImageDecoder.Decoded decoded = ImageDecoder.decodeUpright(content, ImageDecoder.MAX_DECODED_SIDE);
        if (decoded.image() == null) {
            return new BarcodeReading(BarcodeReading.UNREADABLE, null);
        }
        return decoder.decode(GreyImage.of(decoded.image()))
                .filter(text -> Aamva.parse(text).isPresent())
                .map(text -> new BarcodeReading(BarcodeReading.READ, text))
                .orElse(new BarcodeReading(BarcodeReading.NOT_FOUND, null));
    }
}
