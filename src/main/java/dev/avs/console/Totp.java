package dev.avs.console;

import com.eatthepath.otp.TimeBasedOneTimePasswordGenerator;
import dev.avs.account.SecretCipher;
import java.security.InvalidKeyException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import javax.crypto.spec.SecretKeySpec;
import org.apache.commons.codec.binary.Base32;
import org.springframework.stereotype.Component;

/**
 * The optional second factor: RFC 6238 codes (six digits, 30 s, HMAC-SHA1, what authenticator apps expect). The
 * shared secret is kept encrypted under the installation's key; a code from the step before or after is accepted
 * for clock drift.
 */
@Component
class Totp {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final TimeBasedOneTimePasswordGenerator generator = new TimeBasedOneTimePasswordGenerator();
    private final SecretCipher cipher;

    Totp(SecretCipher cipher) {
        this.cipher = cipher;
    }

    /** A new secret: Base32 for the authenticator app, and the same encrypted for the database. */
    record NewSecret(String base32, String encrypted) {
    }

    NewSecret newSecret() {
        byte[] secret = new byte[20];
        RANDOM.nextBytes(secret);
        String base32 = new Base32().encodeToString(secret).replace("=", "");
        return new NewSecret(base32, cipher.encrypt(base32));
    }

    /** The otpauth URI an authenticator app takes (typed in or as a QR code). */
    static String uri(String base32, String email) {
        return "otpauth://totp/AVS:" + java.net.URLEncoder.encode(email, java.nio.charset.StandardCharsets.UTF_8)
                + "?secret=" + base32 + "&issuer=AVS";
    }

    boolean verify(String encryptedSecret, String code, Instant now) {
        if (code == null || !code.trim().matches("[0-9]{6}")) {
            return false;
        }
        int given = Integer.parseInt(code.trim());
        SecretKeySpec key = new SecretKeySpec(new Base32().decode(cipher.decrypt(encryptedSecret)), "HmacSHA1");
        for (int step = -1; step <= 1; step++) {
            if (code(key, now.plus(Duration.ofSeconds(30L * step))) == given) {
                return true;
            }
        }
        return false;
    }

    /** The code of a Base32 secret at an instant (the tests act as the authenticator app). */
    int code(String base32, Instant at) {
        return code(new SecretKeySpec(new Base32().decode(base32), "HmacSHA1"), at);
    }

    private int code(SecretKeySpec key, Instant at) {
        try {
            return generator.generateOneTimePassword(key, at);
        } catch (InvalidKeyException e) {
            throw new IllegalStateException(e);
        }
    }
}
