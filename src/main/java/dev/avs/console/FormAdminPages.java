package dev.avs.console;

import dev.avs.form.FormSettingsAdmin;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

/**
 * The account's hosted forms (admins): each as the YAML of the forms file, editable, saved only when valid (the
 * checks of {@code forms set}); a text without {@code form_id} creates a form (or changes the one of its name).
 */
@Controller
@ConditionalOnProperty(name = "avs.console.enabled", havingValue = "true")
class FormAdminPages {

    static final String NEW_FORM = """
            name: Onboarding
            applicant_type: PERSON
            steps: [PROFILE, DOCUMENT, SELFIE]
            verification_types: [PROFILE, DOCUMENT, FACIAL, AML]
            url_ttl_seconds: 86400
            """;

    private final FormSettingsAdmin forms;
    private final ConsoleAudit audit;

    FormAdminPages(FormSettingsAdmin forms, ConsoleAudit audit) {
        this.forms = forms;
        this.audit = audit;
    }

    @GetMapping("/console/admin/forms")
    String list(Model model) {
        model.addAttribute("forms", forms.forms(ConsolePrincipal.current().account()));
        if (!model.containsAttribute("draft")) {
            model.addAttribute("draft", NEW_FORM);
        }
        return "console/forms";
    }

    @PostMapping("/console/admin/forms")
    String save(@RequestParam(required = false) String yaml, HttpServletRequest request, RedirectAttributes flash) {
        ConsolePrincipal me = ConsolePrincipal.current();
        try {
            String formId = forms.save(me.account(), yaml);
            audit.record(me, "save_form", "form", formId, null, request.getRemoteAddr());
            flash.addFlashAttribute("notice", "Form " + formId + " saved.");
        } catch (IllegalArgumentException invalid) {
            flash.addFlashAttribute("problem", "Not saved: " + invalid.getMessage());
            flash.addFlashAttribute("draft", yaml);
        }
        return "redirect:/console/admin/forms";
    }
}
