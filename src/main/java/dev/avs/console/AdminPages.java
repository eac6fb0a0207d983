package dev.avs.console;

import dev.avs.account.Accounts;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * Administration (admins only, by the security chain): API keys (a new key is shown once), the webhook URL and
 * signing secret (shown, rotated), and console users. Every change is in the audit trail, secrets never.
 */
@Controller
@ConditionalOnProperty(name = "avs.console.enabled", havingValue = "true")
class AdminPages {

    private final Accounts accounts;
    private final ConsoleUsers users;
    private final ConsoleAudit audit;

    AdminPages(Accounts accounts, ConsoleUsers users, ConsoleAudit audit) {
        this.accounts = accounts;
        this.users = users;
        this.audit = audit;
    }

    @GetMapping("/console/admin")
    String admin(Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        model.addAttribute("keys", accounts.keys(me.account()));
        model.addAttribute("sandboxKeys", me.sandboxView() ? java.util.List.of()
                : accounts.sandboxOf(me.account()).map(accounts::keys).orElse(java.util.List.of()));
        model.addAttribute("webhook", accounts.webhook(me.account()).orElse(null));
        model.addAttribute("users", users.all(me.home()));
        return "console/admin";
    }

    /**
     * A new key is shown in the answer to the post itself, not after a redirect: a redirect would carry it in the
     * session, which is stored in the database. The same for the signing secret and a new user's password.
     */
    @PostMapping("/console/admin/keys")
    String createKey(HttpServletRequest request, Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        Accounts.NewKey key = accounts.createKey(me.account());
        audit.record(me, "create_api_key", "api_key", key.keyId(), null, request.getRemoteAddr());
        model.addAttribute("newKey", key.key());
        model.addAttribute("notice", "API key " + key.keyId() + " created. Copy it now: it is not shown again.");
        return admin(model);
    }

    /** A sandbox key of the user's own account (its data lives in the sandbox), shown once like any key. */
    @PostMapping("/console/admin/keys/sandbox")
    String createSandboxKey(HttpServletRequest request, Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        Accounts.NewSandboxKey key = accounts.createSandboxKey(me.home());
        audit.record(me, "create_sandbox_key", "api_key", key.key().keyId(), null, request.getRemoteAddr());
        model.addAttribute("newKey", key.key().key());
        model.addAttribute("notice", "Sandbox key " + key.key().keyId() + " created. Copy it now: it is not shown"
                + " again. Its verifications are decided by magic values (docs/sandbox.md).");
        return admin(model);
    }

    @PostMapping("/console/admin/keys/{keyId}/revoke")
    String revokeKey(@PathVariable String keyId, HttpServletRequest request, RedirectAttributes flash) {
        ConsolePrincipal me = ConsolePrincipal.current();
        boolean ours = java.util.stream.Stream.concat(accounts.keys(me.account()).stream(),
                        accounts.sandboxOf(me.account()).map(accounts::keys).orElse(java.util.List.of()).stream())
                .anyMatch(k -> k.keyId().equals(keyId) && k.revokedAt() == null);
        if (!ours || !accounts.revokeKey(keyId)) {
            flash.addFlashAttribute("problem", "No such active key in this account.");
            return "redirect:/console/admin";
        }
        audit.record(me, "revoke_api_key", "api_key", keyId, null, request.getRemoteAddr());
        flash.addFlashAttribute("notice", "API key " + keyId + " revoked.");
        return "redirect:/console/admin";
    }

    @PostMapping("/console/admin/webhook")
    String setWebhook(@RequestParam(required = false) String url, HttpServletRequest request,
                      RedirectAttributes flash) {
        ConsolePrincipal me = ConsolePrincipal.current();
        try {
            accounts.setWebhook(me.account(), url == null || url.isBlank() ? null : url.trim(), null);
        } catch (IllegalArgumentException refused) {
            flash.addFlashAttribute("problem", "The callback URL was not saved: " + refused.getMessage());
            return "redirect:/console/admin";
        }
        audit.record(me, "set_webhook_url", "account", me.account().value(), null, request.getRemoteAddr());
        flash.addFlashAttribute("notice", "Callback URL saved.");
        return "redirect:/console/admin";
    }

    @PostMapping("/console/admin/webhook/secret")
    String showOrRotateSecret(@RequestParam(required = false) String rotate, HttpServletRequest request, Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        String secret;
        if (rotate != null) {
            secret = accounts.rotateWebhookSecret(me.account());
            audit.record(me, "rotate_webhook_secret", "account", me.account().value(), null, request.getRemoteAddr());
            model.addAttribute("notice", "Signing secret rotated; the previous one keeps signing for the overlap.");
        } else {
            secret = accounts.webhook(me.account()).orElseThrow().secret();
            audit.record(me, "show_webhook_secret", "account", me.account().value(), null, request.getRemoteAddr());
        }
        model.addAttribute("secret", secret);
        return admin(model);
    }

    @PostMapping("/console/admin/users")
    String createUser(@RequestParam(required = false) String email, @RequestParam(required = false) String name,
                      @RequestParam(required = false) String role, HttpServletRequest request, Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        try {
            ConsoleUsers.Created created = users.create(me.home(), email, name, role == null ? "" : role);
            audit.record(me, "create_user", "console_user", created.user().userId(), "role " + created.user().role()
                    .apiName(), request.getRemoteAddr());
            model.addAttribute("notice", "User created. Hand over the password now: it is not shown again.");
            model.addAttribute("newPassword", created.password());
        } catch (IllegalArgumentException refused) {
            model.addAttribute("problem", refused.getMessage());
        }
        return admin(model);
    }

    @PostMapping("/console/admin/users/{userId}/{action:disable|enable}")
    String setUserDisabled(@PathVariable String userId, @PathVariable String action, HttpServletRequest request,
                           RedirectAttributes flash) {
        ConsolePrincipal me = ConsolePrincipal.current();
        if (userId.equals(me.userId())) {
            flash.addFlashAttribute("problem", "You cannot disable yourself.");
        } else if (users.setDisabled(me.home(), userId, action.equals("disable"))) {
            audit.record(me, action + "_user", "console_user", userId, null, request.getRemoteAddr());
            flash.addFlashAttribute("notice", "User " + action + "d.");
        } else {
            flash.addFlashAttribute("problem", "No such user in this account.");
        }
        return "redirect:/console/admin";
    }
}
