package dev.avs.console;

import dev.avs.applicant.ApplicantView;
import dev.avs.applicant.Applicants;
import dev.avs.document.Documents;
import dev.avs.reference.CardNumbers;
import dev.avs.verification.Reviews;
import dev.avs.web.ApiException;
import jakarta.servlet.http.HttpServletRequest;
import java.util.LinkedHashMap;
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
        ApplicantView view = applicants.view(me.account(), id).orElseThrow(ApiException::notFound);
        audit.record(me, "open_applicant", "applicant", id, null, request.getRemoteAddr());
        model.addAttribute("a", view);
        model.addAttribute("facts", facts(view));
        model.addAttribute("timeline", reviews.ofApplicant(me.account(), id));
        return "console/applicant";
    }

    /** The applicant's own fields and its verification summary, named as the API names them; unset ones left out. */
    static List<VerificationSheet.Fact> facts(ApplicantView a) {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("applicant id", a.applicantId());
        facts.put("type", a.type());
        facts.put("external applicant id", a.externalApplicantId());
        switch (a.identity()) {
            case ApplicantView.Person p -> {
                facts.put("first name", p.firstName());
                facts.put("middle name", p.middleName());
                facts.put("last name", p.lastName());
                facts.put("dob", p.dob());
                facts.put("gender", p.gender());
                facts.put("nationality", p.nationality());
                facts.put("residence country", p.residenceCountry());
                facts.put("place of birth", p.placeOfBirth());
                facts.put("pep", p.pep());
                facts.put("telegram username", p.telegramUsername());
                facts.put("wallet address", p.walletAddress());
            }
            case ApplicantView.Company c -> {
                facts.put("company name", c.companyName());
                facts.put("registration country", c.registrationCountry());
                facts.put("registration number", c.registrationNumber());
                facts.put("incorporation date", c.incorporationDate());
                facts.put("business activity", c.businessActivity());
                facts.put("business activity id", c.businessActivityId());
                facts.put("tax number", c.taxNumber());
                facts.put("website", c.website());
            }
        }
        facts.put("email", a.email());
        facts.put("phone", a.phone());
        facts.put("custom field 1", a.customField1());
        facts.put("custom field 2", a.customField2());
        facts.put("custom field 3", a.customField3());
        facts.put("custom field 4", a.customField4());
        facts.put("custom field 5", a.customField5());
        facts.put("created at", a.createdAt());
        facts.put("updated at", a.updatedAt());
        facts.put("verification status", a.verificationStatus());
        facts.put("profile status", a.profileStatus());
        facts.put("profile comment", a.profileComment());
        facts.put("verified", a.verified());
        facts.put("verifications count", a.verificationsCount());
        return facts.entrySet().stream().filter(e -> e.getValue() != null)
                .map(e -> new VerificationSheet.Fact(e.getKey(), e.getValue())).toList();
    }
}
