package dev.avs.monitoring;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.monitoring.*}: ongoing AML monitoring. Which applicants are monitored, and what a match does, is the
 * policy's ({@code aml_monitoring}, {@code aml_monitoring_action}); this switches the whole feature.
 *
 * @param enabled    false: list updates are not screened against monitored subjects at all
 * @param retryDelay a run that failed (the database was away) is tried again after this, growing
 */
@ConfigurationProperties("avs.monitoring")
public record MonitoringProperties(Boolean enabled, Duration retryDelay) {

    public MonitoringProperties {
        enabled = enabled == null || enabled;
        retryDelay = retryDelay == null ? Duration.ofMinutes(1) : retryDelay;
    }
}
