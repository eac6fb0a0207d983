package dev.avs.vault;

import java.time.Duration;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the encryption of personal data and of the installation's key ({@code avs.vault.*}); defaults in
 * application.yml.
 *
 * @param encryptionKey      the installation's key, Base64 of 32 bytes ({@code AVS_ENCRYPTION_KEY}), the same on
 *                           every node; from the environment only
 * @param encryptionKeyFile  used only when there is no {@code encryptionKey} (the embedded default): created on the
 *                           first start
 * @param previousMasterKeys installation keys used before the current {@code AVS_ENCRYPTION_KEY}: what one of them
 *                           sealed (key rings, service secrets) is read with it and sealed again with the current one
 * @param keyCacheTtl        how long a node uses a key ring it read before reading it again (another node may have
 *                           rotated it)
 * @param reencryptBatch     rows re-encrypted per statement batch by the rotation job
 * @param retireAfter        how long the keys a rotation replaced stay readable after it, at least: longer than the
 *                           key cache, so that no node still writes with them when they go
 */
@ConfigurationProperties("avs.vault")
public record VaultProperties(String encryptionKey, java.nio.file.Path encryptionKeyFile,
                              List<String> previousMasterKeys, Duration keyCacheTtl, int reencryptBatch,
                              Duration retireAfter) {

    public VaultProperties {
        previousMasterKeys = previousMasterKeys == null ? List.of()
                : previousMasterKeys.stream().map(String::trim).filter(k -> !k.isEmpty()).toList();
    }
}
