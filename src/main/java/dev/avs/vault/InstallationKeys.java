package dev.avs.vault;

import com.google.crypto.tink.Aead;
import com.google.crypto.tink.subtle.AesGcmJce;
import com.google.crypto.tink.subtle.Hkdf;
import dev.avs.web.CursorKeys;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.stereotype.Component;

/**
 * Every use of the installation's key ({@code AVS_ENCRYPTION_KEY}, and the keys it replaced in
 * {@code AVS_PREVIOUS_ENCRYPTION_KEYS}): the 32 bytes are never used themselves, only keys derived from them with
 * HKDF-SHA256, one per purpose and named by its label, so that no key serves two algorithms. A root key is named by
 * a short id derived the same way, which stored values carry to say which root made them.
 * <ul>
 * <li>{@value #RING_WRAPPING}: AES-256-GCM, wraps the accounts' key rings ({@link KeyRings});</li>
 * <li>{@value #SERVICE_SECRETS}: AES-256-GCM, seals the secrets the service must use again ({@link ServiceSecrets});</li>
 * <li>{@value #PAGE_CURSORS}: HMAC-SHA256, signs pagination cursors.</li>
 * </ul>
 * Values stored before this hierarchy were made with the root key itself (key rings, {@code v1:} secrets) or an
 * HMAC of a label under it (cursors); they are still read, under the current and the previous roots, and written
 * again under the current derivations.
 */
@Component
public class InstallationKeys implements CursorKeys {

    static final String RING_WRAPPING = "avs/key-ring-wrapping/v1";
    static final String SERVICE_SECRETS = "avs/service-secrets/v1";
    static final String PAGE_CURSORS = "avs/page-cursors/v1";
    private static final String KEY_ID = "avs/key-id/v1";
    private static final String LEGACY_CURSORS = "avs-page-cursor-v2";
    private static final byte[] SALT = "avs installation key".getBytes(StandardCharsets.UTF_8);

    /** One root key: its id and what is derived from it. */
    record Root(String id, byte[] key) {

        byte[] derive(String label) {
            try {
                return Hkdf.computeHkdf("HMACSHA256", key, SALT, label.getBytes(StandardCharsets.UTF_8), 32);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("HKDF-SHA256 is not available", e);
            }
        }

        Aead aead(String label) {
            try {
                return new AesGcmJce(derive(label));
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("AES-256-GCM is not available", e);
            }
        }
    }

    private final Root current;
    private final List<Root> roots = new ArrayList<>();
    private final Map<String, Aead> ringKeysById = new LinkedHashMap<>();
    private final String currentRingKeyId;
    private final Map<String, Aead> secretKeysById = new LinkedHashMap<>();
    private final List<Aead> rootKeysThemselves = new ArrayList<>();
    private final List<SecretKey> cursorKeys = new ArrayList<>();

    InstallationKeys(VaultProperties properties) {
        this.current = root(RootKeyFile.load(properties.encryptionKey(), properties.encryptionKeyFile()));
        roots.add(current);
        for (String previous : properties.previousMasterKeys()) {
            Root root = root(RootKeyFile.decode(previous, "Every key in AVS_PREVIOUS_ENCRYPTION_KEYS"));
            if (roots.stream().noneMatch(r -> r.id().equals(root.id()))) {
                roots.add(root);
            }
        }
        this.currentRingKeyId = ringKeyId(current.derive(RING_WRAPPING));
        for (Root root : roots) {
            ringKeysById.put(ringKeyId(root.derive(RING_WRAPPING)), root.aead(RING_WRAPPING));
            secretKeysById.put(root.id(), root.aead(SERVICE_SECRETS));
            cursorKeys.add(new SecretKeySpec(root.derive(PAGE_CURSORS), "HmacSHA256"));
        }
        for (Root root : roots) {
            // before the hierarchy: rings and secrets sealed by the root itself, cursors signed by an HMAC of a label
            Aead itself = aead(root.key());
            rootKeysThemselves.add(itself);
            ringKeysById.putIfAbsent(ringKeyId(root.key()), itself);
            cursorKeys.add(new SecretKeySpec(hmac(root.key(), LEGACY_CURSORS), "HmacSHA256"));
        }
    }

    /** The id of the key that wraps new key rings. */
    String ringKeyId() {
        return currentRingKeyId;
    }

    Aead ringKey() {
        return ringKeysById.get(currentRingKeyId);
    }

    /** The key that wrapped a ring, by the id the ring names; a clear message when this node lacks it. */
    Aead ringKey(String id) {
        Aead aead = ringKeysById.get(id);
        if (aead == null) {
            throw new IllegalStateException("A key ring is wrapped by an installation key this node does not have ("
                    + id + "): set AVS_PREVIOUS_ENCRYPTION_KEYS to the key AVS_ENCRYPTION_KEY held before");
        }
        return aead;
    }

    /** The service-secrets key of the root with this id; a clear message when this node lacks it. */
    Aead secretKey(String rootId) {
        Aead aead = secretKeysById.get(rootId);
        if (aead == null) {
            throw new IllegalStateException("A stored secret was sealed under an installation key this node does not"
                    + " have (" + rootId + "): set AVS_PREVIOUS_ENCRYPTION_KEYS to the key AVS_ENCRYPTION_KEY held"
                    + " before");
        }
        return aead;
    }

    /** The root keys themselves as AES-256-GCM keys, current first: what sealed values before the hierarchy. */
    List<Aead> rootKeysThemselves() {
        return List.copyOf(rootKeysThemselves);
    }

    Root current() {
        return current;
    }

    /** The current root first, then the previous ones. */
    List<Root> roots() {
        return List.copyOf(roots);
    }

    @Override
    public List<SecretKey> cursorKeys() {
        return List.copyOf(cursorKeys);
    }

    private static Root root(byte[] key) {
        try {
            byte[] id = Hkdf.computeHkdf("HMACSHA256", key, SALT, KEY_ID.getBytes(StandardCharsets.UTF_8), 8);
            return new Root(HexFormat.of().formatHex(id), key);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HKDF-SHA256 is not available", e);
        }
    }

    /** A wrapping key's id as key rings store it: 16 hex characters of a hash of the key. */
    private static String ringKeyId(byte[] key) {
        try {
            java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
            sha.update("avs master key id".getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha.digest(key), 0, 8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    static Aead aead(byte[] key) {
        try {
            return new AesGcmJce(key);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-256-GCM is not available", e);
        }
    }

    private static byte[] hmac(byte[] key, String label) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(label.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is not available", e);
        }
    }
}
