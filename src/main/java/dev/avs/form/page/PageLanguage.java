package dev.avs.form.page;

import dev.avs.form.FormUrl;
import dev.avs.form.FormUrlRepository;
import dev.avs.form.Languages;
import dev.avs.form.Languages.Language;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.security.web.firewall.RequestRejectedException;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import java.util.Locale;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;
import org.springframework.web.servlet.LocaleResolver;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.i18n.AcceptHeaderLocaleResolver;

/**
 * The language of a page: the form URL's (the {@code locale} of the request that made it, or what the applicant
 * chose on a page since: it holds for that URL, in any browser), else the browser's {@code Accept-Language}
 * matched to the pages' languages, else English. The request carries it; the pages' {@link LocaleResolver} gives it
 * to Spring, so that the messages, the templates and {@link Texts}' country names and dates all follow it.
 */
@Component
class PageLanguage {

    private static final String ATTRIBUTE = PageLanguage.class.getName();

    /** One language of the switcher. */
    record Choice(String tag, String lang, String name, boolean selected) {
    }

    private final FormUrlRepository urls;

    PageLanguage(FormUrlRepository urls) {
        this.urls = urls;
    }

    /** The request's pages follow the URL's language, when it has one. */
    void follow(FormUrl url) {
        if (url.locale() != null) {
            Languages.byTag(url.locale()).ifPresent(language -> request().setAttribute(ATTRIBUTE, language));
        }
    }

    /** The applicant's choice: for this request, and for the URL's pages from now on (none for an unknown link). */
    void choose(FormUrl url, Language language) {
        request().setAttribute(ATTRIBUTE, language);
        if (url != null) {
            urls.setLocale(url.id(), language.tag());
        }
    }

    /**
     * What the templates need of the language: {@code lang} and {@code dir} of the page, and the switcher, a plain
     * form that shows {@code action} (the page's own path) again in the language chosen.
     */
    void addTo(ModelAndView view, String action) {
        Language current = of(request());
        view.addObject("lang", current.htmlLang());
        view.addObject("dir", current.rightToLeft() ? "rtl" : "ltr");
        view.addObject("languageAction", action != null ? action : request().getRequestURI());
        List<Choice> choices = Languages.all().stream()
                .map(l -> new Choice(l.tag(), l.htmlLang(), l.name(), l.equals(current))).toList();
        view.addObject("languages", choices);
    }

    /** The language of a page request, decided once. */
    static Language of(HttpServletRequest request) {
        if (request.getAttribute(ATTRIBUTE) instanceof Language language) {
            return language;
        }
        Language language = Languages.negotiate(acceptLanguage(request)).orElse(Languages.ENGLISH);
        request.setAttribute(ATTRIBUTE, language);
        return language;
    }

    /**
     * The request's {@code Accept-Language}, null when absent or when the firewall refuses its bytes (control or
     * 8-bit characters): a page is then in English, and the error page of a refused request still renders instead of
     * failing again in its own handler.
     */
    private static String acceptLanguage(HttpServletRequest request) {
        try {
            return request.getHeader("Accept-Language");
        } catch (RequestRejectedException hostile) {
            return null;
        }
    }

    private static HttpServletRequest request() {
        return ((ServletRequestAttributes) RequestContextHolder.currentRequestAttributes()).getRequest();
    }

    /**
     * Spring's locale of a request: the page's language under {@code /form/}; elsewhere (the API, the console) the
     * {@code Accept-Language} as before, which nothing there translates.
     */
    static final class Resolver implements LocaleResolver {

        private final AcceptHeaderLocaleResolver others = new AcceptHeaderLocaleResolver();

        @Override
        public Locale resolveLocale(HttpServletRequest request) {
            if (request.getRequestURI().startsWith("/form/")) {
                return of(request).bundle();
            }
            return acceptLanguage(request) == null ? Locale.ENGLISH : others.resolveLocale(request);
        }

        @Override
        public void setLocale(HttpServletRequest request, HttpServletResponse response, Locale locale) {
            throw new UnsupportedOperationException("a page's language is chosen with its URL");
        }
    }
}
