package dev.avs.console;

import dev.avs.account.Accounts;
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
 * unknown name, a wrong password, a locked and a disabled user give the same answer in the same time, so names
 * cannot be probed.
 */
@Component
class ConsoleAuthentication implements AuthenticationProvider {

    /** What the sign-in form sent besides name and password: the TOTP code and the client's address. */
    record Details(String code, String ip) implements java.io.Serializable {
    }

    static final AuthenticationDetailsSource<HttpServletRequest, Details> DETAILS =
            request -> new Details(request.getParameter("code"), request.getRemoteAddr());

    private final ConsoleUserRepository users;
    private final SignInGate gate;
    private final Accounts accounts;
    private final PasswordEncoder passwords;
    private final Totp totp;
    private final ConsoleAudit audit;
    private final ConsoleProperties properties;
    private final Clock clock;
    /** Compared against when the name is unknown, so that a miss costs as long as a wrong password. */
    private final String decoy;

    ConsoleAuthentication(ConsoleUserRepository users, SignInGate gate, Accounts accounts,
                          PasswordEncoder passwords, Totp totp, ConsoleAudit audit, ConsoleProperties properties,
                          Clock clock) {
        this.users = users;
        this.gate = gate;
        this.accounts = accounts;
        this.passwords = passwords;
        this.totp = totp;
        this.audit = audit;
        this.properties = properties;
        this.clock = clock;
        this.decoy = passwords.encode("decoy-password-never-used");
    }

    /**
     * In this order, so that an attacker pays for every guess and learns nothing: the node's limits (per client
     * address and e-mail, before any hashing); a slot for the password check; the attempt claimed under the user's
     * row lock (counted before the password is checked: a parallel burst gets at most the lockout's count
     * evaluated); then one bcrypt whatever the case (an unknown or locked user is checked against a decoy, so the
     * answer takes as long and says the same); the TOTP step taken once; the user and its account enabled.
     */
    @Override
    public Authentication authenticate(Authentication attempt) throws AuthenticationException {
        String email = ConsoleUsers.normalised(attempt.getName());
        String password = attempt.getCredentials() == null ? "" : attempt.getCredentials().toString();
        Details details = attempt.getDetails() instanceof Details d ? d : new Details(null, null);
        if (!gate.admits(details.ip(), email)) {
            audit.record(null, null, "sign_in_limited", null, null, "too many attempts", details.ip());
            throw new SignInLimited();
        }
        try (SignInGate.Slot slot = gate.passwordCheck().orElseThrow(SignInLimited::new)) {
            return check(email, password, details, clock.instant());
        }
    }

    private Authentication check(String email, String password, Details details, Instant now) {
        Optional<ConsoleUser> found = email.length() > 254 ? Optional.empty() : users.byEmail(email);
        if (found.isEmpty()) {
            passwords.matches(password, decoy);
            audit.record(null, null, "sign_in_failed", null, null, "unknown user", details.ip());
            throw new BadCredentialsException("wrong");
        }
        ConsoleUser user = found.get();
        int attempt = users.claimAttempt(user.userId(), now, n -> {
            java.time.Duration lock = properties.lockAfter(n);
            return lock.isZero() ? null : now.plus(lock);
        });
        if (attempt == 0) {
            passwords.matches(password, decoy);
            audit.record(user.account(), user.userId(), "sign_in_locked", "console_user", user.userId(), null,
                    details.ip());
            throw new LockedException("locked");
        }
        boolean passwordRight = passwords.matches(password, user.passwordHash());
        boolean codeRight = user.totpSecret() == null || passwordRight && totp.matchingStep(user.userId(),
                user.totpSecret(), details.code(), now).stream().anyMatch(step -> users.claimTotpStep(user.userId(),
                step));
        boolean enabled = !user.disabled() && accounts.isActive(user.account());
        if (!passwordRight || !codeRight || !enabled) {
            audit.record(user.account(), user.userId(), "sign_in_failed", "console_user", user.userId(),
                    (!enabled ? "disabled user or account" : !passwordRight ? "wrong password" : "wrong code")
                            + ", failure " + attempt, details.ip());
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

    /** Beyond the node's sign-in limits: refused before anything is checked. */
    static final class SignInLimited extends AuthenticationException {
        SignInLimited() {
            super("too many sign-in attempts");
        }
    }

    @Override
    public boolean supports(Class<?> authentication) {
        return UsernamePasswordAuthenticationToken.class.isAssignableFrom(authentication);
    }
}
