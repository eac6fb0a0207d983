package dev.avs.webhook;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The two signatures of a callback, over the exact bytes sent.
 * <ul>
 * <li>{@code x-data-integrity}: lowercase hex of HMAC-SHA512 with the secret's UTF-8 bytes as the key over the
 * Base64 (standard alphabet, padded) of the body: KYCAID's scheme, with a dedicated secret.</li>
 * <li>{@code webhook-signature}: Standard Webhooks, {@code v1,} and the Base64 of HMAC-SHA256 over
 * {@code id + "." + timestamp + "." + body}; the key is the Base64-decoded part after {@code whsec_} when the
 * secret has that form, else the secret's UTF-8 bytes. Several secrets give several space-separated values.</li>
 * </ul>
 */
final class Signatures {

    private static final String PREFIX = "whsec_";

    private Signatures() {
    }

    static String dataIntegrity(String secret, byte[] body) {
        byte[] message = Base64.getEncoder().encode(body);
        return HexFormat.of().formatHex(hmac("HmacSHA512", secret.getBytes(StandardCharsets.UTF_8), message));
    }

    static String standardWebhooks(List<String> secrets, String id, long timestamp, byte[] body) {
        return secrets.stream().map(secret -> "v1," + standardWebhooks(secret, id, timestamp, body))
                .collect(Collectors.joining(" "));
    }

    static String standardWebhooks(String secret, String id, long timestamp, byte[] body) {
        byte[] prefix = (id + "." + timestamp + ".").getBytes(StandardCharsets.UTF_8);
        byte[] message = new byte[prefix.length + body.length];
        System.arraycopy(prefix, 0, message, 0, prefix.length);
        System.arraycopy(body, 0, message, prefix.length, body.length);
        return Base64.getEncoder().encodeToString(hmac("HmacSHA256", standardWebhooksKey(secret), message));
    }

    /** The HMAC key of a Standard Webhooks secret. */
    static byte[] standardWebhooksKey(String secret) {
        if (secret.startsWith(PREFIX) && secret.length() > PREFIX.length()) {
            try {
                return Base64.getDecoder().decode(secret.substring(PREFIX.length()));
            } catch (IllegalArgumentException notBase64) {
                // an operator's own secret that merely starts like one: its bytes are the key
            }
        }
        return secret.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] hmac(String algorithm, byte[] key, byte[] message) {
        try {
            Mac mac = Mac.getInstance(algorithm);
            mac.init(new SecretKeySpec(key, algorithm));
            return mac.doFinal(message);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(algorithm + " is not available", e);
        }
    }
}
