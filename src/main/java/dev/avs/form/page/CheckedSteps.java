package dev.avs.form.page;

import static dev.avs.form.page.StepInput.Kind.COUNTRY;
import static dev.avs.form.page.StepInput.Kind.DATE;
import static dev.avs.form.page.StepInput.Kind.FILE;
import static dev.avs.form.page.StepInput.Kind.TEXT;

import dev.avs.address.Address;
import dev.avs.address.Addresses;
import dev.avs.address.SaveAddress;
import dev.avs.applicant.Applicants;
import dev.avs.document.Documents;
import dev.avs.document.SaveDocument;
import dev.avs.face.FaceAnalysis;
import dev.avs.face.Faces;
import dev.avs.form.Progress;
import dev.avs.reading.MrzReading;
import dev.avs.reading.MrzReadings;
import dev.avs.reference.DocumentType;
import dev.avs.verification.PolicyService;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * The steps whose pages ask the engines or the policy while the applicant is there ({@link Steps} declares the
 * others): the selfie, refused at once when the face engine finds no face or several; the address, whose proof
 * is required when the form's policy says so; and the identity document's MRZ check after new photos.
 */
@Component
class CheckedSteps {

    private static final String SELFIE = "selfie.";
    private static final String PROOF = "proof.";
    private static final List<String> ADDRESS_LINES = List.of("state_or_province", "city", "postal_code",
            "street_name", "building_number", "unit_number");

    private final Addresses addresses;
    private final Documents documents;
    private final Applicants applicants;
    private final PolicyService policies;
    private final Faces faces;
    private final MrzReadings readings;
    private final Texts texts;

    CheckedSteps(Addresses addresses, Documents documents, Applicants applicants, PolicyService policies, Faces faces,
                 MrzReadings readings, Texts texts) {
        this.addresses = addresses;
        this.documents = documents;
        this.applicants = applicants;
        this.policies = policies;
        this.faces = faces;
        this.readings = readings;
        this.texts = texts;
    }

    /** A selfie (the front camera opens on phones), stored as a SELFIE_IMAGE document. */
    StepDefinition selfie() {
        List<StepInput> inputs = StepInput.all(StepInput.of("selfie", FILE).required().parameter("front_side_id")
                .camera("user", "image/jpeg,image/png,image/webp"));
        return new StepDefinition(Step.SELFIE, c -> true, c -> "selfie", inputs, SELFIE, null, (posted, progress) -> {
            if (posted.errors().any()) {
                return;
            }
            Map<String, List<String>> body = new LinkedHashMap<>();
            if (progress.id("selfie") == null) {
                body.put("applicant_id", List.of(String.valueOf(progress.applicantId())));
                body.put("type", List.of(DocumentType.SELFIE_IMAGE.name()));
            }
            body.put("front_side_id", List.of(progress.id(SELFIE + "selfie")));
            progress.setId("selfie", documents.save(posted.context().account(),
                    new SaveDocument(progress.id("selfie"), body)));
        }, null, (context, input, fileId) -> faceProblem(context, fileId), null);
    }

    /** The text key of what is wrong with the selfie's faces, or null when it shows one face (or no engine runs). */
    private String faceProblem(FormContext context, String fileId) {
        Optional<FaceAnalysis> analysis = faces.analysis(context.account(), fileId);
        if (analysis.filter(FaceAnalysis::decodable).isEmpty()) {
            return null;
        }
        int found = faces.largeFaces(analysis).size();
        return found == 0 ? "field.selfie.no_face" : found > 1 ? "field.selfie.several_faces" : null;
    }

    /**
     * After new photos of an identity document: whether one shows a readable MRZ, read now, so that the applicant
     * can retake a photo with glare at once. Nothing for types without an MRZ or while reading is off; the warning
     * shows once, since a post without a new photo goes on.
     */
    StepDefinition.Warning mrzWarning(StepDefinition.Posted posted, List<String> photos) {
        String type = posted.value("type");
        if (!readings.enabled() || !readings.carriesMrz(type) || photos.stream().anyMatch(fileId ->
                readings.reading(posted.context().account(), fileId).map(MrzReading::isRead).orElse(true))) {
            return null;
        }
        String document = texts.get("option.document." + type).toLowerCase(Locale.ROOT);
        return new StepDefinition.Warning(DocumentType.isTwoSided(type) ? "back" : "front",
                texts.get("field.document.mrz_unreadable", document));
    }

