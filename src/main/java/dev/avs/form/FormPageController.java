package dev.avs.form;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.view.RedirectView;

/**
 * The hosted form's pages at {@code /form/{secret}/{step}}: server-rendered HTML forms that work without
 * scripts. A successful post redirects (303) to the next page, so a refresh never posts twice; a refused one
 * shows the page again with its problems and what was entered.
 */
@Controller
class FormPageController {

    private final FormPages pages;
    private final PageGuard guard;
    private final StatusPages status;
    private final Uploads uploads;
    private final Texts texts;

    FormPageController(FormPages pages, PageGuard guard, StatusPages status, Uploads uploads, Texts texts) {
        this.pages = pages;
        this.guard = guard;
        this.status = status;
        this.uploads = uploads;
        this.texts = texts;
    }

    @GetMapping("/form/{secret}")
    ModelAndView start(@PathVariable String secret) {
        return switch (pages.find(secret)) {
            case FormPages.Open open -> redirect(open.context().path(open.context().current()));
            case FormPages.Closed closed -> status.closed(closed);
            case FormPages.Unknown unknown -> status.unknown();
        };
    }

    @GetMapping("/form/{secret}/{slug}")
    ModelAndView show(@PathVariable String secret, @PathVariable String slug, HttpServletRequest request,
                      HttpServletResponse response) {
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
        StepAddress address = locate(secret, slug);
        if (address.answer() != null) {
            return address.answer();
        }
        FormContext context = address.context();
        Step step = address.step();
        StepPage page = pages.page(context, step);
        Input input = Input.of(request);
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
                    ? redirect(now.context().path(now.context().current())) : start(secret);
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
    ModelAndView other() {
        return status.unknown();
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
        view.addObject("formName", context.form().name());
        view.addObject("stepNumber", index + 1);
        view.addObject("stepCount", context.steps().size());
        view.addObject("stepSlug", step.slug());
        view.addObject("backUrl", previous == null ? null : context.path(previous));
        view.addObject("action", context.path(step));
        view.addObject("csrf", guard.token(context, guard.session(request, response)));
        view.addObject("maxBytes", uploads.maxBytes());
        view.addObject("maxMegabytes", uploads.maxMegabytes());
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
            return new StepAddress(null, null, start(secret));
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
