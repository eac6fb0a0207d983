package dev.avs.screening;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.stereotype.Component;

/**
 * The node's lists, for its readiness (component {@code screening}) and Prometheus: a node is ready to screen once
 * every configured source has a version loaded (a later failed refresh keeps that version, and the AML check
 * itself says when lists grow too old); {@code DEGRADED} while a list's last refresh failed. Gauges {@code avs_screening_list_age_seconds} (NaN until loaded) and
 * {@code avs_screening_list_entries} per source.
 */
@Component
class ScreeningHealthIndicator extends AbstractHealthIndicator {

    static final String DEGRADED = "DEGRADED";

    private final ScreeningLists lists;
    private final Clock clock;

    ScreeningHealthIndicator(ScreeningLists lists, ScreeningProperties properties, MeterRegistry registry,
                             Clock clock) {
        super("The screening lists could not be inspected");
        this.lists = lists;
        this.clock = clock;
        for (ScreeningProperties.Source source : properties.sources()) {
            Gauge.builder("avs.screening.list.age", this, h -> h.ageSeconds(source.name()))
                    .description("Time since this node last loaded the list").baseUnit("seconds")
                    .tag("source", source.name()).register(registry);
            Gauge.builder("avs.screening.list.entries", this, h -> h.entries(source.name()))
                    .description("Entries of the list this node has loaded").tag("source", source.name())
                    .register(registry);
        }
    }

    @Override
    protected void doHealthCheck(Health.Builder builder) {
        List<ListStatus> statuses = lists.statuses();
        boolean allLoaded = statuses.stream().allMatch(ListStatus::isLoaded);
        boolean anyFailed = lists.anyFailed();
        // DEGRADED: every list is there but a refresh failed and an older version is in use; the node stays ready
        // (the status ranks below UP) and GET /screening/lists says which list and why
        builder.status(!allLoaded ? "OUT_OF_SERVICE" : anyFailed ? DEGRADED : "UP");
        for (ListStatus status : statuses) {
            builder.withDetail(status.name(), status.lastError() == null ? status.status()
                    : status.status() + ": " + status.lastError());
        }
    }

    private double ageSeconds(String source) {
        return find(source).filter(ListStatus::isLoaded)
                .map(s -> (double) Duration.between(s.loadedAt(), clock.instant()).toSeconds()).orElse(Double.NaN);
    }

    private double entries(String source) {
        return find(source).filter(ListStatus::isLoaded).map(s -> (double) s.entries()).orElse(Double.NaN);
    }

    private java.util.Optional<ListStatus> find(String source) {
        return lists.statuses().stream().filter(s -> s.name().equals(source)).findFirst();
    }
}