    /**
     * The applicant's registered address (a person's home, a company's registered office), updating the current
     * one if the applicant has it, and a proof of address (ADDRESS_DOCUMENT) when the form accepts one.
     */
    StepDefinition address() {
        List<StepInput> inputs = StepInput.all(
                StepInput.of("country", COUNTRY).required(),
                StepInput.of("street_name", TEXT).required().autocomplete("address-line1"),
                StepInput.of("building_number", TEXT).autocomplete("off"),
                StepInput.of("unit_number", TEXT).autocomplete("address-line2"),
                StepInput.of("city", TEXT).required().autocomplete("address-level2"),
                StepInput.of("state_or_province", TEXT).autocomplete("address-level1"),
                StepInput.of("postal_code", TEXT).autocomplete("postal-code"),
                StepInput.of("proof", FILE).parameter("front_side_id").camera("environment", null)
                        .presentIf(CheckedSteps::asksProof).requiredIn(this::needsProof),
                StepInput.of("proof_date", DATE).parameter("issue_date").autocomplete("off")
                        .presentIf(CheckedSteps::asksProof).requiredIn(this::needsProof));
        return new StepDefinition(Step.ADDRESS, c -> true, c -> c.isCompany() ? "address-company" : "address",
                inputs, PROOF, this::currentAddress, (posted, progress) -> {
                    FormContext context = posted.context();
                    String applicantId = progress.applicantId();
                    Map<String, List<String>> body = new LinkedHashMap<>();
                    String addressId = registered(context, applicantId).map(Address::addressId).orElse(null);
                    if (addressId == null) {
                        body.put("applicant_id", List.of(String.valueOf(applicantId)));
                        body.put("type", List.of("REGISTERED"));
                    }
                    body.put("country", List.of(posted.value("country")));
                    ADDRESS_LINES.forEach(name -> body.put(name, List.of(posted.value(name))));
                    progress.setId("address", addresses.save(context.account(), new SaveAddress(addressId, body)));
                    if (progress.id(PROOF + "proof") != null) {
                        saveProof(context, progress, posted.dates().get("proof_date"));
                    }
                }, null, null, null);
    }

    private static boolean asksProof(FormContext context) {
        return context.accepts(DocumentType.ADDRESS_DOCUMENT.name());
    }

    private boolean needsProof(FormContext context) {
        return asksProof(context) && context.verifies("ADDRESS")
                && policies.effective(context.account(), context.form().formId()).requireProofOfAddress();
    }

    private void saveProof(FormContext context, Progress progress, String issueDate) {
        Map<String, List<String>> body = new LinkedHashMap<>();
        if (progress.id("proof") == null) {
            body.put("applicant_id", List.of(progress.applicantId()));
            body.put("type", List.of(DocumentType.ADDRESS_DOCUMENT.name()));
        }
        body.put("front_side_id", List.of(progress.id(PROOF + "proof")));
        if (issueDate != null) {
            body.put("issue_date", List.of(issueDate));
        }
        progress.setId("proof", documents.save(context.account(), new SaveDocument(progress.id("proof"), body)));
    }

    /** The registered address the applicant has, else the country it lives in or is registered in. */
    private Map<String, String> currentAddress(FormContext context) {
        Map<String, String> values = new LinkedHashMap<>();
        String applicantId = context.progress().applicantId();
        Optional<Address> current = registered(context, applicantId);
        if (current.isPresent()) {
            Address a = current.get();
            Steps.put(values, "country", a.country());
            Steps.put(values, "state_or_province", a.stateOrProvince());
            Steps.put(values, "city", a.city());
            Steps.put(values, "postal_code", a.postalCode());
            Steps.put(values, "street_name", a.streetName());
            Steps.put(values, "building_number", a.buildingNumber());
            Steps.put(values, "unit_number", a.unitNumber());
        } else if (applicantId != null) {
            applicants.applicant(context.account(), applicantId).ifPresent(a -> Steps.put(values, "country",
                    a.isCompany() ? a.registrationCountry() : a.residenceCountry()));
        }
        return values;
    }

    Optional<Address> registered(FormContext context, String applicantId) {
        return applicantId == null ? Optional.empty() : addresses.current(context.account(), applicantId).stream()
                .filter(a -> a.affiliatedPersonId() == null && "REGISTERED".equals(a.type())).findFirst();
    }
}
