package dev.avs.console;

import dev.avs.account.AccountId;
import dev.avs.account.Accounts;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Optional;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The sandbox's test data in the console, only when asked: every page then shows the account's sandbox (its
 * applicants, verifications and queue), under a banner that says so, until the user goes back to live data.
 */
@Controller
@ConditionalOnProperty(name = "avs.console.enabled", havingValue = "true")
class SandboxPages {

    private final Accounts accounts;
    private final ConsoleAudit audit;
    private final HttpSessionSecurityContextRepository contexts = new HttpSessionSecurityContextRepository();

    SandboxPages(Accounts accounts, ConsoleAudit audit) {
        this.accounts = accounts;
        this.audit = audit;
    }

    @PostMapping("/console/sandbox")
    String view(@RequestParam(required = false) String view, HttpServletRequest request,
                HttpServletResponse response, RedirectAttributes flash) {
        ConsolePrincipal me = ConsolePrincipal.current();
        boolean sandbox = "sandbox".equals(view);
        Optional<AccountId> shown = sandbox ? accounts.sandboxOf(me.home()) : Optional.empty();
        if (sandbox && shown.isEmpty()) {
            flash.addFlashAttribute("problem", "This account has no sandbox yet: an administrator creates a sandbox"
                    + " key under Administration.");
            return "redirect:/console/queue";
        }
        ConsolePrincipal now = me.viewing(shown.orElse(null));
        Authentication current = SecurityContextHolder.getContext().getAuthentication();
        UsernamePasswordAuthenticationToken switched = UsernamePasswordAuthenticationToken.authenticated(now, null,
                current.getAuthorities());
        switched.setDetails(current.getDetails());
        SecurityContext context = SecurityContextHolder.createEmptyContext();
        context.setAuthentication(switched);
        SecurityContextHolder.setContext(context);
        contexts.saveContext(context, request, response);
        audit.record(now, sandbox ? "view_sandbox" : "view_live", "account", now.account().value(), null,
                request.getRemoteAddr());
        flash.addFlashAttribute("notice", sandbox ? "You see the sandbox's test data now."
                : "You see live data again.");
        return "redirect:/console/queue";
    }
}
