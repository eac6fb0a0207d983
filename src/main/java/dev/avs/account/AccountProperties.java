package dev.avs.account;

import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.account.*}: first-start bootstrap and the key that encrypts stored webhook secrets. The key comes
 * from the environment ({@code AVS_ENCRYPTION_KEY}); without it a key file is created beside the embedded
 * database, which suits a laptop and is refused nowhere, but production should set the variable.
 */
@ConfigurationProperties("avs.account")
public record AccountProperties(boolean bootstrap, String encryptionKey, Path encryptionKeyFile,
                                Duration keyCacheTtl) {
}
