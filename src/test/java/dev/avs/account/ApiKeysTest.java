package dev.avs.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.apache.commons.codec.digest.DigestUtils;
import org.junit.jupiter.api.Test;

class ApiKeysTest {

    @Test
    void aKeyIsThirtySixLowercaseHexCharacters() {
        String key = ApiKeys.generate();
        assertThat(key).hasSize(36).matches("[0-9a-f]{36}");
        assertThat(ApiKeys.isWellFormed(key)).isTrue();
        assertThat(ApiKeys.isWellFormed(null)).isFalse();
        assertThat(ApiKeys.isWellFormed(key.substring(1))).as("35").isFalse();
        assertThat(ApiKeys.isWellFormed(key + "0")).as("37").isFalse();
        assertThat(ApiKeys.isWellFormed("A" + key.substring(1))).as("upper case").isFalse();
        for (char bad : new char[] {'g', 'G', '/', ':', '`', ' ', 'é', '\u0660'}) {
            assertThat(ApiKeys.isWellFormed(bad + key.substring(1))).as("starts with " + bad).isFalse();
            assertThat(ApiKeys.isWellFormed(key.substring(1) + bad)).as("ends with " + bad).isFalse();
        }
    }

    @Test
    void theHashIsTheKeysSha256AsLowercaseHex() {
        Set<String> hashes = new HashSet<>();
        for (int i = 0; i < 50; i++) {
            String key = ApiKeys.generate();
            assertThat(ApiKeys.hash(key)).isEqualTo(DigestUtils.sha256Hex(key));
            hashes.add(ApiKeys.hash(key));
        }
        assertThat(hashes).hasSize(50);
        assertThat(ApiKeys.hash("")).isEqualTo("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    }
}
