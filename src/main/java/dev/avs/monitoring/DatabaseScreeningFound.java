package dev.avs.monitoring;

import dev.avs.account.AccountId;
import java.util.List;

/**
 * Published in the transaction that stores new monitoring alerts of one applicant, so that the callback
 * ({@code DATABASE_SCREENING}) is queued exactly when the alerts exist.
 *
 * @param verificationId the applicant's latest verification: the one opened for review, else the one monitored
 * @param databases      the names of the lists matched
 * @param listTypes      {@code sanctions} and/or {@code pep}
 * @param hits           each new match, with its alert and subject
 */
public record DatabaseScreeningFound(AccountId account, String applicantId, String verificationId,
                                     List<String> databases, List<String> listTypes, List<AlertHit> hits) {
}
