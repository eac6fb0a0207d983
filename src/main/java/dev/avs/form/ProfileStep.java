package dev.avs.form;

import dev.avs.applicant.Applicant;
import dev.avs.applicant.Applicants;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/** A person's own data; what PROFILE and AML need is required. */
@Component
class ProfileStep extends ApplicantStep {

    private static final List<Spec> SPECS = List.of(
            new Spec("first_name", "text", true, "given-name"),
            new Spec("middle_name", "text", false, "additional-name"),
            new Spec("last_name", "text", true, "family-name"),
            new Spec("dob", "date", true, "bday"),
            new Spec("gender", "gender", false, null),
            new Spec("nationality", "country", false, null),
            new Spec("residence_country", "country", true, null),
            new Spec("email", "email", false, "email"),
            new Spec("phone", "tel", false, "tel"),
            new Spec("pep", "checkbox", false, null));

    ProfileStep(Applicants applicants, PageFields fields, StepRunner runner, Texts texts) {
        super(applicants, fields, runner, texts);
    }

    @Override
    public Step step() {
        return Step.PROFILE;
    }

    @Override
    String type() {
        return "PERSON";
    }

    @Override
    List<Spec> specs() {
        return SPECS;
    }

    @Override
    Map<String, String> valuesOf(Applicant a) {
        Map<String, String> values = new LinkedHashMap<>();
        put(values, "first_name", a.firstName());
        put(values, "middle_name", a.middleName());
        put(values, "last_name", a.lastName());
        PageFields.splitDate("dob", a.dob(), values);
        put(values, "gender", a.gender());
        put(values, "nationality", a.nationality());
        put(values, "residence_country", a.residenceCountry());
        put(values, "email", a.email());
        put(values, "phone", a.phone());
        put(values, "pep", Boolean.TRUE.equals(a.pep()) ? "true" : null);
        return values;
    }
}
