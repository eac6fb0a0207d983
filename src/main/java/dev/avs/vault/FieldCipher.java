package dev.avs.vault;

import com.google.crypto.tink.InsecureSecretKeyAccess;
import com.google.crypto.tink.KeysetHandle;
import com.google.crypto.tink.aead.AesGcmKey;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES-GCM of field values under a Tink keyset of AES-GCM keys, in Tink's wire format (the key's output prefix, a
 * random IV, the ciphertext and its tag), with the JDK's cipher: what Tink's {@code Aead} of the same keyset writes,
 * this reads, and the other way round.
 *
 * <p>Why not Tink's {@code Aead} itself: it keeps a {@code SecureRandom} and a {@code Cipher} per thread, and the
 * service runs every request on a new virtual thread. Each request's first seal made a new {@code SecureRandom},
 * whose creation looks for Conscrypt by class name, a miss that searches every jar nested in the service's jar:
 * about half a millisecond, a third of what {@code POST /applicants} cost (docs/performance.md). Here one
 * {@code SecureRandom} serves all threads, and ciphers are lent from a small pool shared by every key (a cipher is
 * initialised with its key and IV at each use).
 */
final class FieldCipher {

    private static final String TRANSFORMATION = "AES/GCM/NoPadding";
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final BlockingQueue<Cipher> IDLE_CIPHERS = new ArrayBlockingQueue<>(64);

    private record Key(byte[] prefix, SecretKeySpec secret, int ivBytes, int tagBits) {
    }

    private final Key primary;
    /** Keys with an output prefix first, then those without: the order Tink tries them in. */
    private final List<Key> keys;

    private FieldCipher(Key primary, List<Key> keys) {
        this.primary = primary;
        this.keys = keys;
    }

    static FieldCipher of(KeysetHandle keyset) {
        List<Key> prefixed = new ArrayList<>();
        List<Key> raw = new ArrayList<>();
        Key primary = null;
        for (int i = 0; i < keyset.size(); i++) {
            KeysetHandle.Entry entry = keyset.getAt(i);
            if (!(entry.getKey() instanceof AesGcmKey aesGcm)) {
                throw new IllegalStateException("A field keyset holds a key that is not AES-GCM");
            }
            Key key = new Key(aesGcm.getOutputPrefix().toByteArray(),
                    new SecretKeySpec(aesGcm.getKeyBytes().toByteArray(InsecureSecretKeyAccess.get()), "AES"),
                    aesGcm.getParameters().getIvSizeBytes(), aesGcm.getParameters().getTagSizeBytes() * 8);
            (key.prefix().length > 0 ? prefixed : raw).add(key);
            if (entry.isPrimary()) {
                primary = key;
            }
        }
        if (primary == null) {
            throw new IllegalStateException("A field keyset has no primary key");
        }
        prefixed.addAll(raw);
        return new FieldCipher(primary, List.copyOf(prefixed));
    }

    byte[] encrypt(byte[] plain, byte[] associatedData) throws GeneralSecurityException {
        Key key = primary;
        int head = key.prefix().length + key.ivBytes();
        byte[] out = new byte[head + plain.length + key.tagBits() / 8];
        System.arraycopy(key.prefix(), 0, out, 0, key.prefix().length);
        byte[] iv = new byte[key.ivBytes()];
        RANDOM.nextBytes(iv);
        System.arraycopy(iv, 0, out, key.prefix().length, iv.length);
        Cipher cipher = borrow();
        int written;
        try {
            cipher.init(Cipher.ENCRYPT_MODE, key.secret(), new GCMParameterSpec(key.tagBits(), iv));
            cipher.updateAAD(associatedData);
            written = cipher.doFinal(plain, 0, plain.length, out, head);
        } finally {
            IDLE_CIPHERS.offer(cipher);
        }
        if (written != plain.length + key.tagBits() / 8) {
            throw new GeneralSecurityException("Unexpected ciphertext length");
        }
        return out;
    }

    byte[] decrypt(byte[] sealed, byte[] associatedData) throws GeneralSecurityException {
        for (Key key : keys) {
            int head = key.prefix().length + key.ivBytes();
            if (sealed.length < head + key.tagBits() / 8
                    || !Arrays.equals(sealed, 0, key.prefix().length, key.prefix(), 0, key.prefix().length)) {
                continue;
            }
            Cipher cipher = borrow();
            try {
                cipher.init(Cipher.DECRYPT_MODE, key.secret(),
                        new GCMParameterSpec(key.tagBits(), sealed, key.prefix().length, key.ivBytes()));
                cipher.updateAAD(associatedData);
                return cipher.doFinal(sealed, head, sealed.length - head);
            } catch (javax.crypto.AEADBadTagException e) {
                // another key with the same prefix (or a raw key) may still open it, as with Tink
            } finally {
                IDLE_CIPHERS.offer(cipher);
            }
        }
        throw new GeneralSecurityException("decryption failed");
    }

    /** An idle cipher, or a new one when all are lent (the pool keeps at most 64 idle). */
    private static Cipher borrow() throws GeneralSecurityException {
        Cipher idle = IDLE_CIPHERS.poll();
        return idle != null ? idle : Cipher.getInstance(TRANSFORMATION);
    }
}
