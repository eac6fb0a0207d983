package dev.avs.account;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/** {@code avs.account.*}: first-start bootstrap, and how long a node trusts a key it looked up. */
@ConfigurationProperties("avs.account")
public record AccountProperties(boolean bootstrap, Duration keyCacheTtl) {
}
