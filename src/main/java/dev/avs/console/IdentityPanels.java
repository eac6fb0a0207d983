package dev.avs.console;

import dev.avs.account.AccountId;
import dev.avs.document.Documents;
import dev.avs.document.Extracted;
import dev.avs.face.FaceAnalysis;
import dev.avs.face.Faces;
import dev.avs.face.FacialScores;
import dev.avs.reference.DocumentType;
import dev.avs.verification.Evidence;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Two side-by-side views of the verification page: the selfie beside the identity document's photo with the face
 * engine's scores, and what the document's MRZ says (read from the photo, else typed) beside what was declared,
 * differences marked. The DOCUMENT and FACIAL checks decide; these help a person see why.
 */
@Component
class IdentityPanels {

    /** The selfie and the document photo, with the scores when a FACIAL reason carried them. */
    public record Face(String selfieFileId, String documentFileId, Object similarity, Object matchThreshold,
                       Object liveness, Object livenessThreshold) {
    }

    /** One field: what was declared, what the MRZ says, and whether they differ. */
    /** @param printed the data page's printed text against the MRZ: found, not found, or what it prints instead */
    public record MrzRow(String field, String declared, String mrz, boolean differs, String printed) {
    }

    /** The MRZ panel: where its text came from (photo or typed), the reading's status, the rows. */
    public record Mrz(String source, String status, String text, List<MrzRow> rows) {
    }

    private final Documents documents;
    private final Faces faces;

    IdentityPanels(Documents documents, Faces faces) {
        this.documents = documents;
        this.faces = faces;
    }

    /**
     * The selfie and the document photo. The scores are the FACIAL check's when it gave a reason; a clear check
     * records none, so then they are worked out here from the faces found at upload (one large face on each).
     */
    Optional<Face> face(AccountId account, Evidence evidence, Map<String, Object> facialDetails) {
        Optional<Evidence.DocumentFacts> selfie = evidence.newestDocument(
                d -> DocumentType.SELFIE_IMAGE.name().equals(d.type()));
        Optional<Evidence.DocumentFacts> identity = evidence.newestIdentityDocument();
        if (selfie.isEmpty() || identity.isEmpty() || selfie.get().fileIds().isEmpty()
                || identity.get().frontSideId() == null) {
            return Optional.empty();
        }
        String selfieFile = selfie.get().fileIds().getFirst();
        String documentFile = identity.get().frontSideId();
        Optional<FacialScores> scores = FacialScores.of(facialDetails);
        if (scores.isPresent()) {
            FacialScores shown = scores.get();
            return Optional.of(new Face(selfieFile, documentFile, shown.similarity(), shown.faceMatchThreshold(),
                    shown.liveness(), shown.livenessThreshold()));
        }
        Optional<FaceAnalysis.Face> s = faces.singleFace(account, selfieFile);
        Optional<FaceAnalysis.Face> d = faces.singleFace(account, documentFile);
        if (s.isEmpty() || d.isEmpty()) {
            return Optional.of(new Face(selfieFile, documentFile, null, null, null, null));
        }
        return Optional.of(new Face(selfieFile, documentFile,
                Math.round(FaceAnalysis.similarity(s.get(), d.get()) * 1000) / 1000.0, null,
                Math.round(s.get().liveness() * 1000) / 1000.0, null));
    }

    Optional<Mrz> mrz(AccountId account, Evidence evidence) {
        Optional<Evidence.DocumentFacts> found = evidence.newestIdentityDocument();
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Evidence.DocumentFacts document = found.get();
        Extracted extracted = documents.extracted(account, document.documentId()).orElse(null);
        String status = extracted == null ? null : extracted.status();
        Extracted.Fields fields = extracted == null ? null : extracted.fields();
        if (fields == null) {
            return Optional.of(new Mrz(document.mrz() == null ? "none" : "typed", status,
                    document.mrz(), List.of()));
        }
        Evidence.ApplicantFacts a = evidence.applicant();
        String givenNames = a.middleName() == null ? a.firstName() : a.firstName() + " " + a.middleName();
        List<MrzRow> rows = new ArrayList<>();
        Map<String, Extracted.VizField> viz = extracted.viz() == null ? Map.of() : extracted.viz();
        row(rows, "Document number", document.documentNumber(), fields.documentNumber(), viz.get("document_number"));
        row(rows, "Surname", a.lastName(), fields.surname(), viz.get("surname"));
        row(rows, "Given names", givenNames, fields.givenNames(), viz.get("given_names"));
        row(rows, "Date of birth", a.dob(), fields.dateOfBirth(), viz.get("date_of_birth"));
        row(rows, "Sex", a.gender(), fields.sex(), null);
        row(rows, "Nationality", a.nationality(), fields.nationality(), null);
        row(rows, "Issuing country", document.issuingCountry(), fields.issuingCountry(), null);
        row(rows, "Expiry date", document.expiryDate(), fields.expiryDate(), viz.get("expiry_date"));
        return Optional.of(new Mrz("photo (" + extracted.side() + ")", status, extracted.mrz(),
                rows));
    }

    private static void row(List<MrzRow> rows, String field, Object declared, Object mrz,
                            Extracted.VizField viz) {
        String d = declared == null ? null : declared.toString();
        String m = mrz == null ? null : mrz.toString();
        boolean differs = d != null && m != null && !comparable(d).equals(comparable(m));
        String printed = viz == null ? null : switch (viz.status()) {
            case "found" -> "as in the MRZ";
            case "mismatch" -> "printed differently: " + viz.printed();
            default -> "not found";
        };
        rows.add(new MrzRow(field, d, m, differs, printed));
    }

    /** Upper case, letters and digits only: how the MRZ writes a value (names lose spaces and hyphens). */
    private static String comparable(String value) {
        return Objects.requireNonNull(value).toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "");
    }
}
