package dev.avs.console;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.avs.account.Accounts;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * A session is only as good as its user: on every request the signed-in user and its account must still be
 * enabled (looked up at most once per {@code avs.console.access-recheck} per user and node), else the session
 * ends there. Disabling a user also deletes its sessions at once ({@link ConsoleUsers#setDisabled}); this catches
 * a disabled account, whose users' sessions no one deleted.
 */
final class ConsoleAccess extends OncePerRequestFilter {

    private final ConsoleUserRepository users;
    private final Accounts accounts;
    private final Cache<String, Boolean> enabled;

    ConsoleAccess(ConsoleUserRepository users, Accounts accounts, ConsoleProperties properties) {
        this.users = users;
        this.accounts = accounts;
        this.enabled = Caffeine.newBuilder().expireAfterWrite(properties.accessRecheck()).maximumSize(10_000).build();
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        if (authentication != null && authentication.getPrincipal() instanceof ConsolePrincipal principal
                && !enabled.get(principal.userId(), id -> stillEnabled(principal))) {
            ConsoleSecurity.endSession(request, response, "ended");
            return;
        }
        chain.doFilter(request, response);
    }

    private boolean stillEnabled(ConsolePrincipal principal) {
        return users.find(principal.home(), principal.userId()).map(user -> !user.disabled()).orElse(false)
                && accounts.isActive(principal.home());
    }
}
