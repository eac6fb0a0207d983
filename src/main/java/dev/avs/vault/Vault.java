package dev.avs.vault;

import dev.avs.web.AccountSealer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.LocalDate;
import java.util.Base64;
import java.util.HexFormat;
import org.springframework.stereotype.Service;

/**
 * Encryption of personal data at rest: what other modules call to seal a value before they store it and to open
 * it when they read it, to compute the keyed hash by which a sealed value is still looked up, and to encrypt file
 * contents. Every account has keys of its own ({@link KeyRing}), wrapped by the installation's key.
 *
 * <p>A sealed value is {@code e1:} and the Base64 of a Tink AES-256-GCM ciphertext, which names the key that made
 * it. A value without the prefix was stored before encryption existed and is returned as it is, until the
 * re-encryption job seals it.
 */
@Service
public class Vault implements AccountSealer {

    static final String PREFIX = "e1:";
    /** The "account" whose keys seal installation-wide data (the analyses cached by content). */
    public static final String INSTALLATION = "-";
    private static final byte[] FIELD = "avs field".getBytes(StandardCharsets.UTF_8);
    private static final byte[] FILE = "avs file".getBytes(StandardCharsets.UTF_8);

    private final KeyRings rings;

    Vault(KeyRings rings) {
        this.rings = rings;
    }

    /** The value sealed with the account's current field key; null stays null. */
    @Override
    public String seal(String accountId, String plain) {
        if (plain == null) {
            return null;
        }
        return seal(rings.of(accountId), plain);
    }

    static String seal(KeyRing ring, String plain) {
        try {
            byte[] sealed = ring.fields().encrypt(plain.getBytes(StandardCharsets.UTF_8), FIELD);
            return PREFIX + Base64.getEncoder().withoutPadding().encodeToString(sealed);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Cannot encrypt", e);
        }
    }

    public String sealDate(String accountId, LocalDate date) {
        return date == null ? null : seal(accountId, date.toString());
    }

    /** The plain value of what {@link #seal} stored (or of a value stored before encryption); null stays null. */
    @Override
    public String open(String accountId, String stored) {
        if (stored == null || !stored.startsWith(PREFIX)) {
            return stored;
        }
        byte[] sealed = Base64.getDecoder().decode(stored.substring(PREFIX.length()));
        KeyRing ring = rings.of(accountId);
        if (!ring.hasFieldKey(keyId(sealed))) {
            ring = rings.reload(accountId);
        }
        return open(ring, sealed);
    }

    static String open(KeyRing ring, String stored) {
        if (stored == null || !stored.startsWith(PREFIX)) {
            return stored;
        }
        return open(ring, Base64.getDecoder().decode(stored.substring(PREFIX.length())));
    }

    private static String open(KeyRing ring, byte[] sealed) {
        try {
            return new String(ring.fields().decrypt(sealed, FIELD), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("A stored value of account data cannot be decrypted", e);
        }
    }

    public LocalDate openDate(String accountId, String stored) {
        String plain = open(accountId, stored);
        return plain == null ? null : LocalDate.parse(plain);
    }

    /**
     * The keyed hash (HMAC-SHA256 under the account's index key, hex) of a value, for look-ups by equality: the
     * caller normalises the value first. Null stays null.
     */
    public String index(String accountId, String value) {
        if (value == null) {
            return null;
        }
        try {
            return HexFormat.of().formatHex(rings.of(accountId).index()
                    .computePrimary(value.getBytes(StandardCharsets.UTF_8), 32));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Cannot hash", e);
        }
    }

    /**
     * The columns with those named in {@code sealed} sealed (a date as its ISO text), for an INSERT or UPDATE of
     * column maps; the others as they were.
     */
    public java.util.Map<String, Object> sealColumns(String accountId, java.util.Map<String, Object> columns,
                                                     java.util.Set<String> sealed) {
        java.util.Map<String, Object> out = new java.util.LinkedHashMap<>();
        KeyRing ring = null;
        for (java.util.Map.Entry<String, Object> column : columns.entrySet()) {
            Object value = column.getValue();
            if (value != null && sealed.contains(column.getKey())) {
                ring = ring == null ? rings.of(accountId) : ring;
                value = seal(ring, value.toString());
            }
            out.put(column.getKey(), value);
        }
        return out;
    }

    /** Opens the sealed columns of one account's rows. */
    public Opener opener(String accountId) {
        return new Opener(this, accountId);
    }

    public record Opener(Vault vault, String accountId) {

        public String text(java.sql.ResultSet rs, String column) throws java.sql.SQLException {
            return vault.open(accountId, rs.getString(column));
        }

        public LocalDate date(java.sql.ResultSet rs, String column) throws java.sql.SQLException {
            return vault.openDate(accountId, rs.getString(column));
        }
    }

    /** Whether a stored value is sealed with the account's current key (false for a value stored in clear). */
    static boolean isCurrent(KeyRing ring, String stored) {
        if (stored == null) {
            return true;
        }
        if (!stored.startsWith(PREFIX)) {
            return false;
        }
        return keyId(Base64.getDecoder().decode(stored.substring(PREFIX.length()))) == ring.fieldKeyId();
    }

    /** An output stream that encrypts into {@code target} with the account's current file key; close it to finish. */
    public OutputStream encrypting(String accountId, OutputStream target) {
        try {
            return rings.of(accountId).files().newEncryptingStream(target, FILE);
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("Cannot encrypt a file", e);
        }
    }

    /** The plain content of what {@link #encrypting} wrote with key {@code keyId}; the caller closes it. */
    public InputStream decrypting(String accountId, long keyId, InputStream sealed) {
        KeyRing ring = rings.of(accountId);
        if (!ring.hasFileKey((int) keyId)) {
            ring = rings.reload(accountId);
        }
        try {
            return ring.files().newDecryptingStream(sealed, FILE);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Cannot decrypt a file", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The id of the key new file contents of the account are encrypted with. */
    public long fileKeyId(String accountId) {
        return Integer.toUnsignedLong(rings.of(accountId).fileKeyId());
    }

    private static int keyId(byte[] sealed) {
        return sealed.length < 5 ? 0 : ByteBuffer.wrap(sealed, 1, 4).getInt();
    }
}
