package dev.avs.console;

import dev.avs.account.Accounts;
import dev.avs.verification.Reviews;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorResponses;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.servlet.ModelAndView;

/**
 * What every console page shows (who is signed in, how many verifications wait for review), and failures as an
 * HTML page with the status, never JSON or a stack trace; unknown failures are classified (and logged) the API's way.
 */
@ControllerAdvice(basePackageClasses = ConsolePageAdvice.class)
@Order(Ordered.HIGHEST_PRECEDENCE)
class ConsolePageAdvice {

    private final Reviews reviews;
    private final ErrorResponses errors;
    private final Accounts accounts;

    ConsolePageAdvice(Reviews reviews, ErrorResponses errors, Accounts accounts) {
        this.reviews = reviews;
        this.errors = errors;
        this.accounts = accounts;
    }

    /** Whether the signed-in user's account has a sandbox, so that the pages offer to show its data. */
    @ModelAttribute("hasSandbox")
    boolean hasSandbox() {
        ConsolePrincipal me = me();
        return me != null && (me.sandboxView() || accounts.sandboxOf(me.home()).isPresent());
    }

    @ModelAttribute("me")
    ConsolePrincipal me() {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        return authentication != null && authentication.getPrincipal() instanceof ConsolePrincipal p ? p : null;
    }

    static boolean signedIn() {
        Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
        return authentication != null && authentication.getPrincipal() instanceof ConsolePrincipal;
    }

    @ModelAttribute("waiting")
    Integer waiting() {
        ConsolePrincipal me = me();
        return me == null ? null : reviews.waiting(me.account());
    }

    @ExceptionHandler(Throwable.class)
    ModelAndView failed(Throwable failure, HttpServletResponse response) {
        ApiException error = errors.translate(failure);
        int status = error.type().status().value();
        response.setStatus(status);
        errors.headers(error, response);
        ModelAndView page = new ModelAndView("console/error");
        page.setStatus(org.springframework.http.HttpStatusCode.valueOf(status));
        page.addObject("status", status);
        page.addObject("message", status == 404 ? "There is nothing here, or it belongs to another account."
                : status >= 500 ? "Something went wrong on our side; the request id is in the logs."
                : error.getMessage());
        page.addObject("me", me());
        return page;
    }
}
