package dev.avs.vault;

import com.google.crypto.tink.KeysetHandle;
import com.google.crypto.tink.RegistryConfiguration;
import com.google.crypto.tink.StreamingAead;
import com.google.crypto.tink.prf.PrfSet;
import java.security.GeneralSecurityException;
import java.time.Instant;

/**
 * One account's keys, as Tink keysets: field keys (AES-256-GCM, each ciphertext names its key), file keys
 * (AES-256-GCM-HKDF streaming, 4 KiB segments) and the index key (HMAC-SHA256), which is never rotated because
 * the keyed hashes made with it are looked up by equality. The primary key of each keyset encrypts; every key in it
 * decrypts. Field values go through {@link FieldCipher}, in Tink's format.
 */
record KeyRing(String accountId, long version, Instant rotatedAt, KeysetHandle fieldKeys, KeysetHandle fileKeys,
               KeysetHandle indexKey, FieldCipher fields, StreamingAead files, PrfSet index) {

    static KeyRing of(String accountId, long version, Instant rotatedAt, KeysetHandle fieldKeys,
                      KeysetHandle fileKeys, KeysetHandle indexKey) {
        try {
            return new KeyRing(accountId, version, rotatedAt, fieldKeys, fileKeys, indexKey,
                    FieldCipher.of(fieldKeys),
                    fileKeys.getPrimitive(RegistryConfiguration.get(), StreamingAead.class),
                    indexKey.getPrimitive(RegistryConfiguration.get(), PrfSet.class));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("A key ring cannot be used", e);
        }
    }

    int fieldKeyId() {
        return fieldKeys.getPrimary().getId();
    }

    int fileKeyId() {
        return fileKeys.getPrimary().getId();
    }

    boolean hasFieldKey(int id) {
        return has(fieldKeys, id);
    }

    boolean hasFileKey(int id) {
        return has(fileKeys, id);
    }

    private static boolean has(KeysetHandle keys, int id) {
        for (int i = 0; i < keys.size(); i++) {
            if (keys.getAt(i).getId() == id) {
                return true;
            }
        }
        return false;
    }

    /** Whether a rotation left keys that still decrypt but no longer encrypt. */
    boolean hasOldKeys() {
        return fieldKeys.size() > 1 || fileKeys.size() > 1;
    }
}
