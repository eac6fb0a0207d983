package dev.avs.screening;

import dev.avs.verification.CheckResult;
import dev.avs.verification.CheckType;
import dev.avs.verification.Reason;
import dev.avs.verification.Result;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The AML rules of CHECKS.md, free of I/O: given each subject's hits and how fresh the lists are, the result
 * and its reasons.
 * <ul>
 * <li>SANCTIONS_MATCH (fail): a sanctions entry scores at least strong_match and no known birth date or
 * nationality contradicts it;</li>
 * <li>POSSIBLE_SANCTIONS_MATCH (consider): any other sanctions entry at least match_threshold;</li>
 * <li>PEP_MATCH (consider): an entry of a PEP list at least match_threshold;</li>
 * <li>AML_LISTS_UNAVAILABLE (consider): no list loaded, or the newest load older than max_list_age.</li>
 * </ul>
 */
final class AmlDecision {

    record Screened(AmlSubject subject, List<ScreeningHit> hits) {
    }

    static final String SANCTIONS_MATCH = "SANCTIONS_MATCH";
    static final String POSSIBLE_SANCTIONS_MATCH = "POSSIBLE_SANCTIONS_MATCH";
    static final String PEP_MATCH = "PEP_MATCH";

    private AmlDecision() {
    }

    /** The reason code a hit gives under these thresholds, or null below the match threshold. */
    static String reasonCode(ScreeningHit hit, AmlThresholds thresholds) {
        if (hit.score() < thresholds.matchThreshold()) {
            return null;
        }
        if (hit.pep()) {
            return PEP_MATCH;
        }
        return hit.score() >= thresholds.strongMatch() && !hit.contradicted() ? SANCTIONS_MATCH
                : POSSIBLE_SANCTIONS_MATCH;
    }

    static CheckResult decide(List<Screened> screened, Instant newestLoad, AmlThresholds thresholds, Instant now) {
        List<Reason> reasons = new ArrayList<>();
        if (newestLoad == null) {
            reasons.add(new Reason("AML_LISTS_UNAVAILABLE", Result.CONSIDER,
                    "No sanctions list is loaded, so the subjects could not be screened.",
                    details("newest_load", null)));
            return CheckResult.of(CheckType.AML, reasons);
        }
        if (newestLoad.plus(thresholds.maxListAge()).isBefore(now)) {
            reasons.add(new Reason("AML_LISTS_UNAVAILABLE", Result.CONSIDER,
                    "The sanctions lists are older than " + thresholds.maxListAge().toHours()
                            + " hours; the subjects were screened against them anyway.",
                    details("newest_load", dev.avs.persistence.Timestamps.format(newestLoad))));
        }
        for (Screened subject : screened) {
            List<ScreeningHit> strong = new ArrayList<>();
            List<ScreeningHit> possible = new ArrayList<>();
            List<ScreeningHit> pep = new ArrayList<>();
            for (ScreeningHit hit : subject.hits()) {
                String reason = reasonCode(hit, thresholds);
                if (PEP_MATCH.equals(reason)) {
                    pep.add(hit);
                } else if (SANCTIONS_MATCH.equals(reason)) {
                    strong.add(hit);
                } else if (POSSIBLE_SANCTIONS_MATCH.equals(reason)) {
                    possible.add(hit);
                }
            }
            String who = subject.subject().role().replace('_', ' ');
            if (!strong.isEmpty()) {
                reasons.add(new Reason(SANCTIONS_MATCH, Result.FAIL,
                        "The " + who + " matches a sanctions list entry.", hitDetails(subject.subject(), strong)));
            }
            if (!possible.isEmpty()) {
                reasons.add(new Reason(POSSIBLE_SANCTIONS_MATCH, Result.CONSIDER,
                        "The " + who + " may match a sanctions list entry; a reviewer should compare them.",
                        hitDetails(subject.subject(), possible)));
            }
            if (!pep.isEmpty()) {
                reasons.add(new Reason(PEP_MATCH, Result.CONSIDER,
                        "The " + who + " may be a politically exposed person.", hitDetails(subject.subject(), pep)));
            }
        }
        return CheckResult.of(CheckType.AML, reasons);
    }

    private static Map<String, Object> details(String key, Object value) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put(key, value);
        return details;
    }

    private static Map<String, Object> hitDetails(AmlSubject subject, List<ScreeningHit> hits) {
        Map<String, Object> details = new LinkedHashMap<>();
        Map<String, Object> who = new LinkedHashMap<>();
        who.put("role", subject.role());
        who.put("id", subject.subjectId());
        details.put("subject", who);
        List<Map<String, Object>> listed = new ArrayList<>();
        for (ScreeningHit hit : hits) {
            listed.add(hitDetails(hit));
        }
        details.put("hits", listed);
        return details;
    }

    /** One hit as the AML check's details show it. */
    static Map<String, Object> hitDetails(ScreeningHit hit) {
        Map<String, Object> h = new LinkedHashMap<>();
        h.put("list", hit.list());
        h.put("entry_id", hit.entryId());
        h.put("matched_name", hit.matchedName());
        h.put("score", hit.score());
        h.put("explanation", hit.explanation());
        return h;
    }
}
