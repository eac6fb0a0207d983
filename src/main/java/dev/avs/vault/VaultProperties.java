package dev.avs.vault;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the encryption of personal data ({@code avs.vault.*}); defaults in application.yml.
 *
 * @param previousMasterKeys installation keys used before the current {@code AVS_ENCRYPTION_KEY}: key rings still
 *                           wrapped by one of them are read with it and wrapped again with the current one
 * @param keyCacheTtl        how long a node uses a key ring it read before reading it again (another node may have
 *                           rotated it)
 * @param reencryptBatch     rows re-encrypted per statement batch by the rotation job
 * @param retireAfter        how long the keys a rotation replaced stay readable after it, at least: longer than the
 *                           key cache, so that no node still writes with them when they go
 */
@ConfigurationProperties("avs.vault")
public record VaultProperties(List<String> previousMasterKeys, Duration keyCacheTtl, int reencryptBatch,
                              Duration retireAfter) {

    public VaultProperties {
        previousMasterKeys = previousMasterKeys == null ? List.of()
                : previousMasterKeys.stream().map(String::trim).filter(k -> !k.isEmpty()).toList();
    }
}
