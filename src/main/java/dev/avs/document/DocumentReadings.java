package dev.avs.document;

import dev.avs.account.AccountId;
import dev.avs.mrz.Mrz;
import dev.avs.mrz.ParsedMrz;
import dev.avs.reading.MrzReading;
import dev.avs.reading.MrzReadings;
import dev.avs.reference.DocumentType;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.springframework.stereotype.Component;

/**
 * The MRZ read from an identity document's photos (the reading module), side by side: which side shows it, what
 * it says, and the {@code extracted} part of the document's view.
 */
@Component
class DocumentReadings {

    /** Sides in the order they are searched, with their API names. */
    static final List<String> SIDES = List.of("front", "back", "other_1", "other_2", "other_3");

    /** The document's reading: the first side whose MRZ was read, else the most telling status of its sides. */
    record Found(String status, String side, MrzReading reading) {
    }

    private final MrzReadings readings;

    DocumentReadings(MrzReadings readings) {
        this.readings = readings;
    }

    boolean enabled() {
        return readings.enabled();
    }

    boolean carriesMrz(String type) {
        return readings.carriesMrz(type);
    }

    /** Queues the reading of each side of an identity document (in the caller's transaction, run after commit). */
    void request(AccountId account, String type, List<String> sideFileIds) {
        if (DocumentType.of(type).map(DocumentType::readForMrz).orElse(false)) {
            sideFileIds.forEach(fileId -> readings.request(account, fileId));
        }
    }

    /** For the DOCUMENT check: sides not read yet are read now. Empty when reading is off or nothing is an image. */
    Optional<Found> read(AccountId account, List<String> sideFileIds) {
        return combine(account, sideFileIds, readings::reading);
    }

    /**
     * The document view's {@code extracted}: null for documents that are no identity document or while reading
     * is off; {@code not_found} when no side is a photo.
     */
    Extracted extracted(AccountId account, Document d, LocalDate today) {
        if (!readings.enabled() || !DocumentType.of(d.type()).map(DocumentType::readForMrz).orElse(false)) {
            return null;
        }
        List<String> sides = Arrays.asList(d.frontSideId(), d.backSideId(), d.otherSide1Id(),
                d.otherSide2Id(), d.otherSide3Id());
        Found found = combine(account, sides, readings::stored)
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

    private static Optional<Found> combine(AccountId account, List<String> sideFileIds,
                                           BiFunction<AccountId, String, Optional<MrzReading>> lookup) {
        Found best = null;
        for (int i = 0; i < sideFileIds.size() && i < SIDES.size(); i++) {
            String fileId = sideFileIds.get(i);
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

    /** Which status a document shows when no side was read: pending before unreadable before not found. */
    private static int rank(String status) {
        return switch (status) {
            case MrzReadings.PENDING -> 3;
            case MrzReading.UNREADABLE -> 2;
            default -> 1;
        };
    }
}
