package dev.avs.document;

import dev.avs.account.AccountId;
import dev.avs.mrz.Mrz;
import dev.avs.mrz.ParsedMrz;
import dev.avs.reading.MrzNotRead;
import dev.avs.reading.MrzReading;
import dev.avs.reading.MrzReadings;
import dev.avs.reference.DocumentType;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * The MRZ read from an identity document's photos (the reading module), side by side: which side shows it, what
 * it says, and the {@code extracted} part of the document's view. Sides are read one after the other, where the
 * MRZ is likely first (a card's back, a passport's data page, the front), the next only once the one before shows
 * none: a side without an MRZ costs a photo's whole search, 0.5 to 3 s of a core on real ID card fronts.
 */
@Component
class DocumentReadings {

    /** The sides' API names, in the order of the document's columns. */
    static final List<String> SIDES = List.of("front", "back", "other_1", "other_2", "other_3");
    /** The order sides are read in: where the MRZ is ({@link DocumentType#mrzOnBack}) first. */
    private static final List<Integer> CARD_ORDER = List.of(1, 0, 2, 3, 4);
    private static final List<Integer> PAGE_ORDER = List.of(0, 1, 2, 3, 4);

    /** The document's reading: the first side whose MRZ was read, else the most telling status of its sides. */
    record Found(String status, String side, MrzReading reading) {
    }

    private final MrzReadings readings;
    private final DocumentRepository documents;

    DocumentReadings(MrzReadings readings, DocumentRepository documents) {
        this.readings = readings;
        this.documents = documents;
    }

    boolean enabled() {
        return readings.enabled();
    }

    boolean carriesMrz(DocumentType type) {
        return readings.carriesMrz(type);
    }

    /**
     * Queues the reading of an identity document's next side: the first, in reading order, that has not shown that
     * it carries no MRZ; none once a side was read (in the caller's transaction, run after commit).
     */
    void request(AccountId account, DocumentType type, List<String> sideFileIds) {
        if (!type.readForMrz()) {
            return;
        }
        for (int i : order(type)) {
            String fileId = i < sideFileIds.size() ? sideFileIds.get(i) : null;
            Optional<MrzReading> stored = fileId == null ? Optional.empty() : readings.stored(account, fileId);
            if (stored.isEmpty()) {
                continue;   // no side, not an image, or reading is off
            }
            if (stored.get().isRead()) {
                return;
            }
            if (MrzReadings.PENDING.equals(stored.get().status())) {
                readings.request(account, fileId);
                return;
            }
        }
    }

    /** A side read in the background shows no MRZ: the documents that show it have their next side read. */
    @EventListener
    void on(MrzNotRead notRead) {
        for (Document d : documents.currentShowing(notRead.account().value(), notRead.fileId())) {
            request(notRead.account(), d.type(), sides(d));
        }
    }

    /** For the DOCUMENT check: sides not read yet are read now. Empty when reading is off or nothing is an image. */
    Optional<Found> read(AccountId account, DocumentType type, List<String> sideFileIds) {
        return combine(account, type, sideFileIds, readings::reading);
    }

    /**
     * The document view's {@code extracted}: null for documents that are no identity document or while reading
     * is off; {@code not_found} when no side is a photo.
     */
    Extracted extracted(AccountId account, Document d, LocalDate today) {
        if (!readings.enabled() || !d.type().readForMrz()) {
            return null;
        }
        Found found = combine(account, d.type(), sides(d), readings::stored)
                .orElse(new Found(MrzReading.NOT_FOUND, null, null));
        MrzReading reading = found.reading();
        if (reading == null || reading.mrz() == null) {
            return new Extracted(found.status(), null, null, null, null, null, null, null);
        }
        ParsedMrz parsed = Mrz.parse(reading.mrz(), today) instanceof ParsedMrz p ? p : null;
        return new Extracted(found.status(), reading.mrz(), reading.format().replace('_', '-'), found.side(),
                parsed == null ? null : parsed.checkDigitsValid(), parsed == null ? null : Extracted.Fields.of(parsed),
                reading.confidence(), Extracted.viz(reading.viz()));
    }

    private static Optional<Found> combine(AccountId account, DocumentType type, List<String> sideFileIds,
                                           BiFunction<AccountId, String, Optional<MrzReading>> lookup) {
        Found best = null;
        for (int i : order(type)) {
            String fileId = i < sideFileIds.size() ? sideFileIds.get(i) : null;
            if (fileId == null) {
                continue;
            }
            Optional<MrzReading> reading = lookup.apply(account, fileId);
            if (reading.isEmpty()) {
                continue;
            }
            Found found = new Found(reading.get().status(), SIDES.get(i), reading.get());
            if (reading.get().isRead()) {
                return Optional.of(found);
            }
            if (best == null || rank(found.status()) > rank(best.status())) {
                best = found;
            }
        }
        return Optional.ofNullable(best);
    }

    private static List<Integer> order(DocumentType type) {
        return type.mrzOnBack() ? CARD_ORDER : PAGE_ORDER;
    }

    static List<String> sides(Document d) {
        return Arrays.asList(d.frontSideId(), d.backSideId(), d.otherSide1Id(), d.otherSide2Id(), d.otherSide3Id());
    }

    /** Which status a document shows when no side was read: pending before unreadable before not found. */
    private static int rank(String status) {
        return switch (status) {
            case MrzReadings.PENDING -> 3;
            case MrzReading.UNREADABLE -> 2;
            default -> 1;
        };
    }
}
