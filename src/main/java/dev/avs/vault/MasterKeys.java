package dev.avs.vault;

import com.google.crypto.tink.Aead;
import com.google.crypto.tink.subtle.AesGcmJce;
import dev.avs.web.MasterKey;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * The installation's key (and the ones it replaced) as the key-encryption keys of the accounts' key rings. A key is
 * named by a short hash of itself, so that a ring says which key wrapped it without revealing anything.
 */
@Component
class MasterKeys {

    private final String currentId;
    private final Map<String, Aead> byId = new LinkedHashMap<>();

    MasterKeys(MasterKey masterKey, VaultProperties properties) {
        byte[] current = masterKey.aes().getEncoded();
        this.currentId = idOf(current);
        add(current);
        for (String previous : properties.previousMasterKeys()) {
            byte[] key;
            try {
                key = Base64.getDecoder().decode(previous);
            } catch (IllegalArgumentException e) {
                key = new byte[0];
            }
            if (key.length != 32) {
                throw new IllegalStateException(
                        "Every key in AVS_PREVIOUS_ENCRYPTION_KEYS must hold 32 bytes in Base64");
            }
            add(key);
        }
    }

    private void add(byte[] key) {
        try {
            byId.putIfAbsent(idOf(key), new AesGcmJce(key));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is not available", e);
        }
    }

    String currentId() {
        return currentId;
    }

    Aead current() {
        return byId.get(currentId);
    }

    Aead byId(String id) {
        Aead aead = byId.get(id);
        if (aead == null) {
            throw new IllegalStateException("A key ring is wrapped by an installation key this node does not have ("
                    + id + "): set AVS_PREVIOUS_ENCRYPTION_KEYS to the key AVS_ENCRYPTION_KEY held before");
        }
        return aead;
    }

    private static String idOf(byte[] key) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update("avs master key id".getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha.digest(key), 0, 8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
