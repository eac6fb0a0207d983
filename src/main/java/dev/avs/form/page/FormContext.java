package dev.avs.form.page;

import dev.avs.account.AccountId;
import dev.avs.form.Form;
import dev.avs.form.FormUrl;
import dev.avs.form.Progress;
import dev.avs.reference.DocumentType;
import java.util.ArrayList;
import java.util.List;

/** An open form URL as a page request sees it: the URL, its form, the secret it was reached by. */
record FormContext(FormUrl url, Form form, String secret) {

    AccountId account() {
        return url.account();
    }

    Progress progress() {
        return url.progress();
    }

    boolean isCompany() {
        return "COMPANY".equals(form.applicantType());
    }

    /** The form's steps in order, then the review. */
    List<Step> steps() {
        List<Step> steps = new ArrayList<>(form.steps().stream().map(Step::valueOf).toList());
        steps.add(Step.REVIEW);
        return steps;
    }

    String path(Step step) {
        return "/form/" + secret + "/" + step.slug();
    }

    /** The first step not done yet; the review when every step is done. */
    Step current() {
        return steps().stream().filter(s -> s == Step.REVIEW || !progress().isDone(s.name())).findFirst()
                .orElse(Step.REVIEW);
    }

    /** A step may be shown once every step before it is done. */
    boolean reachable(Step step) {
        List<Step> steps = steps();
        int index = steps.indexOf(step);
        return index >= 0 && steps.subList(0, index).stream().allMatch(s -> progress().isDone(s.name()));
    }

    Step previous(Step step) {
        List<Step> steps = steps();
        int index = steps.indexOf(step);
        return index > 0 ? steps.get(index - 1) : null;
    }

    Step next(Step step) {
        List<Step> steps = steps();
        int index = steps.indexOf(step);
        return index + 1 < steps.size() ? steps.get(index + 1) : Step.REVIEW;
    }

    boolean accepts(DocumentType documentType) {
        return form.documentTypes().contains(documentType);
    }

    boolean verifies(String checkType) {
        return form.verificationTypes().contains(checkType);
    }
}
