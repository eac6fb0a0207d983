package dev.avs.applicant;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/** An applicant as stored: the fields of both types, those of the other type null. */
public record Applicant(
        String applicantId, String accountId, String type,
        String firstName, String middleName, String lastName, LocalDate dob, String gender, String nationality,
        String residenceCountry, String placeOfBirth, Boolean pep, String telegramUsername, String walletAddress,
        String companyName, String registrationCountry, String registrationNumber, LocalDate incorporationDate,
        String businessActivity, String businessActivityId, String taxNumber, String website,
        String email, String phone, String externalApplicantId, List<String> customFields,
        Instant createdAt, Instant updatedAt) {

    public boolean isCompany() {
        return ApplicantFields.COMPANY.equals(type);
    }
}
