package dev.avs.form;

import dev.avs.applicant.AffiliatedPerson;
import dev.avs.document.Document;
import dev.avs.document.Documents;
import dev.avs.document.SaveDocument;
import dev.avs.reference.DocumentType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * A company's documents, added one at a time: company documents (the registration certificate first) and the
 * identity documents of its affiliated persons, each with a photo or scan of its sides.
 */
@Component
class CompanyDocumentsStep implements StepPage {

    static final String LIST = "documents";
    private static final List<String> COMPANY_TYPES = DocumentType.namesFor(DocumentType.Purpose.COMPANY);
    private static final String KEY = "documents.";
    private static final String COMPANY = "company";

    private final Documents documents;
    private final PersonsStep persons;
    private final PageFields fields;
    private final Uploads uploads;
    private final StepRunner runner;
    private final Texts texts;

    CompanyDocumentsStep(Documents documents, PersonsStep persons, PageFields fields, Uploads uploads,
                         StepRunner runner, Texts texts) {
        this.documents = documents;
        this.persons = persons;
        this.fields = fields;
        this.uploads = uploads;
        this.runner = runner;
        this.texts = texts;
    }

    @Override
    public Step step() {
        return Step.DOCUMENT;
    }

    private static List<String> typesOf(FormContext context) {
        List<String> types = new ArrayList<>(COMPANY_TYPES.stream().filter(context::accepts).toList());
        types.addAll(DocumentStep.typesOf(context));
        return types;
    }

    @Override
    public PageView view(FormContext context, Map<String, String> values, PageErrors errors) {
        List<String> types = typesOf(context);
        List<FieldView.Option> owners = new ArrayList<>();
        String owner = values.getOrDefault("owner", COMPANY);
        owners.add(new FieldView.Option(COMPANY, texts.get("option.owner.company"), owner.equals(COMPANY)));
        persons.current(context).forEach(p -> owners.add(new FieldView.Option(p.affiliatedPersonId(),
                p.firstName() + " " + p.lastName(), owner.equals(p.affiliatedPersonId()))));
        Progress progress = context.progress();
        List<FieldView> inputs = List.of(
                fields.select("type", "document", types, values, errors, true),
                fields.input("select", "owner", values, errors, true).options(owners).build(),
                fields.file("front", "environment", progress.id(KEY + "front.name"), errors, true),
                FieldView.of("file", "back").label(texts.get("field.back.label")).hint(texts.get("field.back.hint"))
                        .error(errors.of("back")).accept("image/*," + PageFields.ACCEPT).capture("environment")
                        .current(progress.id(KEY + "back.name")).build());
        List<String> added = progress.list(LIST);
        String applicantId = progress.applicantId();
        List<PageView.ItemView> items = applicantId == null ? List.of()
                : documents.current(context.account(), applicantId).stream()
                .filter(d -> types.contains(d.type()))
                .map(d -> new PageView.ItemView(d.documentId(), texts.get("option.document." + d.type()),
                        describe(d, context), added.contains(d.documentId()))).toList();
        return new PageView(texts.get("step.company-documents.title"), texts.get("step.company-documents.intro"),
                errors.summary(inputs), inputs, "add", texts.get("button.add_document"),
                texts.get("step.company-documents.list"), items, texts.get("button.continue"), null);
    }

    private String describe(Document d, FormContext context) {
        String owner = d.affiliatedPersonId() == null ? texts.get("option.owner.company")
                : persons.current(context).stream().filter(p -> p.affiliatedPersonId().equals(d.affiliatedPersonId()))
                .map(p -> p.firstName() + " " + p.lastName()).findFirst().orElse("");
        return texts.get("item.sides", owner, d.fileIds().size());
    }

    @Override
    public Outcome post(FormContext context, Input input) {
        return switch (input.action()) {
            case "add" -> add(context, input);
            case "remove" -> remove(context, input.get("item"));
            default -> moveOn(context);
        };
    }

    private Outcome add(FormContext context, Input input) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("type", input.get("type"));
        values.put("owner", input.get("owner").isEmpty() ? COMPANY : input.get("owner"));
        PageErrors errors = new PageErrors();
        String type = values.get("type");
        if (!typesOf(context).contains(type)) {
            errors.field("type", texts.get("field.type.required"));
        }
        String owner = values.get("owner");
        List<AffiliatedPerson> current = persons.current(context);
        if (!owner.equals(COMPANY) && current.stream().noneMatch(p -> p.affiliatedPersonId().equals(owner))) {
            errors.field("owner", texts.get("field.owner.required"));
        }
        Map<String, String> stored = uploads.store(context, input, KEY, List.of("front", "back"), errors);
        Progress before = context.progress();
        if (!stored.containsKey(KEY + "front") && before.id(KEY + "front") == null && !errors.has("front")) {
            errors.field("front", texts.get("field.front.required"));
        }
        boolean twoSided = DocumentType.isTwoSided(type);
        if (twoSided && !stored.containsKey(KEY + "back") && before.id(KEY + "back") == null && !errors.has("back")) {
            errors.field("back", texts.get("field.back.required"));
        }
        StepRunner.Result result = runner.apply(context, step(), values, stored, errors, DocumentStep::inputOf, false,
                progress -> {
                    if (errors.any()) {
                        return;
                    }
                    Map<String, List<String>> body = new LinkedHashMap<>();
                    body.put("applicant_id", List.of(String.valueOf(progress.applicantId())));
                    body.put("type", List.of(type));
                    if (!owner.equals(COMPANY)) {
                        body.put("affiliated_person_id", List.of(owner));
                    }
                    body.put("front_side_id", List.of(progress.id(KEY + "front")));
                    if (progress.id(KEY + "back") != null) {
                        body.put("back_side_id", List.of(progress.id(KEY + "back")));
                    }
                    progress.add(LIST, documents.save(context.account(), new SaveDocument(null, body)));
                    for (String side : List.of("front", "back")) {
                        progress.setId(KEY + side, null);
                        progress.setId(KEY + side + ".name", null);
                    }
                    progress.keep(step().name(), Map.of());
                });
        return Outcome.of(result, Outcome.stay(), values, errors);
    }

    private Outcome remove(FormContext context, String documentId) {
        return runner.removeListed(context, step(), LIST, documentId,
                id -> documents.remove(context.account(), id));
    }

    private Outcome moveOn(FormContext context) {
        PageErrors errors = new PageErrors();
        String applicantId = context.progress().applicantId();
        boolean registered = applicantId != null && documents.current(context.account(), applicantId).stream()
                .anyMatch(d -> d.type().equals("REGISTRATION_COMPANY") && d.frontSideId() != null);
        if (context.verifies("COMPANY") && !registered) {
            errors.general(texts.get("step.company-documents.registration"));
        }
        StepRunner.Result result = runner.apply(context, step(), null, Map.of(), errors, p -> null, true, p -> {
        });
        return Outcome.of(result, Outcome.next(), context.progress().values(step().name()), errors);
    }
}
