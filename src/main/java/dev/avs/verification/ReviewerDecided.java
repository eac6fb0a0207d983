package dev.avs.verification;

import dev.avs.account.AccountId;

/**
 * A person's decision on a verification (through the API's status call or the console), published in the deciding
 * transaction so that the access log records who decided what, and whether callbacks were sent.
 *
 * @param actor {@code api_key:<id>} or {@code console:<user id>}
 */
public record ReviewerDecided(AccountId account, String verificationId, String applicantId, boolean approved,
                              boolean callbacks, String actor) {
}
