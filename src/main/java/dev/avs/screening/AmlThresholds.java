package dev.avs.screening;

import dev.avs.screening.lists.ListType;
import dev.avs.verification.AmlListRule;
import dev.avs.verification.Policy;
import dev.avs.verification.Result;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;

/**
 * The AML rules' parameters; the policy may override the configured defaults per account or form, and per type of
 * list ({@code aml_lists}).
 */
public record AmlThresholds(double matchThreshold, double strongMatch, Duration maxListAge,
                           Map<ListType, Rule> rules) {

    /** One type's rule: from which score a hit counts, from which it is strong, and what a strong one does. */
    public record Rule(double matchThreshold, double strongMatch, Result strongResult) {

        public Rule {
            requireOrdered(matchThreshold, strongMatch);
        }
    }

    public AmlThresholds {
        rules = rules == null ? Map.of() : Map.copyOf(rules);
        requireOrdered(matchThreshold, strongMatch);
    }

    private static void requireOrdered(double matchThreshold, double strongMatch) {
        if (!(matchThreshold > 0 && matchThreshold <= strongMatch && strongMatch <= 1)) {
            throw new IllegalArgumentException("need 0 < match_threshold <= strong_match <= 1");
        }
    }

    public AmlThresholds(double matchThreshold, double strongMatch, Duration maxListAge) {
        this(matchThreshold, strongMatch, maxListAge, Map.of());
    }

    /** The policy's AML thresholds; an {@code aml_lists} key that names no list type is refused. */
    public static AmlThresholds of(Policy policy) {
        Map<ListType, Rule> rules = new EnumMap<>(ListType.class);
        for (Map.Entry<String, AmlListRule> entry : policy.amlLists().entrySet()) {
            ListType type = ListType.of(entry.getKey());
            if (type == null) {
                throw new IllegalArgumentException("aml_lists." + entry.getKey() + " names no type of list; known: "
                        + java.util.Arrays.stream(ListType.values()).map(ListType::id).toList());
            }
            AmlListRule rule = entry.getValue();
            double match = rule.matchThreshold() == null ? policy.matchThreshold() : rule.matchThreshold();
            double strong = rule.strongMatch() == null ? Math.max(match, policy.strongMatch()) : rule.strongMatch();
            Result result = rule.strongResult() == null ? type.defaultStrongResult()
                    : Result.valueOf(rule.strongResult().toUpperCase(java.util.Locale.ROOT));
            try {
                rules.put(type, new Rule(match, strong, result));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("aml_lists." + entry.getKey() + ": " + e.getMessage());
            }
        }
        return new AmlThresholds(policy.matchThreshold(), policy.strongMatch(),
                Duration.ofHours(policy.maxListAgeHours()), rules);
    }

    /** The rule for a type of list: the policy's own for it, or the general thresholds and the type's result. */
    public Rule rule(ListType type) {
        Rule rule = rules.get(type);
        return rule != null ? rule : new Rule(matchThreshold, strongMatch, type.defaultStrongResult());
    }

    /** The lowest score any type counts, below which a search need not look. */
    public double lowestMatchThreshold() {
        double lowest = matchThreshold;
        for (Rule rule : rules.values()) {
            lowest = Math.min(lowest, rule.matchThreshold());
        }
        return lowest;
    }
}
