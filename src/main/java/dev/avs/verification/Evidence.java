package dev.avs.verification;

import dev.avs.reference.DocumentType;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * What a verification decided on: the applicant's and affiliated persons' fields as they were, and the addresses,
 * documents and files it pinned. Checks read only this snapshot, never live data, so a decision can be replayed.
 */
public record Evidence(ApplicantFacts applicant, List<PersonFacts> persons, List<AddressFacts> addresses,
                       List<DocumentFacts> documents, List<FileFacts> files) {

    public Evidence {
        persons = List.copyOf(persons);
        addresses = List.copyOf(addresses);
        documents = List.copyOf(documents);
        files = List.copyOf(files);
    }

    public record ApplicantFacts(String applicantId, String type, String externalApplicantId, String firstName,
                                 String middleName, String lastName, LocalDate dob, String gender, String nationality,
                                 String residenceCountry, String placeOfBirth, Boolean pep, String companyName,
                                 String registrationCountry, String registrationNumber, LocalDate incorporationDate,
                                 String businessActivity, String taxNumber, String website, String email,
                                 String phone) {
        public boolean isCompany() {
            return "COMPANY".equals(type);
        }
    }

    public record PersonFacts(String affiliatedPersonId, String type, String firstName, String middleName,
                              String lastName, String title, BigDecimal share, LocalDate dob, String nationality,
                              String residenceCountry) {
    }

    /**
     * An address; exactly one of {@code applicantId} and {@code affiliatedPersonId} names its owner. {@code country}
     * may be null (KYCAID allows it); a check that needs it asks for it before the verification starts.
     */
    public record AddressFacts(String addressId, String applicantId, String affiliatedPersonId, String type,
                               String country, String stateOrProvince, String city, String district,
                               String postalCode, String streetName, String buildingNumber, String unitNumber,
                               String fullAddress, String region, String streetAddress) {
    }

    public record DocumentFacts(String documentId, String affiliatedPersonId, DocumentType type, String documentNumber,
                                String additionalNumber, String issuingCountry, String issuingAuthority,
                                LocalDate issueDate, LocalDate expiryDate, String mrz, String frontSideId,
                                String backSideId, List<String> otherSideIds, String cardNumber, Instant createdAt) {
        public boolean isIdentity() {
            return type.identity();
        }

        /** Every file of the document, front first. */
        public List<String> fileIds() {
            java.util.List<String> ids = new java.util.ArrayList<>();
            if (frontSideId != null) {
                ids.add(frontSideId);
            }
            if (backSideId != null) {
                ids.add(backSideId);
            }
            if (otherSideIds != null) {
                otherSideIds.stream().filter(java.util.Objects::nonNull).forEach(ids::add);
            }
            return ids;
        }
    }

    public record FileFacts(String fileId, String fileName, String contentType, long size, String sha256,
                            Integer width, Integer height) {
    }

    public boolean isCompany() {
        return applicant.isCompany();
    }

    /** The newest identity document (of the applicant or of one of its persons). */
    public Optional<DocumentFacts> newestIdentityDocument() {
        return newestDocument(DocumentFacts::isIdentity);
    }

    /**
     * The newest of the documents that match. Documents are listed oldest first, in the database's exact order of
     * creation; the snapshot's {@code createdAt} has second precision and cannot tell apart documents made within
     * one second, so the order of the list decides.
     */
    public Optional<DocumentFacts> newestDocument(java.util.function.Predicate<DocumentFacts> which) {
        DocumentFacts newest = null;
        for (DocumentFacts document : documents) {
            if (which.test(document)) {
                newest = document;
            }
        }
        return Optional.ofNullable(newest);
    }

    public List<DocumentFacts> documentsOfType(DocumentType type) {
        return documents.stream().filter(d -> d.type() == type).toList();
    }

    /** The applicant's own address of a type (not its persons'). */
    public Optional<AddressFacts> applicantAddress(String type) {
        return addresses.stream().filter(a -> a.affiliatedPersonId() == null && a.type().equals(type)).findFirst();
    }

    public Optional<FileFacts> file(String fileId) {
        return files.stream().filter(f -> f.fileId().equals(fileId)).findFirst();
    }

    public Optional<PersonFacts> person(String affiliatedPersonId) {
        return persons.stream().filter(p -> p.affiliatedPersonId().equals(affiliatedPersonId)).findFirst();
    }
}
