package dev.avs.reading;

import java.util.List;
import java.util.Set;

/**
 * The order a card prints its dates in, decided by the issuing country: month first in the US (MM/DD/YYYY), year
 * first in Canada (YYYY/MM/DD, YYYY-MM-DD), day first elsewhere (the EU model's DD.MM.YYYY or DD/MM/YY).
 */
public enum DateOrder {
    MONTH_DAY_YEAR(List.of("MM/dd/yyyy")),
    YEAR_MONTH_DAY(List.of("yyyy/MM/dd")),
    DAY_MONTH_YEAR(List.of("dd/MM/yyyy", "dd/MM/yy"));

    /** The US and the territories whose cards follow its order (AAMVA members). */
    private static final Set<String> MONTH_FIRST = Set.of("US", "PR", "GU", "VI", "AS", "MP");

    private final List<String> patterns;

    DateOrder(List<String> patterns) {
        this.patterns = patterns;
    }

    /** Date-time patterns with {@code /} for the separator. */
    List<String> patterns() {
        return patterns;
    }

    /** The order of an issuing country (ISO alpha-2); a card of no declared country is taken as a US one. */
    public static DateOrder of(String issuingCountry) {
        if (issuingCountry == null || MONTH_FIRST.contains(issuingCountry)) {
            return MONTH_DAY_YEAR;
        }
        return "CA".equals(issuingCountry) ? YEAR_MONTH_DAY : DAY_MONTH_YEAR;
    }
}
