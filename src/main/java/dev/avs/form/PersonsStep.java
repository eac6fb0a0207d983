package dev.avs.form;

import dev.avs.applicant.AffiliatedPerson;
import dev.avs.applicant.Applicants;
import dev.avs.applicant.SavePerson;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * A company's affiliated persons: directors, beneficial owners and its authorised representative, added one at a
 * time. The list shows the company's current persons; those added through this URL can be removed again.
 */
@Component
class PersonsStep implements StepPage {

    static final String LIST = "persons";
    private static final List<String> TYPES = List.of("DIRECTOR", "BENEFICIAL", "AUTHORISED");
    private static final List<String> NAMES = List.of("role", "first_name", "last_name", "nationality",
            "residence_country", "title", "share", "email", "dob_day", "dob_month", "dob_year");
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.ENGLISH);

    private final Applicants applicants;
    private final PageFields fields;
    private final StepRunner runner;
    private final Texts texts;

    PersonsStep(Applicants applicants, PageFields fields, StepRunner runner, Texts texts) {
        this.applicants = applicants;
        this.fields = fields;
        this.runner = runner;
        this.texts = texts;
    }

    @Override
    public Step step() {
        return Step.AFFILIATED_PERSONS;
    }

    List<AffiliatedPerson> current(FormContext context) {
        String applicantId = context.progress().applicantId();
        return applicantId == null ? List.of() : applicants.currentPersons(context.account(), applicantId);
    }

    @Override
    public PageView view(FormContext context, Map<String, String> values, PageErrors errors) {
        List<FieldView> inputs = List.of(
                fields.radios("role", "person", TYPES, values, errors, true),
                fields.text("first_name", values, errors, true, "off"),
                fields.text("last_name", values, errors, true, "off"),
                fields.date("dob", values, errors, true, "off"),
                fields.country("nationality", values, errors, true),
                fields.country("residence_country", values, errors, false),
                fields.input("text", "title", values, errors, false).autocomplete("off")
                        .showWhen("role=AUTHORISED").build(),
                fields.input("number", "share", values, errors, false).inputmode("decimal")
                        .showWhen("role=BENEFICIAL").build(),
                fields.input("email", "email", values, errors, false).autocomplete("off").build());
        List<String> added = context.progress().list(LIST);
        List<PageView.ItemView> items = current(context).stream().map(p -> new PageView.ItemView(
                p.affiliatedPersonId(), p.firstName() + " " + p.lastName(), describe(p),
                added.contains(p.affiliatedPersonId()))).toList();
        return new PageView(texts.get("step.persons.title"), texts.get("step.persons.intro"), errors.summary(inputs),
                inputs, "add", texts.get("button.add_person"), texts.get("step.persons.list"), items,
                texts.get("button.continue"), null);
    }

    private String describe(AffiliatedPerson p) {
        String type = texts.get("option.person." + p.type());
        String born = p.dob() == null ? "" : " · " + texts.get("item.born", DATE.format(p.dob()));
        String share = p.share() == null ? "" : " · " + texts.get("item.share", p.share().stripTrailingZeros()
                .toPlainString());
        return type + share + born;
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
        NAMES.forEach(name -> values.put(name, input.get(name)));
        PageErrors errors = new PageErrors();
        for (String name : List.of("role", "first_name", "last_name", "nationality")) {
            fields.require(name, values, errors);
        }
        String dob = fields.date("dob", values, errors);
        fields.require("dob", Map.of("dob", dob == null ? "x" : dob), errors);
        String type = values.get("role");
        if ("AUTHORISED".equals(type)) {
            fields.require("title", values, errors);
        }
        if ("BENEFICIAL".equals(type)) {
            fields.require("share", values, errors);
        }
        StepRunner.Result result = runner.apply(context, step(), values, Map.of(), errors,
                PersonsStep::inputOf, false, progress -> {
                    Map<String, List<String>> body = new LinkedHashMap<>();
                    body.put("applicant_id", List.of(String.valueOf(progress.applicantId())));
                    body.put("type", List.of(type));
                    for (String name : List.of("first_name", "last_name", "nationality", "residence_country", "email")) {
                        body.put(name, List.of(values.get(name)));
                    }
                    if (dob != null) {
                        body.put("dob", List.of(dob));
                    }
                    body.put("title", List.of("AUTHORISED".equals(type) ? values.get("title") : ""));
                    body.put("share", List.of("BENEFICIAL".equals(type) ? values.get("share") : ""));
                    progress.add(LIST, applicants.savePerson(context.account(), new SavePerson(null, body)));
                    progress.keep(step().name(), Map.of());
                });
        return Outcome.of(result, Outcome.stay(), values, errors);
    }

    static String inputOf(String parameter) {
        return switch (parameter) {
            case "type" -> "role";
            case "applicant_id" -> null;
            default -> parameter;
        };
    }

    private Outcome remove(FormContext context, String personId) {
        return runner.removeListed(context, step(), LIST, personId,
                id -> applicants.removePerson(context.account(), id));
    }

    private Outcome moveOn(FormContext context) {
        PageErrors errors = new PageErrors();
        if (context.verifies("COMPANY") && current(context).isEmpty()) {
            errors.general(texts.get("step.persons.none"));
        }
        StepRunner.Result result = runner.apply(context, step(), null, Map.of(), errors, p -> null, true, p -> {
        });
        return Outcome.of(result, Outcome.next(), context.progress().values(step().name()), errors);
    }
}
