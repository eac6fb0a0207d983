package dev.avs.console;

import jakarta.servlet.http.HttpServletRequest;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.security.authentication.AuthenticationDetailsSource;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.authentication.LockedException;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;

/**
 * Sign-in: the password against its bcrypt hash, the TOTP code when the user has a second factor, and the lockout
 * (failures past the allowance lock the user for a doubling time). Every attempt lands in the audit trail. An
 * unknown name, a wrong password and a disabled user give the same answer, so names cannot be probed.
 */
@Component
class ConsoleAuthentication implements AuthenticationProvider {

    /** What the sign-in form sent besides name and password: the TOTP code and the client's address. */
    record Details(String code, String ip) implements java.io.Serializable {
    }

    static final AuthenticationDetailsSource<HttpServletRequest, Details> DETAILS =
            request -> new Details(request.getParameter("code"), request.getRemoteAddr());

    private final ConsoleUserRepository users;
    private final PasswordEncoder passwords;
    private final Totp totp;
    private final ConsoleAudit audit;
    private final ConsoleProperties properties;
    private final Clock clock;
    /** Compared against when the name is unknown, so that a miss costs as long as a wrong password. */
    private final String decoy;

    ConsoleAuthentication(ConsoleUserRepository users, PasswordEncoder passwords, Totp totp, ConsoleAudit audit,
                          ConsoleProperties properties, Clock clock) {
        this.users = users;
        this.passwords = passwords;
        this.totp = totp;
        this.audit = audit;
        this.properties = properties;
        this.clock = clock;
        this.decoy = passwords.encode("decoy-password-never-used");
    }

    @Override
    public Authentication authenticate(Authentication attempt) throws AuthenticationException {
        String email = ConsoleUsers.normalised(attempt.getName());
        String password = attempt.getCredentials() == null ? "" : attempt.getCredentials().toString();
        Details details = attempt.getDetails() instanceof Details d ? d : new Details(null, null);
        Instant now = clock.instant();
        Optional<ConsoleUser> found = email.length() > 254 ? Optional.empty() : users.byEmail(email);
        if (found.isEmpty()) {
            passwords.matches(password, decoy);
            audit.record(null, null, "sign_in_failed", null, null, "unknown user", details.ip());
            throw new BadCredentialsException("wrong");
        }
        ConsoleUser user = found.get();
        if (user.lockedAt(now)) {
            audit.record(user.account(), user.userId(), "sign_in_locked", "console_user", user.userId(), null,
                    details.ip());
            throw new LockedException("locked");
        }
        boolean passwordRight = passwords.matches(password, user.passwordHash());
        boolean codeRight = user.totpSecret() == null || passwordRight && totp.verify(user.totpSecret(), details.code(), now);
        if (!passwordRight || !codeRight || user.disabled()) {
            int failures = users.failed(user.userId(), n -> {
                java.time.Duration lock = properties.lockAfter(n);
                return lock.isZero() ? null : now.plus(lock);
            });
            audit.record(user.account(), user.userId(), "sign_in_failed", "console_user", user.userId(),
                    (user.disabled() ? "disabled user" : !passwordRight ? "wrong password" : "wrong code")
                            + ", failure " + failures, details.ip());
            throw new BadCredentialsException("wrong");
        }
        users.signedIn(user.userId(), now);
        audit.record(user.account(), user.userId(), "sign_in", "console_user", user.userId(), null, details.ip());
        ConsolePrincipal principal = new ConsolePrincipal(user.userId(), user.account(), user.email(), user.name(),
                user.role());
        UsernamePasswordAuthenticationToken signedIn = UsernamePasswordAuthenticationToken.authenticated(principal,
                null, List.of(new SimpleGrantedAuthority("ROLE_" + user.role().name())));
        // the session (stored in the database) keeps where the user signed in from, not the one-time code
        signedIn.setDetails(new Details(null, details.ip()));
        return signedIn;
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return UsernamePasswordAuthenticationToken.class.isAssignableFrom(authentication);
    }
}
