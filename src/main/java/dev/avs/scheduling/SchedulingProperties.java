package dev.avs.scheduling;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/** {@code avs.scheduling.*}: the durable background work queue (db-scheduler) shared by every node. */
@ConfigurationProperties("avs.scheduling")
public record SchedulingProperties(boolean enabled, int threads, Duration pollingInterval, Duration heartbeatInterval,
                                   int missedHeartbeatsLimit, Duration shutdownMaxWait) {
}
