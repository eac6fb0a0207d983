package dev.avs.monitoring;

import dev.avs.screening.AmlSubject;
import java.time.Instant;

/**
 * One monitored party: the applicant or a company's affiliated person, as the applicant's latest completed
 * verification with AML had them.
 *
 * @param knownHits "list TAB entry_id" lines of the entries that verification's screening already showed a person
 *                  (kept as stored: a run reads a million subjects and consults this for its few matches only)
 */
record MonitoredSubject(String accountId, String applicantId, String verificationId, String formId,
                        AmlSubject subject, String knownHits, Instant since) {

    static String hitKey(String list, String entryId) {
        return list + "\t" + entryId;
    }

    boolean knows(String list, String entryId) {
        return java.util.Arrays.asList(knownHits.split("\n")).contains(hitKey(list, entryId));
    }
}
