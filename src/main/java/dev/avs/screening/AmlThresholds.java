package dev.avs.screening;

import java.time.Duration;

/** The AML rules' parameters; the policy may override the configured defaults per account or form. */
public record AmlThresholds(double matchThreshold, double strongMatch, Duration maxListAge) {

    public AmlThresholds {
        if (!(matchThreshold > 0 && matchThreshold <= strongMatch && strongMatch <= 1)) {
            throw new IllegalArgumentException("need 0 < match_threshold <= strong_match <= 1");
        }
    }
}
