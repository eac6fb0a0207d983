package dev.avs.applicant;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/** A person affiliated with a company applicant: its authorised representative, a beneficial owner or a director. */
public record AffiliatedPerson(
        String affiliatedPersonId, String accountId, String applicantId, String type,
        String firstName, String middleName, String lastName, String title, BigDecimal share, LocalDate dob,
        String nationality, String residenceCountry, String email, String phone, boolean pinned,
        Instant createdAt, Instant updatedAt) {
}
