package dev.avs.form.page;

import java.util.Arrays;
import java.util.Optional;

/** The pages of a hosted form: the form's configured steps, then a review page that submits. */
public enum Step {
    PROFILE("profile"),
    COMPANY("company"),
    AFFILIATED_PERSONS("persons"),
    DOCUMENT("document"),
    SELFIE("selfie"),
    ADDRESS("address"),
    FINANCIAL("funds"),
    REVIEW("review");

    private final String slug;

    Step(String slug) {
        this.slug = slug;
    }

    /** The step's part of the page URL ({@code /form/{secret}/{slug}}) and of its message keys. */
    String slug() {
        return slug;
    }

    static Optional<Step> ofSlug(String slug) {
        return Arrays.stream(values()).filter(s -> s.slug.equals(slug)).findFirst();
    }
}
