package dev.avs.web;

/**
 * A view of one applicant's personal data (a document, an address, a verification): the access log names the
 * applicant whose data was read, so that {@code GET /audit-events?applicant_id=} finds the read.
 */
public interface OneApplicantsData {

    /** Whose data the view is. */
    String applicantId();
}
