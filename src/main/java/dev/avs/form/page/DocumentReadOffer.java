package dev.avs.form.page;

import dev.avs.applicant.Applicant;
import dev.avs.applicant.Applicants;
import dev.avs.applicant.SaveApplicant;
import dev.avs.document.Documents;
import dev.avs.document.ReadDifference;
import dev.avs.document.SaveDocument;
import dev.avs.document.TypedHolder;
import dev.avs.form.Progress;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * The review's offer of what the applicant's identity document says where it differs from their answers (its MRZ,
 * barcode or front read sure of itself: {@link Documents#readDifferences}). The applicant sees both values and
 * takes the document's with one button, or changes nothing; nothing is taken without them. Taken, the values are
 * saved through the applicant's and the document's facades, with the API's rules, and the steps' kept answers
 * follow, so that a step opened again shows what is saved. The photos are read in the background after the
 * document step, so the offer shows once their reading is done (seconds), and not while it runs.
 */
@Component
class DocumentReadOffer {

    /** The label of each field offered, by its API name. */
    private static final Map<String, String> LABELS = Map.of("last_name", "field.last_name.label",
            "first_name", "field.first_name.label", "dob", "summary.row.dob",
            "document_number", "field.document_number.label", "expiry_date", "summary.row.expiry_date");

    /** A field the document prints otherwise: its label, the document's value and the applicant's, as shown. */
    record Row(String label, String read, String entered) {
    }

    private final Applicants applicants;
    private final Documents documents;
    private final StepRunner runner;
    private final Texts texts;

    DocumentReadOffer(Applicants applicants, Documents documents, StepRunner runner, Texts texts) {
        this.applicants = applicants;
        this.documents = documents;
        this.runner = runner;
        this.texts = texts;
    }

    /** The rows to offer, empty when there is nothing to offer. */
    List<Row> rows(FormContext context) {
        return differences(context, context.progress()).stream()
                .map(d -> new Row(texts.get(LABELS.get(d.field())), shown(d.field(), d.read()),
                        texts.get("read.entered", d.typed() == null ? "—" : shown(d.field(), d.typed()))))
                .toList();
    }

    /** Takes the document's values (as they are read now, not as any page showed them); the review shows again. */
    StepPage.Outcome take(FormContext context) {
        PageErrors errors = new PageErrors();
        StepRunner.Result result = runner.apply(context, Step.REVIEW, null, Map.of(), errors, p -> null, false,
                progress -> {
                    Map<String, List<String>> applicant = new LinkedHashMap<>();
                    Map<String, List<String>> document = new LinkedHashMap<>();
                    for (ReadDifference d : differences(context, progress)) {
                        switch (d.field()) {
                            case "first_name" -> {
                                String[] names = d.read().trim().split("\\s+", 2);
                                applicant.put("first_name", List.of(names[0]));
                                applicant.put("middle_name", List.of(names.length > 1 ? names[1] : ""));
                            }
                            case "last_name", "dob" -> applicant.put(d.field(), List.of(d.read()));
                            default -> document.put(d.field(), List.of(d.read()));
                        }
                    }
                    if (!applicant.isEmpty()) {
                        applicants.save(context.account(), new SaveApplicant(progress.applicantId(), applicant));
                        keep(progress, Step.PROFILE, applicant);
                    }
                    if (!document.isEmpty()) {
                        progress.setId("document", documents.save(context.account(),
                                new SaveDocument(progress.id("document"), document)));
                        keep(progress, Step.DOCUMENT, document);
                    }
                });
        return StepPage.Outcome.of(result, StepPage.Outcome.stay(), Map.of(), errors);
    }

    private List<ReadDifference> differences(FormContext context, Progress progress) {
        String documentId = progress.id("document");
        if (context.isCompany() || documentId == null || progress.applicantId() == null) {
            return List.of();
        }
        Applicant a = applicants.applicant(context.account(), progress.applicantId()).orElse(null);
        return a == null ? List.of() : documents.readDifferences(context.account(), documentId,
                new TypedHolder(a.firstName(), a.middleName(), a.lastName(), a.dob()));
    }

    /** The step's kept answers with the values taken (dates as the page's day, month and year inputs). */
    private static void keep(Progress progress, Step step, Map<String, List<String>> taken) {
        Map<String, String> kept = new LinkedHashMap<>(progress.values(step.name()));
        if (kept.isEmpty()) {
            return;   // never kept (the step's page shows what is saved)
        }
        taken.forEach((name, values) -> {
            if (name.equals("dob") || name.equals("expiry_date")) {
                PageFields.splitDate(name, LocalDate.parse(values.getFirst()), kept);
            } else {
                kept.put(name, values.getFirst());
            }
        });
        progress.keep(step.name(), kept);
    }

    private String shown(String field, String value) {
        return field.equals("dob") || field.equals("expiry_date") ? texts.date(LocalDate.parse(value)) : value;
    }
}
