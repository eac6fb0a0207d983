package dev.avs.vault;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.crypto.tink.Aead;
import com.google.crypto.tink.KeysetHandle;
import com.google.crypto.tink.RegistryConfiguration;
import com.google.crypto.tink.aead.AeadConfig;
import com.google.crypto.tink.aead.AesGcmParameters;
import com.google.crypto.tink.aead.PredefinedAeadParameters;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class FieldCipherTest {

    private static final byte[] AD = "avs field".getBytes(StandardCharsets.UTF_8);
    private static final byte[] PLAIN = "Anna Lee, 1990-01-01".getBytes(StandardCharsets.UTF_8);

    @BeforeAll
    static void register() throws GeneralSecurityException {
        AeadConfig.register();
    }

    private static KeysetHandle keyset() throws GeneralSecurityException {
        return KeysetHandle.generateNew(PredefinedAeadParameters.AES256_GCM);
    }

    private static Aead tink(KeysetHandle keys) throws GeneralSecurityException {
        return keys.getPrimitive(RegistryConfiguration.get(), Aead.class);
    }

    @Test
    void tinkOpensWhatItSealsAndItOpensWhatTinkSeals() throws GeneralSecurityException {
        KeysetHandle keys = keyset();
        FieldCipher cipher = FieldCipher.of(keys);

        byte[] sealed = cipher.encrypt(PLAIN, AD);
        assertThat(tink(keys).decrypt(sealed, AD)).isEqualTo(PLAIN);
        assertThat(cipher.decrypt(tink(keys).encrypt(PLAIN, AD), AD)).isEqualTo(PLAIN);
        // Tink's layout: 0x01, the key id, a 12-byte IV, the ciphertext, a 16-byte tag
        assertThat(sealed).hasSize(5 + 12 + PLAIN.length + 16);
        assertThat(sealed[0]).isEqualTo((byte) 1);
        assertThat(java.nio.ByteBuffer.wrap(sealed, 1, 4).getInt()).isEqualTo(keys.getPrimary().getId());
    }

    @Test
    void everySealHasItsOwnIv() throws GeneralSecurityException {
        FieldCipher cipher = FieldCipher.of(keyset());
        Set<String> ivs = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            ivs.add(Arrays.toString(Arrays.copyOfRange(cipher.encrypt(PLAIN, AD), 5, 17)));
        }
        assertThat(ivs).hasSize(1000);
    }

    @Test
    void afterRotationTheNewKeySealsAndTheOldStillOpens() throws GeneralSecurityException {
        KeysetHandle before = keyset();
        byte[] old = FieldCipher.of(before).encrypt(PLAIN, AD);
        KeysetHandle after = KeysetHandle.newBuilder(before)
                .addEntry(KeysetHandle.generateEntryFromParameters(PredefinedAeadParameters.AES256_GCM)
                        .withRandomId().makePrimary())
                .build();
        FieldCipher rotated = FieldCipher.of(after);

        assertThat(rotated.decrypt(old, AD)).isEqualTo(PLAIN);
        byte[] fresh = rotated.encrypt(PLAIN, AD);
        assertThat(java.nio.ByteBuffer.wrap(fresh, 1, 4).getInt()).isEqualTo(after.getPrimary().getId())
                .isNotEqualTo(before.getPrimary().getId());
        assertThatThrownBy(() -> FieldCipher.of(before).decrypt(fresh, AD))
                .isInstanceOf(GeneralSecurityException.class);
    }

    @Test
    void opensWithAKeyWithoutPrefix() throws GeneralSecurityException {
        AesGcmParameters raw = AesGcmParameters.builder().setKeySizeBytes(32).setIvSizeBytes(12).setTagSizeBytes(16)
                .setVariant(AesGcmParameters.Variant.NO_PREFIX).build();
        KeysetHandle keys = KeysetHandle.generateNew(raw);
        byte[] sealed = FieldCipher.of(keys).encrypt(PLAIN, AD);

        assertThat(sealed).hasSize(12 + PLAIN.length + 16);
        assertThat(tink(keys).decrypt(sealed, AD)).isEqualTo(PLAIN);
    }

    @Test
    void refusesWhatWasChangedOrSealedForSomethingElse() throws GeneralSecurityException {
        FieldCipher cipher = FieldCipher.of(keyset());
        byte[] sealed = cipher.encrypt(PLAIN, AD);
        for (int i = 0; i < sealed.length; i++) {
            byte[] changed = sealed.clone();
            changed[i] ^= 0x01;
            assertThatThrownBy(() -> cipher.decrypt(changed, AD)).isInstanceOf(GeneralSecurityException.class);
        }
        assertThatThrownBy(() -> cipher.decrypt(sealed, "avs file".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(GeneralSecurityException.class);
        assertThatThrownBy(() -> cipher.decrypt(Arrays.copyOf(sealed, 20), AD))
                .isInstanceOf(GeneralSecurityException.class);
        assertThatThrownBy(() -> cipher.decrypt(new byte[0], AD)).isInstanceOf(GeneralSecurityException.class);
    }

    @Test
    void manyThreadsAtOnceEachGetTheirOwnValueBack() throws Exception {
        KeysetHandle keys = keyset();
        FieldCipher cipher = FieldCipher.of(keys);
        try (var threads = java.util.concurrent.Executors.newVirtualThreadPerTaskExecutor()) {
            var results = new java.util.ArrayList<java.util.concurrent.Future<Boolean>>();
            for (int i = 0; i < 200; i++) {
                byte[] plain = ("value " + i).getBytes(StandardCharsets.UTF_8);
                results.add(threads.submit(() -> {
                    byte[] sealed = cipher.encrypt(plain, AD);
                    return Arrays.equals(cipher.decrypt(sealed, AD), plain)
                            && Arrays.equals(tink(keys).decrypt(sealed, AD), plain);
                }));
            }
            for (var result : results) {
                assertThat(result.get()).isTrue();
            }
        }
    }

    @Test
    void refusesAKeysetOfAnotherKind() throws GeneralSecurityException {
        com.google.crypto.tink.prf.PrfConfig.register();
        KeysetHandle hmac = KeysetHandle.generateNew(com.google.crypto.tink.prf.PredefinedPrfParameters.HMAC_SHA256_PRF);
        assertThatThrownBy(() -> FieldCipher.of(hmac)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not AES-GCM");
    }
}
