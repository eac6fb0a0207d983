package dev.avs.account;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.account.*}: first-start bootstrap, and how long a node trusts a key it looked up.
 *
 * @param bootstrap      on the first start against an empty database, create an account (and the console's first
 *                       admin)
 * @param firstStartFile where the first start writes their credentials, readable by its owner only: never to the
 *                       output, which container platforms keep in their logs
 */
@ConfigurationProperties("avs.account")
public record AccountProperties(boolean bootstrap, java.nio.file.Path firstStartFile, Duration keyCacheTtl) {
}
