package dev.avs.form.page;

import static dev.avs.form.page.StepInput.Kind.CHECKBOX;
import static dev.avs.form.page.StepInput.Kind.COUNTRY;
import static dev.avs.form.page.StepInput.Kind.DATE;
import static dev.avs.form.page.StepInput.Kind.EMAIL;
import static dev.avs.form.page.StepInput.Kind.FILE;
import static dev.avs.form.page.StepInput.Kind.RADIOS;
import static dev.avs.form.page.StepInput.Kind.TEL;
import static dev.avs.form.page.StepInput.Kind.TEXT;
import static dev.avs.form.page.StepInput.Kind.URL;

import dev.avs.applicant.AffiliatedPerson;
import dev.avs.applicant.Applicant;
import dev.avs.applicant.Applicants;
import dev.avs.applicant.SaveApplicant;
import dev.avs.document.Documents;
import dev.avs.document.SaveDocument;
import dev.avs.reference.DocumentType;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.springframework.stereotype.Component;

/**
 * The steps of the hosted form, declared: each one's inputs, what must be filled and when an input shows, and
 * what a post saves through which facade. A company's lists are declared in {@link CompanySteps}, the address and
 * selfie steps, which need engines and the policy, in {@link CheckedSteps}. {@link StepEngine} shows and posts
 * them all; the review is {@link ReviewPage}.
 */
@Component
class Steps {

    private static final String DOCUMENT = "document.";
    private static final String FUNDS = "funds.";

    private final Applicants applicants;
    private final Documents documents;
    private final CompanySteps company;
    private final List<StepDefinition> definitions;

    Steps(Applicants applicants, Documents documents, CompanySteps company, CheckedSteps checked) {
        this.applicants = applicants;
        this.documents = documents;
        this.company = company;
        this.definitions = List.of(profile(), company(), company.persons(), identityDocument(checked),
                company.companyDocuments(), checked.selfie(), checked.address(), funds());
    }

    /** The definition of a step for a form: a company's documents are a list, a person's identity document one. */
    Optional<StepDefinition> of(FormContext context, Step step) {
        return definitions.stream().filter(d -> d.step() == step && d.serves().test(context)).findFirst();
    }

    /** The affiliated persons of the applicant the URL fills in. */
    List<AffiliatedPerson> persons(FormContext context) {
        return company.persons(context);
    }

    private StepDefinition profile() {
        List<StepInput> inputs = StepInput.all(
                StepInput.of("first_name", TEXT).required().autocomplete("given-name"),
                StepInput.of("middle_name", TEXT).autocomplete("additional-name"),
                StepInput.of("last_name", TEXT).required().autocomplete("family-name"),
                StepInput.of("dob", DATE).required().autocomplete("bday"),
                StepInput.of("gender", RADIOS).choices("gender", c -> List.of("F", "M", "X")),
                StepInput.of("nationality", COUNTRY),
                StepInput.of("residence_country", COUNTRY).required(),
                StepInput.of("email", EMAIL).autocomplete("email"),
                StepInput.of("phone", TEL).autocomplete("tel").inputmode("tel"),
                StepInput.of("pep", CHECKBOX));
        return applicantStep(Step.PROFILE, "PERSON", inputs, a -> {
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
        });
    }

    private StepDefinition company() {
        List<StepInput> inputs = StepInput.all(
                StepInput.of("company_name", TEXT).required().autocomplete("organization"),
                StepInput.of("registration_country", COUNTRY).required(),
                StepInput.of("registration_number", TEXT).required().autocomplete("off"),
                StepInput.of("incorporation_date", DATE).autocomplete("off"),
                StepInput.of("business_activity", TEXT).autocomplete("off"),
                StepInput.of("tax_number", TEXT).autocomplete("off"),
                StepInput.of("website", URL).autocomplete("url"),
                StepInput.of("email", EMAIL).autocomplete("email"),
                StepInput.of("phone", TEL).autocomplete("tel").inputmode("tel"));
        return applicantStep(Step.COMPANY, "COMPANY", inputs, a -> {
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
        });
    }

    /**
     * The applicant's own data. The first post creates the applicant (of the form's type, with the URL's
     * {@code external_applicant_id}), later posts update it.
     */
    private StepDefinition applicantStep(Step step, String type, List<StepInput> inputs,
                                         Function<Applicant, Map<String, String>> valuesOf) {
        return new StepDefinition(step, c -> true, c -> step.slug(), inputs, null, context -> {
            String id = context.progress().applicantId();
            return id == null ? Map.of() : applicants.applicant(context.account(), id).map(valuesOf).orElse(Map.of());
        }, (posted, progress) -> {
            Map<String, List<String>> body = posted.parameters();
            String id = progress.applicantId();
            if (id == null) {
                body.put("type", List.of(type));
                String external = posted.context().url().externalApplicantId();
                if (external != null) {
                    body.put("external_applicant_id", List.of(external));
                }
            }
            progress.applicantId(applicants.save(posted.context().account(), new SaveApplicant(id, body)));
        }, null, null, null);
    }

