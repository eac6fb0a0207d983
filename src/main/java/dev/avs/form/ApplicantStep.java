package dev.avs.form;

import dev.avs.applicant.Applicant;
import dev.avs.applicant.Applicants;
import dev.avs.applicant.SaveApplicant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The applicant's own data: a person's (PROFILE) or a company's (COMPANY). The first post creates the applicant
 * (with the URL's {@code external_applicant_id}), later posts update it, through {@link Applicants#save}.
 */
abstract class ApplicantStep implements StepPage {

    /** One input: kind text, email, tel, url, date, country, gender or checkbox. */
    record Spec(String name, String kind, boolean required, String autocomplete) {
    }

    private final Applicants applicants;
    private final PageFields fields;
    private final StepRunner runner;
    private final Texts texts;

    ApplicantStep(Applicants applicants, PageFields fields, StepRunner runner, Texts texts) {
        this.applicants = applicants;
        this.fields = fields;
        this.runner = runner;
        this.texts = texts;
    }

    abstract String type();

    abstract List<Spec> specs();

    /** The stored applicant's values of this step's inputs. */
    abstract Map<String, String> valuesOf(Applicant applicant);

    @Override
    public Map<String, String> prefill(FormContext context) {
        String id = context.progress().applicantId();
        return id == null ? Map.of() : applicants.applicant(context.account(), id).map(this::valuesOf).orElse(Map.of());
    }

    @Override
    public PageView view(FormContext context, Map<String, String> values, PageErrors errors) {
        List<FieldView> inputs = specs().stream().map(spec -> switch (spec.kind()) {
            case "date" -> fields.date(spec.name(), values, errors, spec.required(), spec.autocomplete());
            case "country" -> fields.country(spec.name(), values, errors, spec.required());
            case "gender" -> fields.radios(spec.name(), "gender", List.of("F", "M", "X"), values, errors, false);
            case "checkbox" -> fields.checkbox(spec.name(), values, errors, false);
            default -> fields.input(spec.kind(), spec.name(), values, errors, spec.required())
                    .autocomplete(spec.autocomplete())
                    .inputmode(spec.kind().equals("tel") ? "tel" : null).build();
        }).toList();
        String slug = step().slug();
        return PageView.simple(texts.get("step." + slug + ".title"), texts.get("step." + slug + ".intro"),
                errors.summary(inputs), inputs, texts.get("button.continue"));
    }

    @Override
    public Outcome post(FormContext context, Input input) {
        Map<String, String> values = new LinkedHashMap<>();
        PageErrors errors = new PageErrors();
        Map<String, List<String>> body = new LinkedHashMap<>();
        for (Spec spec : specs()) {
            String name = spec.name();
            if (spec.kind().equals("date")) {
                for (String part : List.of("_day", "_month", "_year")) {
                    values.put(name + part, input.get(name + part));
                }
                String date = fields.date(name, values, errors);
                if (date != null) {
                    body.put(name, List.of(date));
                }
            } else if (spec.kind().equals("checkbox")) {
                values.put(name, input.get(name).isEmpty() ? "" : "true");
                body.put(name, List.of(input.get(name).isEmpty() ? "false" : "true"));
            } else {
                values.put(name, input.get(name));
                body.put(name, List.of(input.get(name)));
            }
            if (spec.required()) {
                String entered = spec.kind().equals("date") ? body.getOrDefault(name, List.of("")).getFirst()
                        : values.get(name);
                fields.require(name, Map.of(name, entered), errors);
            }
        }
        StepRunner.Result result = runner.apply(context, step(), values, Map.of(), errors, parameter -> parameter,
                true, progress -> {
                    Map<String, List<String>> fieldsToSave = new LinkedHashMap<>(body);
                    String id = progress.applicantId();
                    if (id == null) {
                        fieldsToSave.put("type", List.of(type()));
                        if (context.url().externalApplicantId() != null) {
                            fieldsToSave.put("external_applicant_id", List.of(context.url().externalApplicantId()));
                        }
                    }
                    progress.applicantId(applicants.save(context.account(), new SaveApplicant(id, fieldsToSave)));
                });
        return Outcome.of(result, Outcome.next(), values, errors);
    }

    static void put(Map<String, String> values, String name, Object value) {
        if (value != null) {
            values.put(name, value.toString());
        }
    }
}
