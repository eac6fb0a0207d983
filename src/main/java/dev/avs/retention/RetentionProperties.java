package dev.avs.retention;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The retention job ({@code avs.retention.*}); the periods themselves are policy settings, per account and form
 * ({@code retention-days}, {@code abandoned-retention-days}).
 */
@ConfigurationProperties("avs.retention")
record RetentionProperties(boolean enabled, Duration interval) {
}
