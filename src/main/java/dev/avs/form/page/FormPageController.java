package dev.avs.form.page;

import dev.avs.form.FormUrl;
import dev.avs.form.Languages;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Map;
import java.util.Optional;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.view.RedirectView;

/**
 * The hosted form's pages at {@code /form/{secret}/{step}}: server-rendered HTML forms that work without
 * scripts. A successful post redirects (303) to the next page, so a refresh never posts twice; a refused one
 * shows the page again with its problems and what was entered. The pages are public: every request first passes
 * the {@link PageGate}, and a post's body is read only after its page's secret was found valid. Any page shown
 * with {@code ?lang=<tag>} (the language switcher's plain form) keeps that language for its URL and shows again.
 */
@Controller
class FormPageController {

    private final FormPages pages;
    private final PageGuard guard;
    private final StatusPages status;
    private final Uploads uploads;
    private final Texts texts;
    private final PageGate gate;
    private final PageLanguage language;

    FormPageController(FormPages pages, PageGuard guard, StatusPages status, Uploads uploads, Texts texts,
                       PageGate gate, PageLanguage language) {
        this.gate = gate;
        this.language = language;
        this.pages = pages;
        this.guard = guard;
        this.status = status;
        this.uploads = uploads;
        this.texts = texts;
    }

    @GetMapping("/form/{secret}")
    ModelAndView start(@PathVariable String secret, @RequestParam(name = "lang", required = false) String lang,
                       HttpServletRequest request, HttpServletResponse response) {
        if (!gate.admits(secret, request.getRemoteAddr())) {
            return busy(HttpStatus.TOO_MANY_REQUESTS, response);
        }
        return lang != null ? switchLanguage(secret, lang, request) : opening(secret);
    }

    /**
     * The switcher's choice (a language of ours, or the closest to the one asked for; anything else is ignored):
     * kept for the URL, open or closed, then its page again without the parameter.
     */
    private ModelAndView switchLanguage(String secret, String lang, HttpServletRequest request) {
        Optional<Languages.Language> chosen = Languages.match(lang);
        FormUrl url = switch (pages.find(secret)) {
            case FormPages.Open open -> open.context().url();
            case FormPages.Closed closed -> closed.url();
            case FormPages.Unknown unknown -> null;
        };
        if (url == null) {
            chosen.ifPresent(l -> language.choose(null, l));
            return status.unknown();
        }
        chosen.ifPresent(l -> language.choose(url, l));
        return redirect(request.getRequestURI());
    }

    private ModelAndView opening(String secret) {
        return switch (pages.find(secret)) {
            case FormPages.Open open -> redirect(open.context().path(open.context().current()));
            case FormPages.Closed closed -> status.closed(closed);
            case FormPages.Unknown unknown -> status.unknown();
        };
    }

    @GetMapping("/form/{secret}/{slug}")
    ModelAndView show(@PathVariable String secret, @PathVariable String slug,
                      @RequestParam(name = "lang", required = false) String lang, HttpServletRequest request,
                      HttpServletResponse response) {
        if (!gate.admits(secret, request.getRemoteAddr())) {
            return busy(HttpStatus.TOO_MANY_REQUESTS, response);
        }
        if (lang != null) {
            return switchLanguage(secret, lang, request);
        }
        StepAddress address = locate(secret, slug);
        if (address.answer() != null) {
            return address.answer();
        }
        FormContext context = address.context();
        Step step = address.step();
        StepPage page = pages.page(context, step);
        Map<String, String> values = context.progress().values(step.name());
        PageErrors errors = new PageErrors();
        context.progress().notices(step.name()).forEach(key -> errors.general(texts.get(key)));
        return render(context, step, page.view(context, values.isEmpty() ? page.prefill(context) : values, errors),
                HttpStatus.OK, request, response);
    }

    @PostMapping("/form/{secret}/{slug}")
    ModelAndView post(@PathVariable String secret, @PathVariable String slug, HttpServletRequest request,
                      HttpServletResponse response) {
        if (!gate.admits(secret, request.getRemoteAddr())) {
            return busy(HttpStatus.TOO_MANY_REQUESTS, response);
        }
        StepAddress address = locate(secret, slug);
        if (address.answer() != null) {
            response.setHeader("Connection", "close");   // nothing of the body was read, nor will be
            return address.answer();
        }
        java.util.Optional<PageGate.Permit> permit = gate.upload(request.getRemoteAddr());
        if (permit.isEmpty()) {
            return busy(HttpStatus.SERVICE_UNAVAILABLE, response);
        }
        try (PageGate.Permit reading = permit.get()) {
            return post(address, secret, request, response);
        }
    }

