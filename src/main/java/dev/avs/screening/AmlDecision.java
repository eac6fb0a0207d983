package dev.avs.screening;

import dev.avs.screening.matching.ScreeningHit;
import dev.avs.screening.lists.ListType;
import dev.avs.persistence.Timestamps;
import dev.avs.verification.CheckResult;
import dev.avs.verification.CheckType;
import dev.avs.verification.Reason;
import dev.avs.verification.Result;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The AML rules of CHECKS.md, free of I/O: given each subject's hits and how fresh the lists are, the result
 * and its reasons. For each type of list ({@link ListType}) under its rule in the policy:
 * <ul>
 * <li>the type's strong code ({@code SANCTIONS_MATCH}, {@code PEP_MATCH}, {@code INTERNAL_LIST_MATCH}, ...) with the
 * rule's result: an entry scores at least its strong_match and no known birth date or nationality contradicts it;</li>
 * <li>the type's possible code ({@code POSSIBLE_SANCTIONS_MATCH}, ...), consider: any other entry at least its
 * match_threshold;</li>
 * <li>AML_LISTS_UNAVAILABLE (consider): no list loaded, or the newest load older than max_list_age.</li>
 * </ul>
 */
final class AmlDecision {

    record Screened(AmlSubject subject, List<ScreeningHit> hits) {
    }

    private AmlDecision() {
    }

    /** The reason code a hit gives under these thresholds, or null below its type's match threshold. */
    static String reasonCode(ScreeningHit hit, AmlThresholds thresholds) {
        AmlThresholds.Rule rule = thresholds.rule(hit.listType());
        if (hit.score() < rule.matchThreshold()) {
            return null;
        }
        return strong(hit, rule) ? hit.listType().strongCode() : hit.listType().possibleCode();
    }

    private static boolean strong(ScreeningHit hit, AmlThresholds.Rule rule) {
        return hit.score() >= rule.strongMatch() && !hit.contradicted();
    }

    static CheckResult decide(List<Screened> screened, Instant newestLoad, AmlThresholds thresholds, Instant now) {
        List<Reason> reasons = new ArrayList<>();
        if (newestLoad == null) {
            // the account's own list may still have been screened: its matches are shown with this
            reasons.add(new Reason("AML_LISTS_UNAVAILABLE", Result.CONSIDER,
                    "No sanctions list is loaded, so the subjects could not be screened.",
                    details("newest_load", null)));
        } else if (newestLoad.plus(thresholds.maxListAge()).isBefore(now)) {
            reasons.add(new Reason("AML_LISTS_UNAVAILABLE", Result.CONSIDER,
                    "The sanctions lists are older than " + thresholds.maxListAge().toHours()
                            + " hours; the subjects were screened against them anyway.",
                    details("newest_load", Timestamps.format(newestLoad))));
        }
        for (Screened subject : screened) {
            // one reason per type and strength, in the order of ListType (sanctions first)
            Map<ListType, List<ScreeningHit>> strongHits = new EnumMap<>(ListType.class);
            Map<ListType, List<ScreeningHit>> possibleHits = new EnumMap<>(ListType.class);
            for (ScreeningHit hit : subject.hits()) {
                AmlThresholds.Rule rule = thresholds.rule(hit.listType());
                if (hit.score() >= rule.matchThreshold()) {
                    (strong(hit, rule) ? strongHits : possibleHits)
                            .computeIfAbsent(hit.listType(), k -> new ArrayList<>()).add(hit);
                }
            }
            String who = subject.subject().role().replace('_', ' ');
            for (ListType type : ListType.values()) {
                List<ScreeningHit> strong = strongHits.get(type);
                if (strong != null) {
                    reasons.add(new Reason(type.strongCode(), thresholds.rule(type).strongResult(),
                            "The " + who + " " + type.describe(true) + ".",
                            AmlHits.details(subject.subject(), strong)));
                }
                List<ScreeningHit> possible = possibleHits.get(type);
                if (possible != null) {
                    reasons.add(new Reason(type.possibleCode(), Result.CONSIDER,
                            "The " + who + " " + type.describe(false) + "; a reviewer should compare them.",
                            AmlHits.details(subject.subject(), possible)));
                }
            }
        }
        return CheckResult.of(CheckType.AML, reasons);
    }

    private static Map<String, Object> details(String key, Object value) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put(key, value);
        return details;
    }
}
