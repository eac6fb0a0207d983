package dev.avs.reading;

import dev.avs.account.AccountId;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.file.UploadAnalyses;
import dev.avs.reference.DocumentType;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.springframework.stereotype.Service;

/**
 * What other modules may ask of document reading: whether it is on, which document types carry an MRZ, and the
 * MRZ read from a file of an account (looked up by content hash, or read now and stored). A photo is read once
 * per content and model, normally in the background as soon as a document shows it ({@link #request}).
 */
@Service
public class MrzReadings {

    public static final String PENDING = "pending";

    private final DocumentReaderOnFirstUse reader;
    private final MrzReadingRepository readings;
    private final Files files;
    private final UploadAnalyses uploads;
    private final ReadingProperties properties;
    private final Clock clock;
    private final Timer engineTime;

    MrzReadings(DocumentReaderOnFirstUse reader, MrzReadingRepository readings, Files files,
                UploadAnalyses uploads, ReadingProperties properties, MeterRegistry registry, Clock clock) {
        this.reader = reader;
        this.readings = readings;
        this.files = files;
        this.uploads = uploads;
        this.properties = properties;
        this.clock = clock;
        this.engineTime = Timer.builder("avs.document.reading")
                .description("Document reader: the MRZ of one photo located and read")
                .publishPercentileHistogram().register(registry);
    }

    public boolean enabled() {
        return properties.enabled();
    }

    /** Whether this node reads photos: reading is on here and its engine starts. */
    boolean readsHere() {
        return engine() != null;
    }

    /** Whether a document of this type carries a machine-readable zone (passports, ID cards, residence permits). */
    public boolean carriesMrz(DocumentType documentType) {
        return properties.mrzTypes().contains(documentType);
    }

    /** Queues the reading of a photo of the account unless it is read already; PDFs and other files are skipped. */
    public void request(AccountId account, String fileId) {
        if (!enabled() || fileId == null) {
            return;
        }
        uploads.request(MrzUploadAnalysis.NAME, account, fileId);
    }

    /**
     * The stored reading of a file, without reading: empty when reading is off or the file is not the account's
     * image; a reading with status {@value #PENDING} while it waits for its turn.
     */
    public Optional<MrzReading> stored(AccountId account, String fileId) {
        DocumentReader engine = engine();
        if (engine == null || fileId == null) {
            return Optional.empty();
        }
        return files.find(account, fileId).filter(FileMetadata::isImage).map(file ->
                readings.find(file.sha256(), engine.modelId()).orElse(new MrzReading(PENDING, null, null, 0)));
    }

    /** The reading of a file, read now (and stored) when no node has read it yet; empty as for {@link #stored}. */
    public Optional<MrzReading> reading(AccountId account, String fileId) {
        DocumentReader engine = engine();
        if (engine == null || fileId == null) {
            return Optional.empty();
        }
        Optional<FileMetadata> file = files.find(account, fileId).filter(FileMetadata::isImage);
        if (file.isEmpty()) {
            return Optional.empty();
        }
        String sha256 = file.get().sha256();
        Optional<MrzReading> stored = readings.find(sha256, engine.modelId());
        if (stored.isPresent() && !stored.get().pagePending()) {
            return stored;
        }
        byte[] photo = files.read(account, fileId).orElseThrow();
        long start = System.nanoTime();
        MrzScanner.Scan scan = engine.scan(photo);
        boolean early = scan != null && stored.isEmpty() && engine.pageOnlyAddsViz(scan);
        if (early) {
            // the result at once: the page, read next, only adds the visual zone (and takes longer than the zone)
            readings.insert(sha256, engine.modelId(), scan.reading().withViz(Viz.PENDING), clock.instant());
        }
        MrzReading made = scan == null ? MrzReading.undecodable() : engine.withPage(scan);
        engineTime.record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
        if (early || stored.isPresent()) {
            readings.pageRead(sha256, engine.modelId(), made);
        } else {
            readings.insert(sha256, engine.modelId(), made, clock.instant());
        }
        return Optional.of(made);
    }

    private DocumentReader engine() {
        return reader.get().orElse(null);
    }
}
