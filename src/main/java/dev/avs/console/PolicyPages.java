package dev.avs.console;

import dev.avs.persistence.Ids;
import dev.avs.verification.Policies;
import dev.avs.verification.PolicyOverrides;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * The decision policy of the account, or of one of its forms (applied over the account's): the effective policy,
 * and its overrides as JSON, saved only when they make a valid policy (as {@code policy set} checks them).
 */
@Controller
@ConditionalOnProperty(name = "avs.console.enabled", havingValue = "true")
class PolicyPages {

    private final Policies policies;
    private final ConsoleAudit audit;
    private final JsonMapper json;

    PolicyPages(Policies policies, ConsoleAudit audit, JsonMapper json) {
        this.policies = policies;
        this.audit = audit;
        this.json = json;
    }

    @GetMapping("/console/admin/policy")
    String show(@RequestParam(required = false) String form, Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        String formId = formId(form);
        model.addAttribute("form", formId);
        model.addAttribute("effective", json.writerWithDefaultPrettyPrinter()
                .writeValueAsString(policies.effective(me.account(), formId)));
        if (!model.containsAttribute("overrides")) {
            model.addAttribute("overrides", json.writerWithDefaultPrettyPrinter()
                    .writeValueAsString(policies.overrides(me.account(), formId).settings()));
        }
        return "console/policy";
    }

    @PostMapping("/console/admin/policy")
    String save(@RequestParam(required = false) String form, @RequestParam(required = false) String overrides,
                HttpServletRequest request, RedirectAttributes flash) {
        ConsolePrincipal me = ConsolePrincipal.current();
        String formId = formId(form);
        String target = "redirect:/console/admin/policy" + (formId == null ? "" : "?form=" + formId);
        Map<String, Object> parsed;
        try {
            parsed = json.readValue(overrides == null || overrides.isBlank() ? "{}" : overrides,
                    new tools.jackson.core.type.TypeReference<Map<String, Object>>() { });
            policies.setOverrides(me.account(), formId, new PolicyOverrides(parsed));
        } catch (JacksonException malformed) {
            flash.addFlashAttribute("problem",
                    "The overrides must be a JSON object, like {\"high_risk_countries\": [\"PA\"]}");
            flash.addFlashAttribute("overrides", overrides);
            return target;
        } catch (IllegalArgumentException invalid) {
            flash.addFlashAttribute("problem", "Not saved: " + invalid.getMessage());
            flash.addFlashAttribute("overrides", overrides);
            return target;
        }
        audit.record(me, "set_policy", formId == null ? "account" : "form", formId == null ? me.account().value() : formId,
                "settings " + String.join(" ", parsed.keySet()), request.getRemoteAddr());
        flash.addFlashAttribute("notice", "Policy saved; new verifications use it.");
        return target;
    }

    /** A form id as the policy's scope; anything else means the account's own policy. */
    private static String formId(String form) {
        return form != null && Ids.isWellFormed(form.trim()) ? form.trim() : null;
    }
}
