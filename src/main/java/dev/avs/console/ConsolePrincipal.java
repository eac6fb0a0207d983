package dev.avs.console;

import dev.avs.account.AccountId;
import java.io.Serializable;
import org.springframework.security.core.AuthenticatedPrincipal;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Who is signed in to the console: kept in the session, so ids and the role only, no secret. {@code account} is the
 * account whose data the pages show: the user's own, or its sandbox when asked ({@code live} is then the user's own
 * account, null otherwise).
 */
public record ConsolePrincipal(String userId, AccountId account, String email, String name, ConsoleUser.Role role,
                               AccountId live) implements Serializable, AuthenticatedPrincipal {

    public ConsolePrincipal(String userId, AccountId account, String email, String name, ConsoleUser.Role role) {
        this(userId, account, email, name, role, null);
    }

    /** Whether the pages show the sandbox's test data. */
    public boolean sandboxView() {
        return live != null;
    }

    /** The user's own (live) account, whichever data is shown. */
    public AccountId home() {
        return live != null ? live : account;
    }

    /** The same user looking at {@code shown}: the sandbox of its own account, or (null) its own data again. */
    ConsolePrincipal viewing(AccountId sandbox) {
        return sandbox == null ? new ConsolePrincipal(userId, home(), email, name, role, null)
                : new ConsolePrincipal(userId, sandbox, email, name, role, home());
    }

    /** The id: the stored session's principal_name column names the user without personal data. */
    @Override
    public String getName() {
        return userId;
    }

    public boolean mayDecide() {
        return role != ConsoleUser.Role.VIEWER;
    }

    public boolean isAdmin() {
        return role == ConsoleUser.Role.ADMIN;
    }

    /** The signed-in user of this request; the security chain lets no other request reach a console page. */
    static ConsolePrincipal current() {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        if (authentication != null && authentication.getPrincipal() instanceof ConsolePrincipal principal) {
            return principal;
        }
        throw new IllegalStateException("no console user signed in");
    }
}
