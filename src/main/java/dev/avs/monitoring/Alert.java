package dev.avs.monitoring;

import java.time.Instant;

/**
 * A new match of a monitored subject with a list entry, and what a person made of it.
 *
 * @param listType the type of the entry's list ({@code sanctions}, {@code pep}, {@code crime}, ...)
 * @param reason   the AML reason the match gives under the subject's policy ({@code SANCTIONS_MATCH},
 *                 {@code POSSIBLE_SANCTIONS_MATCH}, {@code PEP_MATCH})
 * @param hit      the hit as the AML check's details show it (JSON)
 * @param status   {@code open}, {@code confirmed} or {@code dismissed}
 */
record Alert(String id, String accountId, String applicantId, String subjectId, String subjectRole, String runId,
             String verificationId, String reviewVerificationId, String list, String listType, String entryId,
             String entryName, String matchedName, double score, String reason, String hit, String status,
             String comment, String decidedBy, Instant decidedAt, Instant createdAt) {

    static final String OPEN = "open";
    static final String CONFIRMED = "confirmed";
    static final String DISMISSED = "dismissed";
}
