package dev.avs.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;

/** Builds applicants with evidence over the API, starts verifications and waits for their decisions. */
public final class VerificationFlows {

    private static final AtomicLong SEED = new AtomicLong(System.nanoTime());

    private final Api api;

    public VerificationFlows(Api api) {
        this.api = api;
    }

    /** A person with every field PROFILE needs; {@code fields} override or add. */
    public String person(Map<String, Object> fields) {
        Map<String, Object> body = new HashMap<>(Map.of("type", "PERSON", "first_name", "Anna",
                "last_name", "Example" + letters(SEED.incrementAndGet()), "dob", "1990-04-12", "residence_country", "GB",
                "nationality", "GB"));
        body.putAll(fields);
        return created(api.post("/applicants", body), "applicant_id");
    }

    public String person() {
        return person(Map.of());
    }

    public String company(Map<String, Object> fields) {
        Map<String, Object> body = new HashMap<>(Map.of("type", "COMPANY", "company_name", "Acme " + SEED.incrementAndGet(),
                "registration_country", "GB", "registration_number", "0" + SEED.incrementAndGet(),
                "incorporation_date", "2015-03-01"));
        body.putAll(fields);
        return created(api.post("/applicants", body), "applicant_id");
    }

    public String affiliatedPerson(String company, String type, Map<String, Object> fields) {
        Map<String, Object> body = new HashMap<>(Map.of("applicant_id", company, "type", type, "first_name", "Ivan",
                "last_name", "Petrov", "dob", "1975-04-01", "nationality", "BG"));
        body.putAll(fields);
        return created(api.post("/affiliated-persons", body), "affiliated_person_id");
    }

    public String address(String applicantId, String type, Map<String, Object> fields) {
        return address("applicant_id", applicantId, type, fields);
    }

    /** An address of an affiliated person. */
    public String personAddress(String affiliatedPersonId, String type, Map<String, Object> fields) {
        return address("affiliated_person_id", affiliatedPersonId, type, fields);
    }

    private String address(String ownerField, String ownerId, String type, Map<String, Object> fields) {
        Map<String, Object> body = new HashMap<>(Map.of(ownerField, ownerId, "type", type, "country", "GB",
                "city", "London", "street_name", "Baker Street", "building_number", "221B", "postal_code", "NW1 6XE"));
        body.putAll(fields);
        return created(api.post("/addresses", body), "address_id");
    }

    /** A unique, sharp, large enough photo. */
    public String photo() {
        return file(TestImages.photo(800, 600, SEED.incrementAndGet()));
    }

    /** These bytes uploaded as a photo: the file's id. */
    public String file(byte[] photo) {
        return created(api.upload("POST", "/files", "photo.jpg", photo), "file_id");
    }

    public String document(String applicantId, String type, Map<String, Object> fields) {
        Map<String, Object> body = new HashMap<>(Map.of("applicant_id", applicantId, "type", type));
        body.putAll(fields);
        return created(api.post("/documents", body), "document_id");
    }

    public String proofOfAddress(String applicantId, LocalDate issued) {
        Map<String, Object> fields = new HashMap<>(Map.of("front_side_id", photo()));
        if (issued != null) {
            fields.put("issue_date", issued.toString());
        }
        return document(applicantId, "ADDRESS_DOCUMENT", fields);
    }

    public ApiResponse start(String applicantId, List<String> types) {
        Map<String, Object> body = new HashMap<>(Map.of("applicant_id", applicantId));
        if (types != null) {
            body.put("types", types);
        }
        return api.post("/verifications", body);
    }

    public String verify(String applicantId, String... types) {
        return created(start(applicantId, List.of(types)), "verification_id");
    }

    /**
     * Polls until the checks have run (status no longer pending) and returns the verification. The deadline is
     * generous: a check may start a decoder process, which on a loaded two-core machine took over 20 s.
     */
    public JsonNode decided(String verificationId) {
        return IntegrationTest.eventually(Duration.ofSeconds(90),
                () -> api.get("/verifications/" + verificationId).json(),
                v -> !v.path("status").asString().equals("pending"));
    }

    /** Verifies and returns the decided verification. */
    public JsonNode run(String applicantId, String... types) {
        return decided(verify(applicantId, types));
    }

    /** The reasons of one code across all checks. */
    public static List<JsonNode> reasons(JsonNode verification, String code) {
        return verification.path("checks").valueStream()
                .flatMap(check -> check.path("reasons").valueStream())
                .filter(reason -> reason.path("code").asString().equals(code))
                .toList();
    }

    public static JsonNode reason(JsonNode verification, String code) {
        List<JsonNode> found = reasons(verification, code);
        assertThat(found).as(code + " in " + verification.path("checks")).isNotEmpty();
        return found.getFirst();
    }

    /** A name part unique per call, made of letters only, as names must be. */
    public static String letters(long n) {
        StringBuilder out = new StringBuilder();
        long value = Math.abs(n);
        do {
            out.append((char) ('a' + value % 26));
            value /= 26;
        } while (value > 0);
        return out.toString();
    }

    private static String created(ApiResponse response, String field) {
        assertThat(response.status()).as(response.toString()).isEqualTo(200);
        return response.id(field);
    }
}