    /** The identity document types a form offers, in the order of the page. */
    static List<DocumentType> identityTypes(FormContext context) {
        return DocumentType.of(DocumentType.Purpose.IDENTITY).stream().filter(context::accepts).toList();
    }

    /** The choices' values: the types' names, as posted and as the keys of their labels end. */
    static List<String> names(List<DocumentType> types) {
        return types.stream().map(DocumentType::name).toList();
    }

    /** Whether the posted type is one with a back side; false for none or an unknown one (an error already). */
    static boolean twoSided(String postedType) {
        return DocumentType.of(postedType).map(DocumentType::twoSided).orElse(false);
    }

    /** {@code type=A|B}: the types with a back side, for the script that shows the back only when needed. */
    private static String twoSided(List<DocumentType> types) {
        return "type=" + String.join("|", names(types.stream().filter(DocumentType::twoSided).toList()));
    }

    /**
     * A person's identity document: one per form URL, created on the first post and updated on later ones. After
     * new photos, a photo without a readable MRZ is pointed out once, so that the applicant can retake it.
     */
    private StepDefinition identityDocument(CheckedSteps checked) {
        List<StepInput> inputs = StepInput.all(
                StepInput.of("type", RADIOS).required().choices("document", c -> names(identityTypes(c))),
                StepInput.of("issuing_country", COUNTRY).required(),
                StepInput.of("document_number", TEXT).required().autocomplete("off"),
                StepInput.of("expiry_date", DATE).autocomplete("off"),
                StepInput.of("front", FILE).required().parameter("front_side_id").camera("environment", null),
                StepInput.of("back", FILE).parameter("back_side_id").camera("environment", null)
                        .showWhen(c -> twoSided(identityTypes(c)))
                        .requiredIf((c, v) -> twoSided(v.get("type"))));
        return new StepDefinition(Step.DOCUMENT, c -> !c.isCompany(), c -> "document", inputs, DOCUMENT, null,
                (posted, progress) -> {
                    boolean twoSided = twoSided(posted.value("type"));
                    Map<String, List<String>> body = new LinkedHashMap<>();
                    if (progress.id("document") == null) {
                        body.put("applicant_id", List.of(String.valueOf(progress.applicantId())));
                    }
                    body.putAll(posted.parameters());
                    body.put("front_side_id", List.of(orEmpty(progress.id(DOCUMENT + "front"))));
                    body.put("back_side_id", List.of(twoSided ? orEmpty(progress.id(DOCUMENT + "back")) : ""));
                    progress.setId("document", documents.save(posted.context().account(),
                            new SaveDocument(progress.id("document"), body)));
                }, null, null, checked::mrzWarning);
    }

    /** The proof-of-funds types a form offers (bank statement, financial document). */
    static List<DocumentType> fundsTypes(FormContext context) {
        return Arrays.stream(DocumentType.values()).filter(DocumentType::fundsStatement).filter(context::accepts)
                .toList();
    }

    /** A person's proof of funds (the FINANCIAL check): a bank statement or financial document, PDF or a photo. */
    private StepDefinition funds() {
        List<StepInput> inputs = StepInput.all(
                StepInput.of("type", RADIOS).required().choices("document", c -> names(fundsTypes(c))),
                StepInput.of("statement", FILE).required().parameter("front_side_id")
                        .camera("environment", "application/pdf"),
                StepInput.of("statement_date", DATE).parameter("issue_date").autocomplete("off"));
        return new StepDefinition(Step.FINANCIAL, c -> !c.isCompany(), c -> "funds", inputs, FUNDS, null,
                (posted, progress) -> {
                    Map<String, List<String>> body = new LinkedHashMap<>();
                    if (progress.id("funds") == null) {
                        body.put("applicant_id", List.of(String.valueOf(progress.applicantId())));
                    }
                    body.putAll(posted.parameters());
                    body.put("front_side_id", List.of(orEmpty(progress.id(FUNDS + "statement"))));
                    progress.setId("funds", documents.save(posted.context().account(),
                            new SaveDocument(progress.id("funds"), body)));
                }, null, null, null);
    }

    static void put(Map<String, String> values, String name, Object value) {
        if (value != null) {
            values.put(name, value.toString());
        }
    }

    private static String orEmpty(String value) {
        return value == null ? "" : value;
    }
}
