package dev.avs.form;

import dev.avs.applicant.Applicant;
import dev.avs.applicant.Applicants;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/** A company's own data; what PROFILE, COMPANY and AML need is required. */
@Component
class CompanyStep extends ApplicantStep {

    private static final List<Spec> SPECS = List.of(
            new Spec("company_name", "text", true, "organization"),
            new Spec("registration_country", "country", true, null),
            new Spec("registration_number", "text", true, "off"),
            new Spec("incorporation_date", "date", false, "off"),
            new Spec("business_activity", "text", false, "off"),
            new Spec("tax_number", "text", false, "off"),
            new Spec("website", "url", false, "url"),
            new Spec("email", "email", false, "email"),
            new Spec("phone", "tel", false, "tel"));

    CompanyStep(Applicants applicants, PageFields fields, StepRunner runner, Texts texts) {
        super(applicants, fields, runner, texts);
    }

    @Override
    public Step step() {
        return Step.COMPANY;
    }

    @Override
    String type() {
        return "COMPANY";
    }

    @Override
    List<Spec> specs() {
        return SPECS;
    }

    @Override
    Map<String, String> valuesOf(Applicant a) {
        Map<String, String> values = new LinkedHashMap<>();
        put(values, "company_name", a.companyName());
        put(values, "registration_country", a.registrationCountry());
        put(values, "registration_number", a.registrationNumber());
        PageFields.splitDate("incorporation_date", a.incorporationDate(), values);
        put(values, "business_activity", a.businessActivity());
        put(values, "tax_number", a.taxNumber());
        put(values, "website", a.website());
        put(values, "email", a.email());
        put(values, "phone", a.phone());
        return values;
    }
}
