package dev.avs.form.page;

import static dev.avs.form.page.StepInput.Kind.COUNTRY;
import static dev.avs.form.page.StepInput.Kind.DATE;
import static dev.avs.form.page.StepInput.Kind.EMAIL;
import static dev.avs.form.page.StepInput.Kind.FILE;
import static dev.avs.form.page.StepInput.Kind.NUMBER;
import static dev.avs.form.page.StepInput.Kind.RADIOS;
import static dev.avs.form.page.StepInput.Kind.SELECT;
import static dev.avs.form.page.StepInput.Kind.TEXT;

import dev.avs.applicant.AffiliatedPerson;
import dev.avs.applicant.Applicants;
import dev.avs.applicant.SavePerson;
import dev.avs.document.Document;
import dev.avs.document.Documents;
import dev.avs.document.SaveDocument;
import dev.avs.reference.DocumentType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.springframework.stereotype.Component;

/**
 * The steps of a company's form that collect lists, declared: its affiliated persons, and its documents (company
 * documents and the identity documents of its persons), each added one at a time and removable again.
 */
@Component
class CompanySteps {

    static final String COMPANY_OWNER = "company";
    static final String PERSONS = "persons";
    static final String COMPANY_DOCUMENTS = "documents";
    private static final String COMPANY_DOCUMENT = "documents.";

    private final Applicants applicants;
    private final Documents documents;
    private final Texts texts;

    CompanySteps(Applicants applicants, Documents documents, Texts texts) {
        this.applicants = applicants;
        this.documents = documents;
        this.texts = texts;
    }

    /** The affiliated persons of the applicant the URL fills in. */
    List<AffiliatedPerson> persons(FormContext context) {
        String applicantId = context.progress().applicantId();
        return applicantId == null ? List.of() : applicants.currentPersons(context.account(), applicantId);
    }

    /** A company's directors, beneficial owners and authorised representative, added one at a time. */
    StepDefinition persons() {
        List<StepInput> inputs = StepInput.all(
                StepInput.of("role", RADIOS).required().parameter("type")
                        .choices("person", c -> List.of("DIRECTOR", "BENEFICIAL", "AUTHORISED")),
                StepInput.of("first_name", TEXT).required().autocomplete("off"),
                StepInput.of("last_name", TEXT).required().autocomplete("off"),
                StepInput.of("dob", DATE).required().autocomplete("off"),
                StepInput.of("nationality", COUNTRY).required(),
                StepInput.of("residence_country", COUNTRY),
                StepInput.of("title", TEXT).autocomplete("off").showWhen(c -> "role=AUTHORISED")
                        .requiredIf((c, v) -> "AUTHORISED".equals(v.get("role"))),
                StepInput.of("share", NUMBER).inputmode("decimal").showWhen(c -> "role=BENEFICIAL")
                        .requiredIf((c, v) -> "BENEFICIAL".equals(v.get("role"))),
                StepInput.of("email", EMAIL).autocomplete("off"));
        StepDefinition.ItemList list = new StepDefinition.ItemList(PERSONS, "button.add_person", "step.persons.list",
                context -> {
                    List<String> added = context.progress().list(PERSONS);
                    return persons(context).stream().map(p -> new PageView.ItemView(p.affiliatedPersonId(),
                            p.firstName() + " " + p.lastName(), describe(p),
                            added.contains(p.affiliatedPersonId()))).toList();
                },
                (context, id) -> applicants.removePerson(context.account(), id),
                context -> context.verifies("COMPANY") && persons(context).isEmpty() ? "step.persons.none" : null);
        return new StepDefinition(Step.AFFILIATED_PERSONS, c -> true, c -> "persons", inputs, null, null,
                (posted, progress) -> {
                    Map<String, List<String>> body = posted.parameters();
                    String role = posted.value("role");
                    body.put("applicant_id", List.of(String.valueOf(progress.applicantId())));
                    body.put("title", List.of("AUTHORISED".equals(role) ? posted.value("title") : ""));
                    body.put("share", List.of("BENEFICIAL".equals(role) ? posted.value("share") : ""));
                    progress.add(PERSONS, applicants.savePerson(posted.context().account(), new SavePerson(null,
                            body)));
                }, list, null, null);
    }

