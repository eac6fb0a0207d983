package dev.avs.document;

import dev.avs.aamva.Aamva;
import dev.avs.aamva.AamvaCard;
import dev.avs.account.AccountId;
import dev.avs.reading.BarcodeNotRead;
import dev.avs.reading.BarcodeReading;
import dev.avs.reading.BarcodeReadings;
import dev.avs.reading.FrontFields;
import dev.avs.reading.FrontReading;
import dev.avs.reading.FrontReadings;
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
 * The MRZ and the AAMVA barcode read from an identity document's photos (the reading module), side by side: which
 * side shows them, what they say, and the {@code extracted} part of the document's view. Sides are read one after
 * the other, where the MRZ is likely first (a card's back, a passport's data page, the front), the next only once
 * the one before shows none: a side without an MRZ costs a photo's whole search, 0.5 to 3 s of a core on real ID
 * card fronts. A US or Canadian licence or ID card ({@link DocumentType#readForBarcode}) is read for its barcode
 * first, back then front; a licence never for an MRZ, an ID card only when no side shows a barcode.
 */
@Component
class DocumentReadings {

    /** The sides' API names, in the order of the document's columns. */
    static final List<String> SIDES = List.of("front", "back", "other_1", "other_2", "other_3");
    /** The order sides are read in: where the MRZ is ({@link DocumentType#mrzOnBack}) first. */
    private static final List<Integer> CARD_ORDER = List.of(1, 0, 2, 3, 4);
    private static final List<Integer> PAGE_ORDER = List.of(0, 1, 2, 3, 4);

    /** The order sides are read in for a barcode: the back (where AAMVA prints it), then the front. */
    private static final List<Integer> BARCODE_ORDER = List.of(1, 0);

    /** The document's reading: the first side whose MRZ was read, else the most telling status of its sides. */
    record Found(String status, String side, MrzReading reading) {
    }

    /** The document's barcode: the first side whose barcode was read, else the most telling status of its sides. */
    record BarcodeFound(String status, String side, AamvaCard card) {

        boolean isRead() {
            return card != null;
        }
    }

    private final MrzReadings readings;
    private final BarcodeReadings barcodes;
    private final FrontReadings fronts;
    private final DocumentRepository documents;

    DocumentReadings(MrzReadings readings, BarcodeReadings barcodes, FrontReadings fronts,
                     DocumentRepository documents) {
        this.readings = readings;
        this.barcodes = barcodes;
        this.fronts = fronts;
        this.documents = documents;
    }

    boolean enabled() {
        return readings.enabled();
    }

    boolean carriesMrz(DocumentType type) {
        return readings.carriesMrz(type);
    }

    /**
     * Queues the reading of an identity document's next side: for a US or Canadian licence or ID card, first the
     * barcode of the first side, in barcode order, that has not shown that it carries none; then (an ID card whose
     * sides show no barcode, any other identity document) the MRZ of the first side, in reading order, that has not
     * shown that it carries none; nothing once a side was read (in the caller's transaction, run after commit).
     * The front of a licence or ID card without an MRZ ({@link DocumentType#readForFront}) is read beside these.
     */
    void request(AccountId account, DocumentType type, String issuingCountry, List<String> sideFileIds) {
        if (type.readForFront(issuingCountry) && !sideFileIds.isEmpty()) {
            fronts.request(account, sideFileIds.get(0));
        }
        if (type.readForBarcode(issuingCountry)) {
            for (int i : BARCODE_ORDER) {
                String fileId = i < sideFileIds.size() ? sideFileIds.get(i) : null;
                Optional<BarcodeReading> stored = fileId == null ? Optional.empty() : barcodes.stored(account, fileId);
                if (stored.isEmpty()) {
                    continue;
                }
                if (stored.get().isRead()) {
                    return;
                }
                if (MrzReadings.PENDING.equals(stored.get().status())) {
                    barcodes.request(account, fileId);
                    return;
                }
            }
        }
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
            request(notRead.account(), d.type(), d.issuingCountry(), sides(d));
        }
    }

    /** A side read in the background shows no barcode: the documents that show it go on with their next reading. */
    @EventListener
    void on(BarcodeNotRead notRead) {
        for (Document d : documents.currentShowing(notRead.account().value(), notRead.fileId())) {
            request(notRead.account(), d.type(), d.issuingCountry(), sides(d));
        }
    }

    /**
     * For the DOCUMENT check: the barcode of a US or Canadian licence or ID card, sides not read yet read now.
     * Empty for other documents, while reading is off, or when no side is an image.
     */
    Optional<BarcodeFound> barcode(AccountId account, DocumentType type, String issuingCountry,
                                   List<String> sideFileIds) {
        if (!type.readForBarcode(issuingCountry)) {
            return Optional.empty();
        }
        return combineBarcode(account, sideFileIds, barcodes::reading);
    }

    /**
     * For the DOCUMENT check: the fields printed on the front of a licence or ID card without an MRZ, read now if
     * no node has read it yet. Empty for other documents, while reading is off, or when the front shows no words.
     */
    Optional<FrontFields> front(AccountId account, DocumentType type, String issuingCountry,
                                List<String> sideFileIds, LocalDate today) {
        if (!type.readForFront(issuingCountry) || sideFileIds.isEmpty()) {
            return Optional.empty();
        }
        return fronts.reading(account, sideFileIds.get(0)).filter(FrontReading::isRead)
                .map(reading -> reading.fields(issuingCountry, today));
    }

    /**
     * For the DOCUMENT check: the fields printed on the front of an ID card whose photos show no readable MRZ
     * ({@link DocumentType#readForFrontWithoutMrz}), read now. Empty for other documents or a front without words.
     */
    Optional<FrontFields> frontWithoutMrz(AccountId account, DocumentType type, String issuingCountry,
                                          List<String> sideFileIds, LocalDate today) {
        if (!type.readForFrontWithoutMrz(issuingCountry) || sideFileIds.isEmpty() || sideFileIds.get(0) == null) {
            return Optional.empty();
        }
        return fronts.reading(account, sideFileIds.get(0)).filter(FrontReading::isRead)
                .map(reading -> reading.fields(issuingCountry, today));
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
        if (!readings.enabled() || !d.type().identity()) {
            return null;
        }
        BarcodeFound barcode = d.type().readForBarcode(d.issuingCountry())
                ? combineBarcode(account, sides(d), barcodes::stored)
                        .orElse(new BarcodeFound(BarcodeReading.NOT_FOUND, null, null))
                : null;
        Extracted.Barcode barcodeView = barcode == null ? null : Extracted.Barcode.of(barcode.status(), barcode.side(),
                barcode.card());
        FrontFound front = d.type().readForFront(d.issuingCountry()) ? front(account, d, today) : null;
        Extracted.Front frontView = front == null ? null : front.view();
        if (barcode != null && barcode.isRead()) {
            return new Extracted(BarcodeReading.READ, null, null, barcode.side(), null,
                    BarcodeRules.fields(barcode.card()), BarcodeRules.CONFIDENCE, null,
                    Extracted.sources(BarcodeRules.byName(barcode.card()), "barcode", barcode.side(),
                            BarcodeRules.CONFIDENCE), barcodeView, frontView);
        }
        String status = barcode != null ? barcode.status() : MrzReading.NOT_FOUND;
        if (d.type().readForMrz()) {
            Found found = combine(account, d.type(), sides(d), readings::stored)
                    .orElse(new Found(MrzReading.NOT_FOUND, null, null));
            // an ID card whose photos show no MRZ read: what its front says, once the check read it
            FrontFound printed = front == null && d.frontSideId() != null
                    && (found.reading() == null || !found.reading().isRead())
                    && d.type().readForFrontWithoutMrz(d.issuingCountry()) ? front(account, d, today) : null;
            if (printed != null && printed.fields() != null) {
                front = printed;
                frontView = printed.view();
            } else if (found.reading() != null && found.reading().mrz() != null) {
                return Extracted.mrz(found.status(), found.side(), found.reading(), today, barcodeView, frontView);
            }
            status = found.status();
        }
        // no MRZ, no barcode: what the front says, if it was read for its fields
        return front != null && front.fields() != null ? front.extracted(barcodeView)
                : Extracted.status(front != null && barcode == null ? front.status() : status, barcodeView,
                        frontView);
    }

    private FrontFound front(AccountId account, Document d, LocalDate today) {
        Optional<FrontReading> stored = fronts.stored(account, d.frontSideId());
        if (stored.isEmpty()) {
            return new FrontFound(MrzReading.NOT_FOUND, null);
        }
        FrontFields fields = stored.get().fields(d.issuingCountry(), today);
        return new FrontFound(stored.get().status(), fields.fields().isEmpty() ? null : fields);
    }

    private static Optional<BarcodeFound> combineBarcode(AccountId account, List<String> sideFileIds,
                                                         BiFunction<AccountId, String, Optional<BarcodeReading>> lookup) {
        BarcodeFound best = null;
        for (int i : BARCODE_ORDER) {
            String fileId = i < sideFileIds.size() ? sideFileIds.get(i) : null;
            Optional<BarcodeReading> reading = fileId == null ? Optional.empty() : lookup.apply(account, fileId);
            if (reading.isEmpty()) {
                continue;
            }
            AamvaCard card = reading.get().isRead() ? Aamva.parse(reading.get().text()).orElse(null) : null;
            if (card != null) {
                return Optional.of(new BarcodeFound(BarcodeReading.READ, SIDES.get(i), card));
            }
            BarcodeFound found = new BarcodeFound(reading.get().status(), SIDES.get(i), null);
            if (best == null || rank(found.status()) > rank(best.status())) {
                best = found;
            }
        }
        return Optional.ofNullable(best);
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
