package dev.avs.console;

import dev.avs.applicant.Applicants;
import dev.avs.document.Documents;
import dev.avs.reference.CardNumbers;
import dev.avs.verification.Reviews;
import dev.avs.web.ApiException;
import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import java.util.Map;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * Applicants: search by name, external id, email or document number; an applicant's page with its data and all
 * its verifications as a timeline. Opening one is in the audit trail (the search text is not: it is personal data).
 */
@Controller
@ConditionalOnProperty(name = "avs.console.enabled", havingValue = "true")
class ApplicantPages {

    static final int SHOWN = 100;

    private final Applicants applicants;
    private final Documents documents;
    private final Reviews reviews;
    private final ConsoleAudit audit;

    ApplicantPages(Applicants applicants, Documents documents, Reviews reviews, ConsoleAudit audit) {
        this.applicants = applicants;
        this.documents = documents;
        this.reviews = reviews;
        this.audit = audit;
    }

    @GetMapping("/console/applicants")
    String search(@RequestParam(required = false) String q, HttpServletRequest request, Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        String text = q == null ? "" : q.trim();
        // shown back in the search box: a card number searched for is not shown whole (the search uses it whole)
        model.addAttribute("q", CardNumbers.masked(text));
        if (text.length() > 200) {
            model.addAttribute("problem", "Search for at most 200 characters.");
        } else if (!text.isEmpty()) {
            List<Applicants.Found> found = applicants.search(me.account(), text,
                    documents.applicantsWithNumber(me.account(), text), SHOWN);
            audit.record(me, "search_applicants", null, null, found.size() + " found", request.getRemoteAddr());
            model.addAttribute("found", found);
        }
        return "console/applicants";
    }

    @GetMapping("/console/applicants/{id}")
    String show(@PathVariable String id, HttpServletRequest request, Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        Map<String, Object> view = applicants.view(me.account(), id).orElseThrow(ApiException::notFound);
        audit.record(me, "open_applicant", "applicant", id, null, request.getRemoteAddr());
        model.addAttribute("a", view);
        model.addAttribute("facts", view.entrySet().stream()
                .filter(e -> e.getValue() != null && !(e.getValue() instanceof java.util.Collection<?>)
                        && !(e.getValue() instanceof Map<?, ?>))
                .map(e -> new VerificationSheet.Fact(e.getKey().replace('_', ' '), e.getValue())).toList());
        model.addAttribute("timeline", reviews.ofApplicant(me.account(), id));
        return "console/applicant";
    }
}
