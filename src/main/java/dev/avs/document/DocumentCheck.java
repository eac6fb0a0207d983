package dev.avs.document;

import dev.avs.blocklist.Blocklists;
import dev.avs.reading.FrontFields;
import dev.avs.reading.MrzReading;
import dev.avs.reading.Viz;
import dev.avs.mrz.MrzText;
import dev.avs.verification.CheckResult;
import dev.avs.verification.CheckType;
import dev.avs.verification.Details;
import dev.avs.verification.Evidence;
import dev.avs.verification.Gap;
import dev.avs.verification.Policy;
import dev.avs.verification.Reason;
import dev.avs.verification.VerificationCheck;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * DOCUMENT (CHECKS.md), on the newest identity document: its dates and completeness, its MRZ or its licence's
 * barcode against the document and the holder, its images, and whether another applicant has shown the same
 * document.
 */
@Component
class DocumentCheck implements VerificationCheck {

    /** Fields a front must show to read as a card without an MRZ: one date alone is printed on any card. */
    private static final int FRONT_LAYOUT_FIELDS = 2;

    private final ImageRules images;
    private final ImageIndex index;
    private final DocumentReadings readings;
    private final Blocklists blocklists;

    DocumentCheck(ImageRules images, ImageIndex index, DocumentReadings readings,
                  Blocklists blocklists) {
        this.images = images;
        this.index = index;
        this.readings = readings;
        this.blocklists = blocklists;
    }

    @Override
    public CheckType type() {
        return CheckType.DOCUMENT;
    }

    @Override
    public List<Gap> gaps(Evidence evidence, Policy policy) {
        Evidence.DocumentFacts document = evidence.newestIdentityDocument().orElse(null);
        if (document == null || document.frontSideId() == null) {
            return List.of(new Gap("documents", "DOCUMENT needs an identity document with a front side"));
        }
        if (document.type().twoSided() && document.backSideId() == null) {
            return List.of(new Gap("documents", "DOCUMENT needs the back side of the " + document.type()));
        }
        return List.of();
    }

    @Override
    public CheckResult run(Context context) {
        Evidence evidence = context.evidence();
        Evidence.DocumentFacts document = evidence.newestIdentityDocument().orElseThrow();
        MrzRules.Holder holder = holder(evidence, document);
        LocalDate date = context.date();
        List<Reason> reasons = new ArrayList<>();
        dates(document, holder, date, reasons);
        mrz(context, document, holder, date, reasons);
        images.apply(context.account(), context.verificationId(), evidence, document, context.policy(), reasons);
        duplicateDocument(context, document, reasons);
        listedDocument(context, document, reasons);
        return CheckResult.of(type(), reasons);
    }