    private String describe(AffiliatedPerson p) {
        String type = texts.get("option.person." + p.type());
        String born = p.dob() == null ? "" : " · " + texts.get("item.born", texts.date(p.dob()));
        String share = p.share() == null ? "" : " · " + texts.get("item.share", p.share().stripTrailingZeros()
                .toPlainString());
        return type + share + born;
    }

    /**
     * A company's documents, added one at a time: company documents (the registration certificate first) and the
     * identity documents of its affiliated persons, each with a photo or scan of its sides.
     */
    StepDefinition companyDocuments() {
        List<StepInput> inputs = StepInput.all(
                StepInput.of("type", SELECT).required().choices("document", c -> Steps.names(companyTypes(c))),
                StepInput.of("owner", SELECT).required().parameter("affiliated_person_id").byDefault(COMPANY_OWNER)
                        .choices("owner", c -> Stream.concat(Stream.of(COMPANY_OWNER),
                                persons(c).stream().map(AffiliatedPerson::affiliatedPersonId)).toList())
                        .labelled(this::ownerName),
                StepInput.of("front", FILE).required().parameter("front_side_id").camera("environment", null),
                StepInput.of("back", FILE).parameter("back_side_id").camera("environment", null)
                        .requiredIf((c, v) -> Steps.twoSided(v.get("type"))));
        StepDefinition.ItemList list = new StepDefinition.ItemList(COMPANY_DOCUMENTS, "button.add_document",
                "step.company-documents.list", this::companyDocumentItems,
                (context, id) -> documents.remove(context.account(), id), context -> {
                    String applicantId = context.progress().applicantId();
                    boolean registered = applicantId != null && documents.current(context.account(), applicantId)
                            .stream().anyMatch(d -> d.type() == DocumentType.REGISTRATION_COMPANY
                                    && d.frontSideId() != null);
                    return context.verifies("COMPANY") && !registered ? "step.company-documents.registration" : null;
                });
        return new StepDefinition(Step.DOCUMENT, FormContext::isCompany, c -> "company-documents", inputs,
                COMPANY_DOCUMENT, null, (posted, progress) -> {
                    if (posted.errors().any()) {
                        return;
                    }
                    Map<String, List<String>> body = new LinkedHashMap<>();
                    body.put("applicant_id", List.of(String.valueOf(progress.applicantId())));
                    body.put("type", List.of(posted.value("type")));
                    if (!posted.value("owner").equals(COMPANY_OWNER)) {
                        body.put("affiliated_person_id", List.of(posted.value("owner")));
                    }
                    body.put("front_side_id", List.of(progress.id(COMPANY_DOCUMENT + "front")));
                    if (progress.id(COMPANY_DOCUMENT + "back") != null) {
                        body.put("back_side_id", List.of(progress.id(COMPANY_DOCUMENT + "back")));
                    }
                    progress.add(COMPANY_DOCUMENTS, documents.save(posted.context().account(),
                            new SaveDocument(null, body)));
                }, list, null, null);
    }

    private static List<DocumentType> companyTypes(FormContext context) {
        List<DocumentType> types = new ArrayList<>(DocumentType.of(DocumentType.Purpose.COMPANY).stream()
                .filter(context::accepts).toList());
        types.addAll(Steps.identityTypes(context));
        return types;
    }

    private String ownerName(FormContext context, String owner) {
        return owner.equals(COMPANY_OWNER) ? texts.get("option.owner.company") : persons(context).stream()
                .filter(p -> p.affiliatedPersonId().equals(owner)).map(p -> p.firstName() + " " + p.lastName())
                .findFirst().orElse("");
    }

    private List<PageView.ItemView> companyDocumentItems(FormContext context) {
        List<DocumentType> types = companyTypes(context);
        List<String> added = context.progress().list(COMPANY_DOCUMENTS);
        String applicantId = context.progress().applicantId();
        return applicantId == null ? List.of() : documents.current(context.account(), applicantId).stream()
                .filter(d -> types.contains(d.type()))
                .map(d -> new PageView.ItemView(d.documentId(), texts.get("option.document." + d.type().name()),
                        texts.get("item.sides", ownerOf(context, d), d.fileIds().size()),
                        added.contains(d.documentId()))).toList();
    }

    private String ownerOf(FormContext context, Document d) {
        return ownerName(context, d.affiliatedPersonId() == null ? COMPANY_OWNER : d.affiliatedPersonId());
    }
}
