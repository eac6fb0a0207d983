package dev.avs.console;

import jakarta.servlet.http.HttpServletResponse;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

/** The sign-in page (Spring Security takes its post), the landing redirect and the page for a refused action. */
@Controller
@ConditionalOnProperty(name = "avs.console.enabled", havingValue = "true")
class SignInPages {

    @GetMapping("/console/sign-in")
    String signIn(@RequestParam(required = false) String failed, @RequestParam(name = "signed-out", required = false)
                  String signedOut, @RequestParam(required = false) String expired,
                  @RequestParam(required = false) String ended, @RequestParam(required = false) String limited,
                  Model model) {
        if (ConsolePageAdvice.signedIn()) {
            return "redirect:/console/queue";
        }
        model.addAttribute("failed", failed != null);
        model.addAttribute("notice", signedOut != null ? "You are signed out."
                : expired != null ? "Your session ended; sign in again."
                : ended != null ? "Your access was withdrawn; ask an admin of your account."
                : limited != null ? "Too many sign-in attempts. Wait a minute and try again." : null);
        return "console/sign-in";
    }

    @GetMapping({"/console", "/console/"})
    String home() {
        return "redirect:/console/queue";
    }

    /** Spring Security forwards refused requests here with their method (a refused POST stays a POST). */
    @org.springframework.web.bind.annotation.RequestMapping("/console/forbidden")
    String forbidden(HttpServletResponse response, Model model) {
        response.setStatus(403);
        model.addAttribute("status", 403);
        model.addAttribute("message", "Your role does not allow this. Ask an admin of your account.");
        return "console/error";
    }
}