    /**
     * What the photos say: the AAMVA barcode of a US or Canadian licence or ID card against the typed data
     * ({@link BarcodeRules}), and against the card's front; the front of a licence or ID card without an MRZ against
     * the typed data where no barcode was read ({@link FrontRules}); else the MRZ: a typed one is judged as sent and
     * compared with the one on the photo; without a typed one, the one read from the photo is judged in its place.
     * Another country's ID card whose photos show no readable MRZ has its front read and compared as well. A
     * document of a type that carries an MRZ whose photos show none readable needs a person (MRZ_NOT_READABLE); a
     * licence, and an ID card whose barcode was read or whose front reads as a card without an MRZ (two fields or
     * more found by their labels or places), are not searched for one.
     */
    private void mrz(Context context, Evidence.DocumentFacts document, MrzRules.Holder holder, LocalDate date,
                     List<Reason> reasons) {
        Optional<DocumentReadings.BarcodeFound> barcode = readings.enabled()
                ? readings.barcode(context.account(), document.type(), document.issuingCountry(), sides(document))
                        .filter(DocumentReadings.BarcodeFound::isRead)
                : Optional.empty();
        barcode.ifPresent(b -> BarcodeRules.compare(document, holder, b.card(), b.side(), reasons));
        Optional<FrontFields> front = readings.enabled() ? readings.front(context.account(), document.type(),
                document.issuingCountry(), sides(document), date) : Optional.empty();
        front.ifPresent(f -> barcode.ifPresentOrElse(
                b -> FrontRules.compare(document, b.card(), b.side(), f, reasons),
                () -> FrontRules.compare(document, holder, f, reasons)));
        // a card whose front reads as a licence's layout (a US state ID card without its barcode) has no MRZ either
        boolean frontLayout = front.filter(f -> f.fields().size() >= FRONT_LAYOUT_FIELDS).isPresent();
        boolean photoMrz = readings.enabled() && document.type().readForMrz() && barcode.isEmpty() && !frontLayout;
        Optional<DocumentReadings.Found> found = photoMrz
                ? readings.read(context.account(), document.type(), sides(document)) : Optional.empty();
        Optional<DocumentReadings.Found> read = found.filter(f -> f.reading().isRead());
        if (document.mrz() != null) {
            MrzRules.apply(document, document.mrz(), MrzRules.Source.TYPED, holder, date, reasons);
            read.ifPresent(f -> MrzRules.compare(document, document.mrz(), f.reading().mrz(), f.side(), date, reasons));
        } else {
            read.ifPresent(f -> MrzRules.apply(document, f.reading().mrz(), MrzRules.Source.photo(f.side()), holder,
                    date, reasons));
        }
        read.ifPresent(f -> visualZone(document, f, reasons));
        if (photoMrz && read.isEmpty() && front.isEmpty()) {
            // an ID card whose MRZ side was not sent (or not readable): what its front prints, against the typed
            readings.frontWithoutMrz(context.account(), document.type(), document.issuingCountry(), sides(document),
                    date).ifPresent(f -> FrontRules.compare(document, holder, f, reasons));
        }
        if (photoMrz && readings.carriesMrz(document.type()) && read.isEmpty()
                && !corroborates(found, document.mrz())) {
            String status = found.map(DocumentReadings.Found::status).orElse(MrzReading.NOT_FOUND);
            reasons.add(Reason.consider("MRZ_NOT_READABLE", "No machine-readable zone can be read on the photos of the "
                            + document.type().label(),
                    Details.of("document_id", document.documentId(), "status", status, "side",
                            found.map(DocumentReadings.Found::side).orElse(null))));
        }
    }

    /**
     * The data page printing one of the MRZ's fields differently (VIZ_MRZ_MISMATCH, consider): an altered page, an
     * MRZ printed onto another document's page, or a misreading a person settles at a glance. A field the page's
     * OCR did not find is no reason: it is often printed on another side or too small to read.
     */
    private static void visualZone(Evidence.DocumentFacts document, DocumentReadings.Found found,
                                   List<Reason> reasons) {
        Viz viz = found.reading().shownViz();
        if (viz == null || viz.mismatches().isEmpty()) {
            return;
        }
        List<String> fields = viz.mismatches().stream().map(Viz.Field::name).toList();
        reasons.add(Reason.consider("VIZ_MRZ_MISMATCH", "The page of the "
                        + document.type().label()
                        + " prints " + String.join(", ", fields).replace('_', ' ') + " differently from its MRZ",
                Details.of("document_id", document.documentId(), "side", found.side(), "fields", fields)));
    }

    /**
     * A reading held back only for its OCR confidence whose text is the typed MRZ character for character: the
     * photo shows what the client typed (a misreading that lands exactly on the typed text, check digits and
     * all, is not a real risk), so the zone is not "not readable".
     */
    private static boolean corroborates(Optional<DocumentReadings.Found> found, String typed) {
        if (typed == null || found.isEmpty() || found.get().reading().mrz() == null
                || !MrzReading.UNREADABLE.equals(found.get().status())) {
            return false;
        }
        MrzText.Lines typedLines = MrzText.split(typed);
        return typedLines.invalidReason() == null
                && typedLines.lines().equals(MrzText.split(found.get().reading().mrz()).lines());
    }

    /** The file ids on the document's sides in the order front, back, other 1 - 3 (null where none). */
    private static List<String> sides(Evidence.DocumentFacts document) {
        List<String> sides = new ArrayList<>(java.util.Arrays.asList(document.frontSideId(), document.backSideId()));
        if (document.otherSideIds() != null) {
            sides.addAll(document.otherSideIds());
        }
        return sides;
    }

