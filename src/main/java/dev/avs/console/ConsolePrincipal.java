package dev.avs.console;

import dev.avs.account.AccountId;
import java.io.Serializable;
import org.springframework.security.core.AuthenticatedPrincipal;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/** Who is signed in to the console: kept in the session, so ids and the role only, no secret. */
public record ConsolePrincipal(String userId, AccountId account, String email, String name, ConsoleUser.Role role)
        implements Serializable, AuthenticatedPrincipal {

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
