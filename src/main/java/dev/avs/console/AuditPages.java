package dev.avs.console;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

/** The audit trail for admins: filtered by action, user and period; the same as CSV (ids only, no personal data). */
@Controller
@ConditionalOnProperty(name = "avs.console.enabled", havingValue = "true")
class AuditPages {

    static final int SHOWN = 500;

    private final ConsoleAudit audit;
    private final ConsoleUsers users;

    AuditPages(ConsoleAudit audit, ConsoleUsers users) {
        this.audit = audit;
        this.users = users;
    }

    @GetMapping("/console/audit")
    String list(@RequestParam(required = false) String action, @RequestParam(name = "user", required = false) String userId,
                @RequestParam(required = false) String from, @RequestParam(required = false) String to, Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        ConsoleAudit.Filter filter = filter(action, userId, from, to, model);
        model.addAttribute("events", audit.list(me.home(), filter, SHOWN));
        model.addAttribute("users", users.all(me.home()));
        model.addAttribute("action", action);
        model.addAttribute("user", userId);
        model.addAttribute("from", from);
        model.addAttribute("to", to);
        return "console/audit";
    }

    @GetMapping("/console/audit.csv")
    void csv(@RequestParam(required = false) String action, @RequestParam(name = "user", required = false) String userId,
             @RequestParam(required = false) String from, @RequestParam(required = false) String to,
             HttpServletRequest request, HttpServletResponse response) throws IOException {
        ConsolePrincipal me = ConsolePrincipal.current();
        ConsoleAudit.Filter filter = filter(action, userId, from, to, null);
        audit.record(me, "export_audit", "account", me.home().value(), null, request.getRemoteAddr());
        response.setContentType("text/csv;charset=UTF-8");
        response.setHeader("Content-Disposition", "attachment; filename=\"avs-audit.csv\"");
        PrintWriter out = response.getWriter();
        out.print("at,event_id,user_id,action,target_type,target_id,detail,ip\r\n");
        audit.forEach(me.home(), filter, e -> out.print(String.join(",", e.at().toString(), e.eventId(),
                csv(e.userId()), csv(e.action()), csv(e.targetType()), csv(e.targetId()), csv(e.detail()), csv(e.ip()))
                + "\r\n"));
        out.flush();
    }

    private static ConsoleAudit.Filter filter(String action, String userId, String from, String to, Model model) {
        return new ConsoleAudit.Filter(blankToNull(action), blankToNull(userId), date(from, "From", model),
                date(to, "To", model));
    }

    private static LocalDate date(String text, String label, Model model) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return LocalDate.parse(text.trim());
        } catch (DateTimeParseException e) {
            if (model != null) {
                model.addAttribute("problem", label + " must be a date like 2026-11-24; it was left out.");
            }
            return null;
        }
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }

    /** RFC 4180 quoting; a leading =, +, - or @ is defused so a spreadsheet does not run it as a formula. */
    static String csv(String value) {
        if (value == null) {
            return "";
        }
        String text = value.matches("^[=+\\-@].*") ? "'" + value : value;
        return text.matches(".*[\",\r\n].*") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
