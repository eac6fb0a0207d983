package dev.avs.document;

/**
 * A field an identity document's photos were read for, sure of itself, whose reading differs from what was typed:
 * what the hosted form offers the applicant to take before the submit.
 *
 * @param field {@code last_name}, {@code first_name} (with the middle name), {@code dob},
 *              {@code document_number} or {@code expiry_date}: the typed field's API name
 * @param typed what was typed (dates as ISO dates), null when nothing was
 * @param read  what the document says, as read (dates as ISO dates)
 */
public record ReadDifference(String field, String typed, String read) {
}
