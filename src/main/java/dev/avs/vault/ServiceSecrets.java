package dev.avs.vault;

import com.google.crypto.tink.Aead;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import org.springframework.stereotype.Service;

/**
 * Seals the secrets the service must be able to use again: API keys (callbacks are signed with them, as KYCAID
 * does), webhook signing secrets, TOTP secrets. AES-256-GCM under the installation's service-secrets key
 * ({@link InstallationKeys}), with the secret's kind and row as associated data.
 * <p>
 * A sealed value is {@code s2:}, the id of the root key that sealed it, {@code :}, and the Base64 of the
 * ciphertext; it opens under the current or any previous root. Values of the earlier format ({@code v1:}, AES-GCM
 * under the root key itself, unbound) still open, under any root; {@link SecretResealing} seals them again.
 */
@Service
public class ServiceSecrets {

    static final String PREFIX = "s2:";
    private static final String LEGACY_PREFIX = "v1:";

    private final InstallationKeys keys;

    ServiceSecrets(InstallationKeys keys) {
        this.keys = keys;
    }

    /** The secret sealed under the current root key, bound to its kind and row; null stays null. */
    public String seal(SealedSecret kind, String rowId, String plain) {
        if (plain == null) {
            return null;
        }
        String rootId = keys.current().id();
        try {
            byte[] sealed = keys.secretKey(rootId).encrypt(plain.getBytes(StandardCharsets.UTF_8),
                    boundTo(kind, rowId));
            return PREFIX + rootId + ":" + Base64.getEncoder().encodeToString(sealed);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("A secret cannot be sealed", e);
        }
    }

    /** The plain secret; null stays null. */
    public String open(SealedSecret kind, String rowId, String stored) {
        if (stored == null) {
            return null;
        }
        int colon = stored.startsWith(PREFIX) ? stored.indexOf(':', PREFIX.length()) : -1;
        if (colon > 0) {
            byte[] sealed = Base64.getDecoder().decode(stored.substring(colon + 1));
            try {
                return text(keys.secretKey(stored.substring(PREFIX.length(), colon)).decrypt(sealed,
                        boundTo(kind, rowId)));
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("A stored secret does not open: it was changed, or moved from"
                        + " another row", e);
            }
        }
        if (stored.startsWith(LEGACY_PREFIX)) {
            byte[] sealed = Base64.getDecoder().decode(stored.substring(LEGACY_PREFIX.length()));
            for (Aead rootKey : keys.rootKeysThemselves()) {
                try {
                    return text(rootKey.decrypt(sealed, null));
                } catch (GeneralSecurityException underAnotherRoot) {
                    // try the next root
                }
            }
        }
        throw new IllegalStateException("A stored secret cannot be decrypted with any installation key this node"
                + " has: set AVS_PREVIOUS_ENCRYPTION_KEYS to the key AVS_ENCRYPTION_KEY held before");
    }

    /** Whether a stored value is sealed under the current root key, in the current format. */
    public boolean isCurrent(String stored) {
        return stored == null || stored.startsWith(PREFIX + keys.current().id() + ":");
    }

    private static byte[] boundTo(SealedSecret kind, String rowId) {
        return (kind.label() + "\u0000" + rowId).getBytes(StandardCharsets.UTF_8);
    }

    private static String text(byte[] plain) {
        return new String(plain, StandardCharsets.UTF_8);
    }
}
