package dev.avs.monitoring;

import dev.avs.screening.AmlSubject;
import java.time.Instant;
import java.util.Set;

/**
 * One monitored party: the applicant or a company's affiliated person, as the applicant's latest completed
 * verification with AML had them.
 *
 * @param knownHits "list TAB entry_id" of the entries that verification's screening already showed a person
 */
record MonitoredSubject(String accountId, String applicantId, String verificationId, String formId,
                        AmlSubject subject, Set<String> knownHits, Instant since) {

    static String hitKey(String list, String entryId) {
        return list + "\t" + entryId;
    }

    boolean knows(String list, String entryId) {
        return knownHits.contains(hitKey(list, entryId));
    }
}
