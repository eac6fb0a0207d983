package dev.avs.console;

import dev.avs.reference.DocumentType;
import dev.avs.verification.CheckResult;
import dev.avs.verification.Evidence;
import dev.avs.verification.Reason;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/** What the verification page shows, arranged for the template: facts as label and value, checks, documents. */
@Component
class VerificationSheet {

    public record Fact(String label, Object value) {
    }

    public record ReasonRow(String code, String result, String message, String details, List<String> applicantIds) {
    }

    public record CheckRow(String type, String result, List<ReasonRow> reasons) {
    }

    public record FileRow(String fileId, String name, boolean image) {
    }

    public record DocumentRow(String documentId, DocumentType type, List<Fact> facts, List<FileRow> files) {
    }

    public record Sheet(List<Fact> applicant, List<CheckRow> checks, List<DocumentRow> documents) {
    }

    private final JsonMapper json;

    VerificationSheet(JsonMapper json) {
        this.json = json;
    }

    Sheet of(List<CheckResult> checks, Evidence evidence) {
        return new Sheet(evidence == null ? List.of() : applicant(evidence.applicant()), checks(checks),
                evidence == null ? List.of() : documents(evidence));
    }

    private static List<Fact> applicant(Evidence.ApplicantFacts a) {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("Type", a.type());
        facts.put("External id", a.externalApplicantId());
        if (a.isCompany()) {
            facts.put("Company name", a.companyName());
            facts.put("Registration country", a.registrationCountry());
            facts.put("Registration number", a.registrationNumber());
            facts.put("Incorporated", a.incorporationDate());
        } else {
            facts.put("First name", a.firstName());
            facts.put("Middle name", a.middleName());
            facts.put("Last name", a.lastName());
            facts.put("Date of birth", a.dob());
            facts.put("Gender", a.gender());
            facts.put("Nationality", a.nationality());
            facts.put("Residence", a.residenceCountry());
            facts.put("Place of birth", a.placeOfBirth());
        }
        facts.put("Email", a.email());
        facts.put("Phone", a.phone());
        return facts.entrySet().stream().filter(e -> e.getValue() != null)
                .map(e -> new Fact(e.getKey(), e.getValue())).toList();
    }

    private List<CheckRow> checks(List<CheckResult> checks) {
        return checks.stream().map(check -> new CheckRow(check.type().name(), check.result().code(),
                check.reasons().stream().map(reason -> new ReasonRow(reason.code(), reason.result().code(),
                        reason.message(), reason.details() == null || reason.details().isEmpty() ? null
                                : json.writerWithDefaultPrettyPrinter().writeValueAsString(reason.details()),
                        reason.detailsAs(Reason.OtherApplicants.class).applicantIds())).toList())).toList();
    }

    private static List<DocumentRow> documents(Evidence evidence) {
        Map<String, Evidence.FileFacts> files = evidence.files().stream()
                .collect(Collectors.toMap(Evidence.FileFacts::fileId, f -> f, (a, b) -> a));
        Set<String> images = Set.of("image/jpeg", "image/png", "image/webp", "image/gif");
        return evidence.documents().stream().map(d -> {
            Map<String, Object> facts = new LinkedHashMap<>();
            facts.put("Number", d.documentNumber());
            facts.put("Issuing country", d.issuingCountry());
            facts.put("Issued", d.issueDate());
            facts.put("Expires", d.expiryDate());
            facts.put("MRZ (declared)", d.mrz());
            List<FileRow> fileRows = d.fileIds().stream().map(id -> {
                Evidence.FileFacts f = files.get(id);
                return new FileRow(id, f == null ? id : f.fileName(), f != null && images.contains(f.contentType()));
            }).toList();
            return new DocumentRow(d.documentId(), d.type(), facts.entrySet().stream()
                    .filter(e -> e.getValue() != null).map(e -> new Fact(e.getKey(), e.getValue())).toList(), fileRows);
        }).toList();
    }
}
