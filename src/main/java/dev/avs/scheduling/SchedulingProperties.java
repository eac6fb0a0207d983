package dev.avs.scheduling;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.scheduling.*}: the durable background work queues (db-scheduler) shared by every node: the work
 * queue ({@code threads} workers) and the callback queue ({@code callbackThreads} workers).
 */
@ConfigurationProperties("avs.scheduling")
public record SchedulingProperties(boolean enabled, int threads, int callbackThreads, Duration pollingInterval,
                                   Duration heartbeatInterval, int missedHeartbeatsLimit, Duration shutdownMaxWait) {
}
