package dev.avs.form.page;

import static dev.avs.form.page.StepInput.Kind.COUNTRY;
import static dev.avs.form.page.StepInput.Kind.DATE;
import static dev.avs.form.page.StepInput.Kind.FILE;
import static dev.avs.form.page.StepInput.Kind.HIDDEN;
import static dev.avs.form.page.StepInput.Kind.TEXT;

import dev.avs.face.SelfieCaptures;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.form.Secrets;
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
import dev.avs.verification.Policies;
import java.util.LinkedHashMap;
import java.util.List;
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
    /** The selfie camera's signed challenge, posted back with the clip. */
    static final String LIVE = "live";
    /**
     * When the page announced each movement of the challenge (milliseconds after its recording started, {@code
     * 600,2350}): the page's own record, not covered by the MAC; the FACIAL check counts no turn made before it.
     */
    static final String LIVE_TIMES = "live_times";
    /** The nonces of the challenges a clip was posted with: each counts once. */
    private static final String USED_CHALLENGES = "selfie.challenges";
    private static final String PROOF = "proof.";
    private static final List<String> ADDRESS_LINES = List.of("state_or_province", "city", "postal_code",
            "street_name", "building_number", "unit_number");

    private final Addresses addresses;
    private final Documents documents;
    private final Applicants applicants;
    private final Policies policies;
    private final Faces faces;
    private final MrzReadings readings;
    private final Texts texts;
    private final SelfieCaptures captures;
    private final Files files;

    CheckedSteps(Addresses addresses, Documents documents, Applicants applicants, Policies policies, Faces faces,
                 MrzReadings readings, Texts texts, SelfieCaptures captures, Files files) {
        this.captures = captures;
        this.files = files;
        this.addresses = addresses;
        this.documents = documents;
        this.applicants = applicants;
        this.policies = policies;
        this.faces = faces;
        this.readings = readings;
        this.texts = texts;
    }

    /**
     * A selfie: recorded live by the camera where the browser has one (the page's script records a few seconds while
     * the applicant makes the movement of a challenge the server chose and signed, and posts the clip as a
     * {@link DocumentType#SELFIE_VIDEO}), else a photo (the front camera opens on phones) stored as a
     * {@link DocumentType#SELFIE_IMAGE}. How it was taken is
     * recorded with the file for the FACIAL check; a challenge counts once.
     */
    StepDefinition selfie() {
        List<StepInput> inputs = StepInput.all(StepInput.of("selfie", FILE).required().parameter("front_side_id")
                .camera("user", "image/jpeg,image/png,image/webp"), StepInput.of(LIVE, HIDDEN),
                StepInput.of(LIVE_TIMES, HIDDEN));
        return new StepDefinition(Step.SELFIE, c -> true, c -> "selfie", inputs, SELFIE,
                c -> Map.of(LIVE, challengeToken(c, captures.newChallenge())), (posted, progress) -> {
            if (posted.errors().any()) {
                return;
            }
            String fileId = progress.id(SELFIE + "selfie");
            boolean video = files.find(posted.context().account(), fileId)
                    .map(FileMetadata::isVideo).orElse(false);
            String challenge = video ? usedChallenge(posted, progress) : null;
            captures.record(posted.context().account(), fileId, challenge,
                    challenge == null ? null : posted.value(LIVE_TIMES));
            Map<String, List<String>> body = new LinkedHashMap<>();
            if (progress.id("selfie") == null) {
                body.put("applicant_id", List.of(String.valueOf(progress.applicantId())));
            }
            body.put("type", List.of((video ? DocumentType.SELFIE_VIDEO : DocumentType.SELFIE_IMAGE).name()));
            body.put("front_side_id", List.of(fileId));
            progress.setId("selfie", documents.save(posted.context().account(),
                    new SaveDocument(progress.id("selfie"), body)));
        }, null, (context, input, fileId, values) -> {
            String live = liveProblem(context, fileId, values.getOrDefault(LIVE, ""));
            return live != null ? live : faceProblem(context, fileId);
        }, null);
    }

    /** {@code challenge.nonce.mac}: the challenge, a fresh nonce, and a MAC under the form URL's own key. */
    private static String challengeToken(FormContext context, String challenge) {
        String nonce = Secrets.newSecret().substring(0, 16);
        return challenge + "." + nonce + "." + Secrets.mac(context.url().csrfKey(),
                "selfie-challenge." + challenge + "." + nonce);
    }

    /**
     * The challenge of the posted token when its MAC holds and its nonce was not used before (then it is used now),
     * else null: the clip is then judged without a movement, as an upload.
     */
    private static String usedChallenge(StepDefinition.Posted posted, Progress progress) {
        String[] parts = validToken(posted.context(), posted.value(LIVE), progress);
        if (parts == null) {
            return null;
        }
        progress.add(USED_CHALLENGES, parts[1]);
        return parts[0];
    }

    /** The token's challenge and nonce when its MAC holds and the nonce was not used before, else null. */
    private static String[] validToken(FormContext context, String token, Progress progress) {
        String[] parts = token.split("\\.");
        if (parts.length != 3 || !SelfieCaptures.isChallenge(parts[0])
                || !Secrets.same(parts[2], Secrets.mac(context.url().csrfKey(),
                "selfie-challenge." + parts[0] + "." + parts[1]))
                || progress.list(USED_CHALLENGES).contains(parts[1])) {
            return null;
        }
        return parts;
    }

    /**
     * On a form that takes live selfies only ({@code selfie_upload_fallback: false}): the text key when the file is
     * not a clip posted with a valid, unused challenge (a photo, a video picked from the device, a replayed page).
     */
    private String liveProblem(FormContext context, String fileId, String token) {
        if (context.form().selfieUploadFallback()) {
            return null;
        }
        boolean video = files.find(context.account(), fileId).map(FileMetadata::isVideo)
                .orElse(false);
        return video && validToken(context, token, context.progress()) != null ? null : "field.selfie.live_required";
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
     * shows once, since a post without a new photo goes on. A card's back is read first: its MRZ is there, and
     * searching its front, which has none, would keep the applicant waiting seconds for nothing.
     */
    StepDefinition.Warning mrzWarning(StepDefinition.Posted posted, List<String> photos) {
        DocumentType type = DocumentType.of(posted.value("type")).orElse(null);
        String country = posted.value("issuing_country");
        // a US or Canadian card carries a PDF417 barcode, not an MRZ: none to warn about (the check reads the barcode)
        if (type == null || country != null && !country.isBlank() && type.readForBarcode(country.strip())) {
            return null;
        }
        List<String> inOrder = type.mrzOnBack() ? photos.reversed() : photos;
        if (!readings.enabled() || !readings.carriesMrz(type) || inOrder.stream().anyMatch(fileId ->
                readings.reading(posted.context().account(), fileId).map(MrzReading::isRead).orElse(true))) {
            return null;
        }
        // the type's name goes in as the page names it: no case folding, which German nouns (and others) forbid
        return new StepDefinition.Warning(type.mrzOnBack() ? "back" : "front",
                texts.get("field.document.mrz_unreadable", texts.get("option.document." + type.name())));
    }

    /**
     * The applicant's registered address (a person's home, a company's registered office), updating the current
     * one if the applicant has it, and a proof of address ({@link DocumentType#ADDRESS_DOCUMENT}) when the form
     * accepts one.
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
        return context.accepts(DocumentType.ADDRESS_DOCUMENT);
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
