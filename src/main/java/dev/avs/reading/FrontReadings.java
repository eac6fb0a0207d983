package dev.avs.reading;

import dev.avs.account.AccountId;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.file.UploadAnalyses;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Clock;
import java.util.Optional;
import org.springframework.stereotype.Service;

/**
 * The words printed on the front of a driving licence or an ID card without an MRZ, read from a file of an account
 * (looked up by content hash, or read now and stored), whose fields {@link FrontReading#fields} finds. Read once
 * per content and reader, normally in the background as soon as a document shows the photo ({@link #request}), by
 * the page model that reads passports' visual zones (Tesseract), the card at two widths. Bounded like every reading
 * of applicants' photos: decoded at most {@code avs.reading.max-side} pixels a side after its structure was checked.
 */
@Service
public class FrontReadings {

    /** The version of the front's reading (which widths, which model): part of a stored reading's model id. */
    static final String VERSION = "front-1";

    private final DocumentReaderOnFirstUse reader;
    private final SealedReadingRepository readings;
    private final Files files;
    private final UploadAnalyses uploads;
    private final Clock clock;
    private final Timer readTime;

    FrontReadings(DocumentReaderOnFirstUse reader, SealedReadingRepository readings, Files files,
                  UploadAnalyses uploads, MeterRegistry registry, Clock clock) {
        this.reader = reader;
        this.readings = readings;
        this.files = files;
        this.uploads = uploads;
        this.clock = clock;
        this.readTime = Timer.builder("avs.document.front")
                .description("Front reader: the printed words of one licence or ID card front read")
                .publishPercentileHistogram().register(registry);
    }

    /** Whether this node reads photos: reading is on here and its engine starts. */
    boolean readsHere() {
        return engine() != null;
    }

    /** Queues the reading of a photo of the account unless it is read already; PDFs and other files are skipped. */
    public void request(AccountId account, String fileId) {
        if (fileId != null && reader.enabled()) {
            uploads.request(FrontUploadAnalysis.NAME, account, fileId);
        }
    }

    /**
     * The stored reading of a file, without reading: empty when reading is off or the file is not the account's
     * image; status {@value MrzReadings#PENDING} while it waits for its turn.
     */
    public Optional<FrontReading> stored(AccountId account, String fileId) {
        DocumentReader engine = engine();
        if (engine == null || fileId == null) {
            return Optional.empty();
        }
        return files.find(account, fileId).filter(FileMetadata::isImage).map(file -> find(file.sha256(), engine)
                .orElse(new FrontReading(MrzReadings.PENDING, null)));
    }

    /** The reading of a file, read now (and stored) when no node has read it yet; empty as for {@link #stored}. */
    public Optional<FrontReading> reading(AccountId account, String fileId) {
        DocumentReader engine = engine();
        if (engine == null || fileId == null) {
            return Optional.empty();
        }
        Optional<FileMetadata> file = files.find(account, fileId).filter(FileMetadata::isImage);
        if (file.isEmpty()) {
            return Optional.empty();
        }
        String sha256 = file.get().sha256();
        return find(sha256, engine).or(() -> {
            FrontReading made = readTime.record(() ->
                    FrontReading.of(engine.frontWords(files.read(account, fileId).orElseThrow())));
            readings.insert(SealedReadingRepository.Table.FRONT, sha256, modelId(engine),
                    new SealedReadingRepository.Stored(made.status(), made.text()), clock.instant());
            return Optional.of(made);
        });
    }

    private Optional<FrontReading> find(String sha256, DocumentReader engine) {
        return readings.find(SealedReadingRepository.Table.FRONT, sha256, modelId(engine))
                .map(stored -> FrontReading.parse(stored.status(), stored.text()));
    }

    private static String modelId(DocumentReader engine) {
        return engine.modelId() + "+" + VERSION;
    }

    private DocumentReader engine() {
        return reader.get().orElse(null);
    }
}