    private static void dates(Evidence.DocumentFacts d, MrzRules.Holder holder, LocalDate date, List<Reason> reasons) {
        String name = d.type().label();
        if (d.expiryDate() != null && d.expiryDate().isBefore(date)) {
            reasons.add(Reason.fail("DOCUMENT_EXPIRED", "The " + name + " expired on " + d.expiryDate(),
                    Details.of("document_id", d.documentId(), "expiry_date", d.expiryDate(), "date", date)));
        }
        if (d.issueDate() != null && d.issueDate().isAfter(date)) {
            reasons.add(Reason.fail("DOCUMENT_DATA_INVALID", "The issue date " + d.issueDate() + " is in the future",
                    Details.of("document_id", d.documentId(), "field", "issue_date", "issue_date", d.issueDate(),
                            "date", date)));
        }
        if (d.issueDate() != null && holder.dob() != null && d.issueDate().isBefore(holder.dob())) {
            reasons.add(Reason.fail("DOCUMENT_DATA_INVALID", "The document was issued before its holder was born",
                    Details.of("document_id", d.documentId(), "field", "issue_date", "issue_date", d.issueDate(),
                            "dob", holder.dob())));
        }
        if (d.issueDate() != null && d.expiryDate() != null && d.expiryDate().isBefore(d.issueDate())) {
            reasons.add(Reason.fail("DOCUMENT_DATA_INVALID", "The document expires before it was issued",
                    Details.of("document_id", d.documentId(), "field", "expiry_date", "issue_date", d.issueDate(),
                            "expiry_date", d.expiryDate())));
        }
        List<String> missing = new ArrayList<>();
        if (d.expiryDate() == null) {
            missing.add("expiry_date");
        }
        if (d.documentNumber() == null) {
            missing.add("document_number");
        }
        if (!missing.isEmpty()) {
            reasons.add(Reason.consider("DOCUMENT_DATA_INCOMPLETE", "The document lacks " + String.join(" and ",
                    missing.stream().map(f -> f.replace('_', ' ')).toList()),
                    Details.of("document_id", d.documentId(), "missing", missing)));
        }
    }

    /** DOCUMENT_LISTED: the account has put this document number of this country on its blocklist. */
    private void listedDocument(Context context, Evidence.DocumentFacts d, List<Reason> reasons) {
        blocklists.document(context.account(), d.documentNumber(), d.issuingCountry()).ifPresent(entry ->
                reasons.add(Reason.fail("DOCUMENT_LISTED", "The document is on the account's blocklist",
                        Details.of("document_id", d.documentId(), "issuing_country", d.issuingCountry(),
                                "blocklist_entry_id", entry.entryId()))));
    }

    private void duplicateDocument(Context context, Evidence.DocumentFacts d, List<Reason> reasons) {
        if (d.documentNumber() == null || d.issuingCountry() == null) {
            return;
        }
        List<String> others = index.applicantsWithDocument(context.account().value(),
                context.evidence().applicant().applicantId(), d.type(), d.issuingCountry(), d.documentNumber());
        if (!others.isEmpty()) {
            reasons.add(Reason.consider("DUPLICATE_DOCUMENT", "Another applicant has shown the same document",
                    Details.of("document_id", d.documentId(), "type", d.type().name(),
                            "issuing_country", d.issuingCountry(), "document_number", d.documentNumber(),
                            "applicant_ids", others)));
        }
    }

    private static MrzRules.Holder holder(Evidence evidence, Evidence.DocumentFacts document) {
        if (document.affiliatedPersonId() != null) {
            return evidence.person(document.affiliatedPersonId())
                    .map(p -> new MrzRules.Holder(p.firstName(), p.middleName(), p.lastName(), p.dob(), null,
                            p.nationality()))
                    .orElse(new MrzRules.Holder(null, null, null, null, null, null));
        }
        Evidence.ApplicantFacts a = evidence.applicant();
        return new MrzRules.Holder(a.firstName(), a.middleName(), a.lastName(), a.dob(), a.gender(), a.nationality());
    }
}
