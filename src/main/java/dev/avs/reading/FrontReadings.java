package dev.avs.reading;

import dev.avs.account.AccountId;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.file.UploadAnalyses;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import dev.avs.image.ImageDecoder;
import java.awt.image.BufferedImage;
import java.time.Clock;
import java.time.LocalDate;
import java.util.Optional;
import org.springframework.stereotype.Service;

/**
 * The words printed on the front of a driving licence or an ID card without an MRZ, read from a file of an account
 * (looked up by content hash, or read now and stored), whose fields {@link FrontReading#fields} finds. Read once
 * per content and reader, normally in the background as soon as a document shows the photo ({@link #request}), by
 * PaddleOCR's detector and recogniser ({@link PaddleText}: on real specimen fronts 80 % of the fields exact against
 * Tesseract's 52 %, docs/document-reading.md). Bounded like every reading of applicants' photos: decoded at most
 * {@code avs.reading.max-side} pixels a side after its structure was checked, the detector's input at most
 * {@value PaddleText#DETECTOR_SIDE} pixels, at most {@value PaddleText#MAX_LINES} lines recognised.
 */
@Service
public class FrontReadings {

    /** The reader and the version of its reading: a stored reading's model id. */
    static final String MODEL_ID = "paddle-ppocrv4-mobile:front-12";

    /** One reader for the process, started on first use: every application context of it (tests) shares it. */
    private static PaddleText paddle;

    private final ReadingProperties properties;
    private final SealedReadingRepository readings;
    private final Files files;
    private final UploadAnalyses uploads;
    private final Clock clock;
    private final Timer readTime;

    FrontReadings(ReadingProperties properties, SealedReadingRepository readings, Files files,
                  UploadAnalyses uploads, MeterRegistry registry, Clock clock) {
        this.properties = properties;
        this.readings = readings;
        this.files = files;
        this.uploads = uploads;
        this.clock = clock;
        this.readTime = Timer.builder("avs.document.front")
                .description("Front reader: the printed words of one licence or ID card front read")
                .publishPercentileHistogram().register(registry);
    }

    /** Whether this node reads photos: reading is on here. */
    boolean readsHere() {
        return properties.enabled();
    }

    /** Queues the reading of a photo of the account unless it is read already; PDFs and other files are skipped. */
    public void request(AccountId account, String fileId) {
        if (fileId != null && properties.enabled()) {
            uploads.request(FrontUploadAnalysis.NAME, account, fileId);
        }
    }

    /**
     * The stored reading of a file, without reading: empty when reading is off or the file is not the account's
     * image; status {@value MrzReadings#PENDING} while it waits for its turn.
     */
    public Optional<FrontReading> stored(AccountId account, String fileId) {
        if (!properties.enabled() || fileId == null) {
            return Optional.empty();
        }
        return files.find(account, fileId).filter(FileMetadata::isImage).map(file -> find(file.sha256())
                .orElse(new FrontReading(MrzReadings.PENDING, null)));
    }

    /** The reading of a file, read now (and stored) when no node has read it yet; empty as for {@link #stored}. */
    public Optional<FrontReading> reading(AccountId account, String fileId) {
        if (!properties.enabled() || fileId == null) {
            return Optional.empty();
        }
        Optional<FileMetadata> file = files.find(account, fileId).filter(FileMetadata::isImage);
        if (file.isEmpty()) {
            return Optional.empty();
        }
        String sha256 = file.get().sha256();
        return find(sha256).or(() -> {
            FrontReading made = readTime.record(() -> read(files.read(account, fileId).orElseThrow()));
            readings.insert(SealedReadingRepository.Table.FRONT, sha256, MODEL_ID,
                    new SealedReadingRepository.Stored(made.status(), made.text()), clock.instant());
            return Optional.of(made);
        });
    }

    private FrontReading read(byte[] photo) {
        BufferedImage image = ImageDecoder.decodeUpright(photo, properties.maxSide()).image();
        return FrontReading.of(image == null ? null : paddle().readings(image, LocalDate.now(clock)));
    }

    private Optional<FrontReading> find(String sha256) {
        return readings.find(SealedReadingRepository.Table.FRONT, sha256, MODEL_ID)
                .map(stored -> FrontReading.parse(stored.status(), stored.text()));
    }

    private static synchronized PaddleText paddle() {
        if (paddle == null) {
            paddle = PaddleText.shipped(PaddleText.DETECTOR_SIDE);
        }
        return paddle;
    }
}
