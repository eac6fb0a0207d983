package dev.avs.webhook;

/** The callback types of the contract (API.md section 4). */
enum EventType {
    VERIFICATION_STATUS_CHANGED, VERIFICATION_COMPLETED, FORM_URL_EXPIRED, DATABASE_SCREENING, APPLICANT_ERASED
}
