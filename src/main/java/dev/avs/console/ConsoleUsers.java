package dev.avs.console;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;

/** Console users: created with a generated password (shown once), disabled, enabled, given a second factor. */
@Service
class ConsoleUsers {

    /** A user just created, with the password to hand over (never stored in the clear). */
    record Created(ConsoleUser user, String password) {
    }

    private static final Pattern EMAIL = Pattern.compile("[^@\\s]{1,64}@[^@\\s]{1,189}");
    private static final String ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final ConsoleUserRepository users;
    private final PasswordEncoder passwords;
    private final Totp totp;
    private final Clock clock;

    ConsoleUsers(ConsoleUserRepository users, PasswordEncoder passwords, Totp totp, Clock clock) {
        this.users = users;
        this.passwords = passwords;
        this.totp = totp;
        this.clock = clock;
    }

    /** @throws IllegalArgumentException for a malformed email or name, an unknown role, or an email in use */
    Created create(AccountId account, String email, String name, String role) {
        String normalised = normalised(email);
        if (!EMAIL.matcher(normalised).matches()) {
            throw new IllegalArgumentException("The email must look like name@example.com");
        }
        String displayName = name == null || name.isBlank() ? normalised : name.trim();
        if (displayName.length() > 200) {
            throw new IllegalArgumentException("The name must be at most 200 characters");
        }
        String password = generatePassword();
        ConsoleUser user = new ConsoleUser(Ids.newId(), account, normalised, displayName, ConsoleUser.Role.parse(role),
                passwords.encode(password), null, false, 0, null);
        try {
            users.insert(user, clock.instant());
        } catch (DuplicateKeyException taken) {
            throw new IllegalArgumentException("A console user with this email exists already");
        }
        return new Created(user, password);
    }

    Optional<ConsoleUser> byEmail(String email) {
        return users.byEmail(normalised(email));
    }

    /** Sign-in names compare without case and surrounding spaces. */
    static String normalised(String email) {
        return email == null ? "" : email.trim().toLowerCase(Locale.ROOT);
    }

    List<ConsoleUser> all(AccountId account) {
        return users.all(account);
    }

    Optional<ConsoleUser> find(AccountId account, String userId) {
        return users.find(account, userId);
    }

    /** Disabling also ends the user's open sessions, on every node: the next request signs in again. */
    boolean setDisabled(AccountId account, String userId, boolean disabled) {
        boolean changed = users.setDisabled(account, userId, disabled);
        if (changed && disabled) {
            users.endSessions(userId);
        }
        return changed;
    }

    /** A new generated password for the user (and the lock lifted); the password is returned once. */
    String resetPassword(ConsoleUser user) {
        String password = generatePassword();
        users.setPassword(user.userId(), passwords.encode(password));
        return password;
    }

    /** Turns the second factor on with a new secret (returned in Base32 once, for the authenticator app). */
    String enableTotp(ConsoleUser user) {
        String secret = Totp.newSecret();
        users.setTotpSecret(user.account(), user.userId(), totp.seal(user.userId(), secret));
        return secret;
    }

    void disableTotp(ConsoleUser user) {
        users.setTotpSecret(user.account(), user.userId(), null);
    }

    boolean any() {
        return users.any();
    }

    private static String generatePassword() {
        StringBuilder password = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            password.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return password.toString();
    }
}
