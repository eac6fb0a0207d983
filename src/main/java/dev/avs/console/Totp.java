package dev.avs.console;

import com.eatthepath.otp.TimeBasedOneTimePasswordGenerator;
import dev.avs.vault.SealedSecret;
import dev.avs.vault.ServiceSecrets;
import java.security.InvalidKeyException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.OptionalLong;
import javax.crypto.spec.SecretKeySpec;
import org.apache.commons.codec.binary.Base32;
import org.springframework.stereotype.Component;

/**
 * The optional second factor: RFC 6238 codes (six digits, 30 s, HMAC-SHA1, what authenticator apps expect). The
 * shared secret is sealed as a service secret bound to its user ({@link ServiceSecrets}); a code from the step
 * before or after is accepted for clock drift, and the step a code matched is returned so that the caller can
 * refuse it a second time.
 */
@Component
class Totp {

    /** The users' shared secrets. */
    static final SealedSecret SECRETS = new SealedSecret("console_user", "user_id", List.of("totp_secret"),
            "totp secret");
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Duration STEP = Duration.ofSeconds(30);

    private final TimeBasedOneTimePasswordGenerator generator = new TimeBasedOneTimePasswordGenerator();
    private final ServiceSecrets secrets;

    Totp(ServiceSecrets secrets) {
        this.secrets = secrets;
    }

    /** A new secret, in Base32 for the authenticator app. */
    static String newSecret() {
        byte[] secret = new byte[20];
        RANDOM.nextBytes(secret);
        return new Base32().encodeToString(secret).replace("=", "");
    }

    /** The secret as the user's row keeps it. */
    String seal(String userId, String base32) {
        return secrets.seal(SECRETS, userId, base32);
    }

    /** The otpauth URI an authenticator app takes (typed in or as a QR code). */
    static String uri(String base32, String email) {
        return "otpauth://totp/AVS:" + java.net.URLEncoder.encode(email, java.nio.charset.StandardCharsets.UTF_8)
                + "?secret=" + base32 + "&issuer=AVS";
    }

    /**
     * The time step (RFC 6238's counter) whose code this is, within one step of {@code now}; empty when the code is
     * not one of them.
     */
    OptionalLong matchingStep(String userId, String sealedSecret, String code, Instant now) {
        if (code == null || !code.trim().matches("[0-9]{6}")) {
            return OptionalLong.empty();
        }
        int given = Integer.parseInt(code.trim());
        SecretKeySpec key = new SecretKeySpec(new Base32().decode(secrets.open(SECRETS, userId, sealedSecret)),
                "HmacSHA1");
        long step = now.getEpochSecond() / STEP.toSeconds();
        for (long candidate = step - 1; candidate <= step + 1; candidate++) {
            if (code(key, Instant.ofEpochSecond(candidate * STEP.toSeconds())) == given) {
                return OptionalLong.of(candidate);
            }
        }
        return OptionalLong.empty();
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
