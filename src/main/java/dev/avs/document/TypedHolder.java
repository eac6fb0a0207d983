package dev.avs.document;

import java.time.LocalDate;

/** The holder of an identity document as the applicant typed them: compared with what the document says. */
public record TypedHolder(String firstName, String middleName, String lastName, LocalDate dob) {
}
