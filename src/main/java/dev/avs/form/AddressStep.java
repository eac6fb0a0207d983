package dev.avs.form;

import dev.avs.address.Address;
import dev.avs.address.Addresses;
import dev.avs.address.SaveAddress;
import dev.avs.applicant.Applicants;
import dev.avs.document.Documents;
import dev.avs.document.SaveDocument;
import dev.avs.verification.PolicyService;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * The applicant's registered address (a person's home, a company's registered office), updating the current one
 * if the applicant has it, and a proof of address (ADDRESS_DOCUMENT) when the form accepts one.
 */
@Component
class AddressStep implements StepPage {

    private static final List<String> TEXTS = List.of("state_or_province", "city", "postal_code", "street_name",
            "building_number", "unit_number");
    private static final String PROOF = "proof";

    private final Addresses addresses;
    private final Documents documents;
    private final Applicants applicants;
    private final PolicyService policies;
    private final PageFields fields;
    private final Uploads uploads;
    private final StepRunner runner;
    private final Texts texts;

    AddressStep(Addresses addresses, Documents documents, Applicants applicants, PolicyService policies,
                PageFields fields, Uploads uploads, StepRunner runner, Texts texts) {
        this.addresses = addresses;
        this.documents = documents;
        this.applicants = applicants;
        this.policies = policies;
        this.fields = fields;
        this.uploads = uploads;
        this.runner = runner;
        this.texts = texts;
    }

    @Override
    public Step step() {
        return Step.ADDRESS;
    }

    private static boolean asksProof(FormContext context) {
        return context.accepts("ADDRESS_DOCUMENT");
    }

    private boolean needsProof(FormContext context) {
        return asksProof(context) && context.verifies("ADDRESS")
                && policies.effective(context.account(), context.form().formId()).requireProofOfAddress();
    }

    @Override
    public Map<String, String> prefill(FormContext context) {
        Map<String, String> values = new LinkedHashMap<>();
        String applicantId = context.progress().applicantId();
        Optional<Address> current = registered(context, applicantId);
        if (current.isPresent()) {
            Address a = current.get();
            ApplicantStep.put(values, "country", a.country());
            ApplicantStep.put(values, "state_or_province", a.stateOrProvince());
            ApplicantStep.put(values, "city", a.city());
            ApplicantStep.put(values, "postal_code", a.postalCode());
            ApplicantStep.put(values, "street_name", a.streetName());
            ApplicantStep.put(values, "building_number", a.buildingNumber());
            ApplicantStep.put(values, "unit_number", a.unitNumber());
        } else if (applicantId != null) {
            applicants.applicant(context.account(), applicantId).ifPresent(a -> ApplicantStep.put(values, "country",
                    a.isCompany() ? a.registrationCountry() : a.residenceCountry()));
        }
        return values;
    }

    @Override
    public PageView view(FormContext context, Map<String, String> values, PageErrors errors) {
        List<FieldView> inputs = new ArrayList<>();
        inputs.add(fields.country("country", values, errors, true));
        inputs.add(fields.text("street_name", values, errors, true, "address-line1"));
        inputs.add(fields.text("building_number", values, errors, false, "off"));
        inputs.add(fields.text("unit_number", values, errors, false, "address-line2"));
        inputs.add(fields.text("city", values, errors, true, "address-level2"));
        inputs.add(fields.text("state_or_province", values, errors, false, "address-level1"));
        inputs.add(fields.text("postal_code", values, errors, false, "postal-code"));
        if (asksProof(context)) {
            boolean required = needsProof(context);
            inputs.add(fields.file(PROOF, "environment", context.progress().id(PROOF + ".proof.name"), errors,
                    required));
            inputs.add(fields.date("proof_date", values, errors, required, "off"));
        }
        String slug = context.isCompany() ? "address-company" : "address";
        return PageView.simple(texts.get("step." + slug + ".title"), texts.get("step." + slug + ".intro"),
                errors.summary(inputs), inputs, texts.get("button.continue"));
    }

    @Override
    public Outcome post(FormContext context, Input input) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("country", input.get("country"));
        TEXTS.forEach(name -> values.put(name, input.get(name)));
        List.of("_day", "_month", "_year").forEach(p -> values.put("proof_date" + p, input.get("proof_date" + p)));
        PageErrors errors = new PageErrors();
        for (String name : List.of("country", "street_name", "city")) {
            fields.require(name, values, errors);
        }
        boolean asks = asksProof(context);
        String proofDate = asks ? fields.date("proof_date", values, errors) : "";
        Map<String, String> stored = asks ? uploads.store(context, input, PROOF + ".", List.of(PROOF), errors) : Map.of();
        boolean hasProof = stored.containsKey(PROOF + ".proof") || context.progress().id(PROOF + ".proof") != null;
        if (needsProof(context)) {
            if (!hasProof && !errors.has(PROOF)) {
                errors.field(PROOF, texts.get("field.proof.required"));
            }
            fields.require("proof_date", Map.of("proof_date", proofDate == null ? "x" : proofDate), errors);
        }
        StepRunner.Result result = runner.apply(context, step(), values, stored, errors, AddressStep::inputOf, true,
                progress -> {
                    String applicantId = progress.applicantId();
                    Map<String, List<String>> body = new LinkedHashMap<>();
                    String addressId = registered(context, applicantId).map(Address::addressId).orElse(null);
                    if (addressId == null) {
                        body.put("applicant_id", List.of(String.valueOf(applicantId)));
                        body.put("type", List.of("REGISTERED"));
                    }
                    body.put("country", List.of(values.get("country")));
                    TEXTS.forEach(name -> body.put(name, List.of(values.get(name))));
                    progress.setId("address", addresses.save(context.account(), new SaveAddress(addressId, body)));
                    if (progress.id(PROOF + ".proof") != null) {
                        saveProof(context, progress, proofDate);
                    }
                });
        return Outcome.of(result, Outcome.next(), values, errors);
    }

    private void saveProof(FormContext context, Progress progress, String issueDate) {
        Map<String, List<String>> body = new LinkedHashMap<>();
        if (progress.id(PROOF) == null) {
            body.put("applicant_id", List.of(progress.applicantId()));
            body.put("type", List.of("ADDRESS_DOCUMENT"));
        }
        body.put("front_side_id", List.of(progress.id(PROOF + ".proof")));
        if (issueDate != null) {
            body.put("issue_date", List.of(issueDate));
        }
        progress.setId(PROOF, documents.save(context.account(), new SaveDocument(progress.id(PROOF), body)));
    }

    private Optional<Address> registered(FormContext context, String applicantId) {
        return applicantId == null ? Optional.empty() : addresses.current(context.account(), applicantId).stream()
                .filter(a -> a.affiliatedPersonId() == null && "REGISTERED".equals(a.type())).findFirst();
    }

    static String inputOf(String parameter) {
        return switch (parameter) {
            case "front_side_id" -> PROOF;
            case "issue_date" -> "proof_date";
            case "applicant_id", "type" -> null;
            default -> parameter;
        };
    }
}
