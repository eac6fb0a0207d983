package dev.avs.form.page;

import dev.avs.form.FormUrl;
import dev.avs.verification.Verifications;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.util.UriComponentsBuilder;

/** The pages that end a visit: done (used), expired, not valid, and errors; each says what to do next. */
@Component
class StatusPages {

    private final Verifications verifications;
    private final Texts texts;
    private final PageLanguage language;

    StatusPages(Verifications verifications, Texts texts, PageLanguage language) {
        this.verifications = verifications;
        this.texts = texts;
        this.language = language;
    }

    ModelAndView closed(FormPages.Closed closed) {
        FormUrl url = closed.url();
        if (FormUrl.EXPIRED.equals(url.status())) {
            return page("expired", texts.formName(closed.form()), HttpStatus.GONE, null);
        }
        String redirect = url.redirectUrl() != null ? url.redirectUrl() : closed.form().redirectUrl();
        String link = null;
        if (redirect != null) {
            String status = verifications.find(url.account(), url.verificationId())
                    .map(v -> v.status().code()).orElse("pending");
            link = UriComponentsBuilder.fromUriString(redirect).queryParam("verification_id", url.verificationId())
                    .queryParam("status", status).encode().build().toUriString();
        }
        return page("done", texts.formName(closed.form()), HttpStatus.OK, link);
    }

    ModelAndView unknown() {
        return page("invalid", null, HttpStatus.NOT_FOUND, null);
    }

    /** Too many requests (429) or uploads at once (503): wait a minute and go back. */
    ModelAndView busy(HttpStatus status) {
        return page("busy", null, status, null);
    }

    ModelAndView session(String stepPath) {
        return page("session", null, HttpStatus.FORBIDDEN, stepPath);
    }

    ModelAndView error(HttpStatus status) {
        String kind = switch (status.value()) {
            case 400, 415 -> "bad_request";
            case 404, 405 -> "invalid";
            case 413 -> "too_large";
            default -> "error";
        };
        return page(kind, null, status, null);
    }

    /** {@code status.<kind>.title}, {@code .message} and, with a link, {@code .link} from the bundle. */
    private ModelAndView page(String kind, String formName, HttpStatus status, String link) {
        ModelAndView view = new ModelAndView("form/status");
        view.setStatus(status);
        view.addObject("kind", kind);
        view.addObject("formName", formName);
        view.addObject("title", texts.get("status." + kind + ".title"));
        view.addObject("message", texts.get("status." + kind + ".message"));
        view.addObject("link", link);
        view.addObject("linkText", link == null ? null : texts.get("status." + kind + ".link"));
        language.addTo(view, null);
        return view;
    }
}
