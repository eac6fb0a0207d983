package dev.avs.vault;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Service secrets under the key hierarchy: bound to their row, readable under a previous installation key, and the
 * format written before the hierarchy (AES-GCM under the root key itself) still readable; the root key never
 * serves two purposes.
 */
class ServiceSecretsTest {

    private static final SealedSecret KIND = new SealedSecret("t", "id", List.of("secret"), "test secret");
    private static final String ONE = key();
    private static final String TWO = key();

    @Test
    void aSecretOpensOnlyOnItsOwnRowAndKind() {
        ServiceSecrets secrets = secrets(ONE);
        String sealed = secrets.seal(KIND, "row-1", "whsec_abc");

        assertThat(sealed).startsWith("s2:").doesNotContain("whsec_abc");
        assertThat(secrets.open(KIND, "row-1", sealed)).isEqualTo("whsec_abc");
        assertThatThrownBy(() -> secrets.open(KIND, "row-2", sealed)).hasMessageContaining("moved from another row");
        assertThatThrownBy(() -> secrets.open(new SealedSecret("t", "id", List.of("other"), "other"), "row-1", sealed))
                .isInstanceOf(IllegalStateException.class);
        assertThat(secrets.isCurrent(sealed)).isTrue();
    }

    @Test
    void afterARotationWhatThePreviousKeySealedOpensAndIsNotCurrent() {
        String sealed = secrets(ONE).seal(KIND, "row-1", "totp-secret");

        ServiceSecrets rotated = secrets(TWO, ONE);
        assertThat(rotated.open(KIND, "row-1", sealed)).isEqualTo("totp-secret");
        assertThat(rotated.isCurrent(sealed)).isFalse();
        assertThat(rotated.isCurrent(rotated.seal(KIND, "row-1", "totp-secret"))).isTrue();
        assertThatThrownBy(() -> secrets(TWO).open(KIND, "row-1", sealed))
                .hasMessageContaining("AVS_PREVIOUS_ENCRYPTION_KEYS");
    }

    @Test
    void theFormatBeforeTheHierarchyStillOpensUnderTheCurrentOrAPreviousKey() throws Exception {
        String legacy = legacySeal(ONE, "0123456789abcdef0123456789abcdef0123");

        assertThat(secrets(ONE).open(KIND, "any", legacy)).isEqualTo("0123456789abcdef0123456789abcdef0123");
        assertThat(secrets(TWO, ONE).open(KIND, "any", legacy)).isEqualTo("0123456789abcdef0123456789abcdef0123");
        assertThat(secrets(ONE).isCurrent(legacy)).isFalse();
    }

    @Test
    void eachPurposeHasAKeyOfItsOwnAndNoneIsTheRootKey() {
        InstallationKeys keys = keys(ONE);
        InstallationKeys.Root root = keys.current();
        byte[] raw = Base64.getDecoder().decode(ONE);
        List<byte[]> derived = List.of(root.derive(InstallationKeys.RING_WRAPPING),
                root.derive(InstallationKeys.SERVICE_SECRETS), root.derive(InstallationKeys.PAGE_CURSORS));
        for (int i = 0; i < derived.size(); i++) {
            assertThat(derived.get(i)).hasSize(32).isNotEqualTo(raw);
            for (int j = i + 1; j < derived.size(); j++) {
                assertThat(derived.get(i)).isNotEqualTo(derived.get(j));
            }
        }
        assertThat(keys.cursorKeys().getFirst().getEncoded()).isEqualTo(root.derive(InstallationKeys.PAGE_CURSORS));
    }

    /** What the service wrote before: "v1:" and AES-256-GCM under the root key, IV first, no associated data. */
    private static String legacySeal(String rootKey, String plain) throws Exception {
        byte[] iv = new byte[12];
        new SecureRandom().nextBytes(iv);
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(Base64.getDecoder().decode(rootKey), "AES"),
                new GCMParameterSpec(128, iv));
        byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
        byte[] out = new byte[12 + sealed.length];
        System.arraycopy(iv, 0, out, 0, 12);
        System.arraycopy(sealed, 0, out, 12, sealed.length);
        return "v1:" + Base64.getEncoder().encodeToString(out);
    }

    private static ServiceSecrets secrets(String current, String... previous) {
        return new ServiceSecrets(keys(current, previous));
    }

    private static InstallationKeys keys(String current, String... previous) {
        return new InstallationKeys(new VaultProperties(current, Path.of("unused"), List.of(previous),
                Duration.ofSeconds(30), 500, Duration.ofMinutes(5)));
    }

    private static String key() {
        byte[] key = new byte[32];
        new SecureRandom().nextBytes(key);
        return Base64.getEncoder().encodeToString(key);
    }
}
