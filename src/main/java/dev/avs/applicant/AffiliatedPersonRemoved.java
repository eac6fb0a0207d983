package dev.avs.applicant;

import dev.avs.account.AccountId;

/**
 * Published in the transaction that removes an affiliated person, before its row goes, so that the modules
 * holding its addresses and documents remove them (or, when pinned, take them out of the current data).
 */
public record AffiliatedPersonRemoved(AccountId account, String applicantId, String affiliatedPersonId) {
}
