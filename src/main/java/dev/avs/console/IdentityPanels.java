package dev.avs.console;

import dev.avs.account.AccountId;
import dev.avs.document.Documents;
import dev.avs.document.Extracted;
import dev.avs.face.ClipReview;
import dev.avs.face.FaceAnalysis;
import dev.avs.face.Faces;
import dev.avs.face.FacialScores;
import dev.avs.verification.Policy;
import dev.avs.verification.Reason;
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

    /**
     * The selfie and the document photo, with the scores when a FACIAL reason carried them; {@code clip} when the
     * selfie is a video.
     */
    public record Face(String selfieFileId, String documentFileId, Object similarity, Object matchThreshold,
                       Object liveness, Object livenessThreshold, PoseTrack clip) {
    }

    /**
     * A selfie clip's head pose over its frames, drawn as an SVG line ({@code points} in a {@value #TRACK_WIDTH} x
     * {@value #TRACK_HEIGHT} box, yaw up), the limits a turn is judged by, and what the clip was judged to show.
     *
     * @param turnedY the y of +turned and -turned; {@code frontalY} of +frontal and -frontal
     */
    public record PoseTrack(ClipReview.ClipView view, String points, List<int[]> dots, int bestX, int[] turnedY,
                            int[] frontalY, int width, int height) {
    }

    static final int TRACK_WIDTH = 480;
    static final int TRACK_HEIGHT = 160;
    /** Yaw drawn from -0.65 to +0.65 (a quarter turn reads about 0.5). */
    private static final double YAW_SPAN = 0.65;

    /** One field: what was declared, what the MRZ says, and whether they differ. */
    /** @param printed the data page's printed text against the MRZ: found, not found, or what it prints instead */
    public record MrzRow(String field, String declared, String mrz, boolean differs, String printed) {
    }

    /** The MRZ panel: where its text came from (photo or typed), the reading's status, the rows. */
    public record Mrz(String source, String status, String text, List<MrzRow> rows) {
    }

    private final Documents documents;
    private final Faces faces;
    private final ClipReview clips;

    IdentityPanels(Documents documents, Faces faces, ClipReview clips) {
        this.documents = documents;
        this.faces = faces;
        this.clips = clips;
    }

    /**
     * The selfie and the document photo. The scores are the FACIAL check's when it gave a reason; a clear check
     * records none, so then they are worked out here from the faces found at upload (one large face on each).
     */
    Optional<Face> face(AccountId account, Evidence evidence, Reason facial, Policy policy) {
        Optional<Evidence.DocumentFacts> selfie = evidence.newestDocument(d -> d.type().selfie());
        Optional<Evidence.DocumentFacts> identity = evidence.newestIdentityDocument();
        if (selfie.isEmpty() || identity.isEmpty() || selfie.get().fileIds().isEmpty()
                || identity.get().frontSideId() == null) {
            return Optional.empty();
        }
        String selfieFile = selfie.get().fileIds().getFirst();
        String documentFile = identity.get().frontSideId();
        PoseTrack clip = clips.isVideo(account, selfieFile)
                ? clips.of(account, selfieFile, policy).map(IdentityPanels::track).orElse(null) : null;
        Optional<FacialScores> scores = FacialScores.of(facial);
        if (scores.isPresent()) {
            FacialScores shown = scores.get();
            return Optional.of(new Face(selfieFile, documentFile, shown.similarity(), shown.faceMatchThreshold(),
                    shown.liveness(), shown.livenessThreshold(), clip));
        }
        Optional<FaceAnalysis.Face> s = clip != null ? Optional.ofNullable(clip.view().bestFace())
                : faces.singleFace(account, selfieFile);
        Optional<FaceAnalysis.Face> d = faces.singleFace(account, documentFile);
        if (s.isEmpty() || d.isEmpty()) {
            return Optional.of(new Face(selfieFile, documentFile, null, null, null, null, clip));
        }
        return Optional.of(new Face(selfieFile, documentFile,
                Math.round(FaceAnalysis.similarity(s.get(), d.get()) * 1000) / 1000.0, null,
                Math.round(s.get().liveness() * 1000) / 1000.0, null, clip));
    }

    /** The clip's yaw track as an SVG line: frames evenly left to right, yaw up, gaps where no face was found. */
    static PoseTrack track(ClipReview.ClipView view) {
        List<Double> yaws = view.yawTrack();
        double step = yaws.size() < 2 ? 0 : (TRACK_WIDTH - 20) / (double) (yaws.size() - 1);
        StringBuilder points = new StringBuilder();
        List<int[]> dots = new ArrayList<>();
        for (int i = 0; i < yaws.size(); i++) {
            if (yaws.get(i) == null) {
                continue;
            }
            int x = (int) Math.round(10 + i * step);
            int y = y(yaws.get(i));
            points.append(points.isEmpty() ? "" : " ").append(x).append(',').append(y);
            dots.add(new int[] {x, y});
        }
        int bestX = view.bestFrame() < 0 ? -1 : (int) Math.round(10 + view.bestFrame() * step);
        return new PoseTrack(view, points.toString(), dots, bestX, new int[] {y(view.frontalYaw() + view.turned()),
                y(view.frontalYaw() - view.turned())}, new int[] {y(view.frontalYaw() + view.frontal()),
                y(view.frontalYaw() - view.frontal())}, TRACK_WIDTH, TRACK_HEIGHT);
    }

    private static int y(double yaw) {
        double clamped = Math.max(-YAW_SPAN, Math.min(YAW_SPAN, yaw));
        return (int) Math.round(TRACK_HEIGHT / 2.0 - clamped / YAW_SPAN * (TRACK_HEIGHT / 2.0 - 8));
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
        String source = extracted.sources().values().stream().map(Extracted.Source::source).findFirst().orElse("mrz");
        // beside a barcode, what the card's own front reads (an altered front differs)
        Map<String, Extracted.FrontField> front = extracted.front() == null || source.equals("front") ? Map.of()
                : extracted.front().fields();
        row(rows, "Document number", document.documentNumber(), fields.documentNumber(),
                page(viz, front, "document_number"));
        row(rows, "Surname", a.lastName(), fields.surname(), page(viz, front, "surname"));
        row(rows, "Given names", givenNames, fields.givenNames(), page(viz, front, "given_names"));
        row(rows, "Date of birth", a.dob(), fields.dateOfBirth(), page(viz, front, "date_of_birth"));
        row(rows, "Sex", a.gender(), fields.sex(), null);
        row(rows, "Nationality", a.nationality(), fields.nationality(), null);
        row(rows, "Issuing country", document.issuingCountry(), fields.issuingCountry(), null);
        row(rows, "Expiry date", document.expiryDate(), fields.expiryDate(), page(viz, front, "expiry_date"));
        String read = switch (source) {
            case "barcode" -> "the AAMVA barcode";
            case "front" -> "the front's printed fields, by OCR";
            default -> "the MRZ on the photo";
        };
        return Optional.of(new Mrz(read + " (" + extracted.side() + ")", status, extracted.mrz(), rows));
    }

    /** What the page prints for a field: the visual zone against the MRZ, or the front beside a barcode. */
    private static String page(Map<String, Extracted.VizField> viz, Map<String, Extracted.FrontField> front,
                               String field) {
        Extracted.VizField v = viz.get(field);
        if (v != null) {
            return switch (v.status()) {
                case "found" -> "as in the MRZ";
                case "mismatch" -> "printed differently: " + v.printed();
                default -> "not found";
            };
        }
        Extracted.FrontField f = front.get(field);
        return f == null ? null : "the front reads " + f.value();
    }

    private static void row(List<MrzRow> rows, String field, Object declared, Object mrz, String printed) {
        String d = declared == null ? null : declared.toString();
        String m = mrz == null ? null : mrz.toString();
        boolean differs = d != null && m != null && !comparable(d).equals(comparable(m));
        rows.add(new MrzRow(field, d, m, differs, printed));
    }

    /** Upper case, letters and digits only: how the MRZ writes a value (names lose spaces and hyphens). */
    private static String comparable(String value) {
        return Objects.requireNonNull(value).toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "");
    }
}