    private ModelAndView post(StepAddress address, String secret, HttpServletRequest request,
                              HttpServletResponse response) {
        FormContext context = address.context();
        Step step = address.step();
        StepPage page = pages.page(context, step);
        Input input = Input.of(request, uploads.limits());
        if (input.tooLarge()) {
            PageErrors errors = new PageErrors();
            errors.general(texts.get("error.files.too_large", uploads.maxMegabytes()));
            return render(context, step, page.view(context, context.progress().values(step.name()), errors),
                    HttpStatus.PAYLOAD_TOO_LARGE, request, response);
        }
        if (!guard.accepts(context, request, input)) {
            return status.session(context.path(step));
        }
        StepPage.Outcome outcome = page.post(context, input);
        return switch (outcome.kind()) {
            case NEXT, CLOSED -> pages.find(secret) instanceof FormPages.Open now
                    ? redirect(now.context().path(now.context().current())) : opening(secret);
            case STAY -> redirect(context.path(step));
            case AWAY -> redirect(outcome.location());
            case INVALID -> {
                FormContext now = pages.find(secret) instanceof FormPages.Open again ? again.context() : context;
                yield render(now, step, page.view(now, outcome.values(), outcome.errors()),
                        HttpStatus.UNPROCESSABLE_CONTENT, request, response);
            }
        };
    }

    /** Any other path under {@code /form/}: a link that is not valid. */
    @RequestMapping("/form/**")
    ModelAndView other(HttpServletRequest request, HttpServletResponse response) {
        if (!gate.admits(null, request.getRemoteAddr())) {
            return busy(HttpStatus.TOO_MANY_REQUESTS, response);
        }
        // a GET's query only: the body of a post to an invalid link is never read
        if ("GET".equals(request.getMethod())) {
            Languages.match(request.getParameter("lang")).ifPresent(l -> language.choose(null, l));
        }
        return status.unknown();
    }

    private ModelAndView busy(HttpStatus code, HttpServletResponse response) {
        response.setHeader("Retry-After", "60");
        response.setHeader("Connection", "close");   // the body, if any, is not read
        return status.busy(code);
    }

    private ModelAndView render(FormContext context, Step step, PageView page, HttpStatus code,
                                HttpServletRequest request, HttpServletResponse response) {
        if (step == Step.REVIEW) {
            PageHeaders.allowRedirectTo(response, context.url().redirectUrl() != null ? context.url().redirectUrl()
                    : context.form().redirectUrl());
        }
        ModelAndView view = new ModelAndView("form/step");
        view.setStatus(code);
        int index = context.steps().indexOf(step);
        Step previous = context.previous(step);
        view.addObject("page", page);
        view.addObject("formName", texts.formName(context.form()));
        view.addObject("stepNumber", index + 1);
        view.addObject("stepCount", context.steps().size());
        view.addObject("stepSlug", step.slug());
        view.addObject("backUrl", previous == null ? null : context.path(previous));
        view.addObject("action", context.path(step));
        view.addObject("csrf", guard.token(context, guard.session(request, response)));
        view.addObject("maxBytes", uploads.maxBytes());
        view.addObject("maxMegabytes", uploads.maxMegabytes());
        view.addObject("liveOnly", !context.form().selfieUploadFallback());
        language.addTo(view, context.path(step));
        return view;
    }

    private static ModelAndView redirect(String location) {
        RedirectView redirect = new RedirectView(location);
        redirect.setStatusCode(HttpStatus.SEE_OTHER);
        redirect.setExposeModelAttributes(false);
        return new ModelAndView(redirect);
    }

    /** The open form and the step a page address names, or (in {@code answer}) the page to show instead. */
    private record StepAddress(FormContext context, Step step, ModelAndView answer) {
    }

    private StepAddress locate(String secret, String slug) {
        if (!(pages.find(secret) instanceof FormPages.Open open)) {
            return new StepAddress(null, null, opening(secret));
        }
        FormContext context = open.context();
        Step step = Step.ofSlug(slug).filter(context.steps()::contains).orElse(null);
        if (step == null) {
            return new StepAddress(null, null, status.unknown());
        }
        if (!context.reachable(step)) {
            return new StepAddress(null, null, redirect(context.path(context.current())));
        }
        return new StepAddress(context, step, null);
    }
}
