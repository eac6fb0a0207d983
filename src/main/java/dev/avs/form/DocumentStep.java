package dev.avs.form;

import dev.avs.document.Documents;
import dev.avs.document.SaveDocument;
import dev.avs.reading.MrzReading;
import dev.avs.reading.MrzReadings;
import dev.avs.reference.DocumentType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * A person's identity document: its type, issuing country, number, expiry and a photo of each side (the camera
 * opens on phones). One document per form URL, created on the first post and updated on later ones.
 */
@Component
class DocumentStep implements StepPage {

    /** Identity document types in the order the page offers them. */
    private static final String KEY = "document";

    private final Documents documents;
    private final PageFields fields;
    private final Uploads uploads;
    private final StepRunner runner;
    private final Texts texts;
    private final MrzReadings readings;

    DocumentStep(Documents documents, PageFields fields, Uploads uploads, StepRunner runner, Texts texts,
                 MrzReadings readings) {
        this.readings = readings;
        this.documents = documents;
        this.fields = fields;
        this.uploads = uploads;
        this.runner = runner;
        this.texts = texts;
    }

    @Override
    public Step step() {
        return Step.DOCUMENT;
    }

    static List<String> typesOf(FormContext context) {
        return DocumentType.namesFor(DocumentType.Purpose.IDENTITY).stream().filter(context::accepts).toList();
    }

    /** {@code type=A|B}: the types with a back side, for the script that shows the back only when needed. */
    static String twoSided(List<String> types) {
        return "type=" + String.join("|", types.stream().filter(DocumentType::isTwoSided).toList());
    }

    @Override
    public PageView view(FormContext context, Map<String, String> values, PageErrors errors) {
        Progress progress = context.progress();
        List<String> types = typesOf(context);
        List<FieldView> inputs = List.of(
                fields.radios("type", "document", types, values, errors, true),
                fields.country("issuing_country", values, errors, true),
                fields.text("document_number", values, errors, true, "off"),
                fields.date("expiry_date", values, errors, false, "off"),
                fields.file("front", "environment", progress.id(KEY + ".front.name"), errors, true),
                FieldView.of("file", "back").label(texts.get("field.back.label"))
                        .hint(texts.get("field.back.hint")).error(errors.of("back"))
                        .accept("image/*," + PageFields.ACCEPT).capture("environment")
                        .current(progress.id(KEY + ".back.name")).showWhen(twoSided(types)).build());
        return PageView.simple(texts.get("step.document.title"), texts.get("step.document.intro"),
                errors.summary(inputs), inputs, texts.get("button.continue"));
    }

    @Override
    public Outcome post(FormContext context, Input input) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String name : List.of("type", "issuing_country", "document_number", "expiry_date_day",
                "expiry_date_month", "expiry_date_year")) {
            values.put(name, input.get(name));
        }
        PageErrors errors = new PageErrors();
        String type = values.get("type");
        if (!type.isEmpty() && !typesOf(context).contains(type)) {
            errors.field("type", texts.get("field.type.required"));
        }
        for (String name : List.of("type", "issuing_country", "document_number")) {
            fields.require(name, values, errors);
        }
        String expiry = fields.date("expiry_date", values, errors);
        Map<String, String> stored = uploads.store(context, input, KEY + ".", List.of("front", "back"), errors);
        boolean twoSided = DocumentType.isTwoSided(type);
        Progress before = context.progress();
        if (!stored.containsKey(KEY + ".front") && before.id(KEY + ".front") == null && !errors.has("front")) {
            errors.field("front", texts.get("field.front.required"));
        }
        if (twoSided && !stored.containsKey(KEY + ".back") && before.id(KEY + ".back") == null && !errors.has("back")) {
            errors.field("back", texts.get("field.back.required"));
        }
        StepRunner.Result result = runner.apply(context, step(), values, stored, errors, DocumentStep::inputOf, true,
                progress -> {
                    Map<String, List<String>> body = new LinkedHashMap<>();
                    if (progress.id(KEY) == null) {
                        body.put("applicant_id", List.of(String.valueOf(progress.applicantId())));
                    }
                    body.put("type", List.of(type));
                    body.put("issuing_country", List.of(values.get("issuing_country")));
                    body.put("document_number", List.of(values.get("document_number")));
                    if (expiry != null) {
                        body.put("expiry_date", List.of(expiry));
                    }
                    body.put("front_side_id", List.of(orEmpty(progress.id(KEY + ".front"))));
                    body.put("back_side_id", List.of(twoSided ? orEmpty(progress.id(KEY + ".back")) : ""));
                    progress.setId(KEY, documents.save(context.account(), new SaveDocument(progress.id(KEY), body)));
                });
        List<String> photos = java.util.stream.Stream.of(KEY + ".front", KEY + ".back")
                .map(key -> stored.getOrDefault(key, before.id(key))).filter(java.util.Objects::nonNull).toList();
        if (result == StepRunner.Result.DONE && !stored.isEmpty() && !mrzReadable(context, type, photos)) {
            PageErrors warning = new PageErrors();
            String document = texts.get("option.document." + type).toLowerCase(java.util.Locale.ROOT);
            warning.field(twoSided ? "back" : "front", texts.get("field.document.mrz_unreadable", document));
            return StepPage.Outcome.invalid(values, warning);
        }
        return StepPage.Outcome.of(result, StepPage.Outcome.next(), values, errors);
    }

    /**
     * After new photos: whether one of the document's photos shows a readable MRZ, read now, so that the applicant
     * can retake a photo with glare at once. True for document types without an MRZ and while reading is off. The
     * warning shows once: a post without a new photo goes on.
     */
    private boolean mrzReadable(FormContext context, String type, List<String> photos) {
        if (!readings.enabled() || !readings.carriesMrz(type)) {
            return true;
        }
        return photos.stream().anyMatch(fileId -> readings.reading(context.account(), fileId).map(MrzReading::isRead).orElse(true));
    }

    static String inputOf(String parameter) {
        return switch (parameter) {
            case "front_side_id" -> "front";
            case "back_side_id" -> "back";
            case "applicant_id" -> null;
            default -> parameter;
        };
    }

    static String orEmpty(String value) {
        return value == null ? "" : value;
    }
}
