package dev.avs.console;

import dev.avs.verification.ReportFigures;
import dev.avs.web.ApiException;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

/** The dashboard: the report's figures for a chosen period (default the last 30 days) with charts. */
@Controller
@ConditionalOnProperty(name = "avs.console.enabled", havingValue = "true")
class DashboardPages {

    private final ReportFigures figures;

    DashboardPages(ReportFigures figures) {
        this.figures = figures;
    }

    @GetMapping("/console/dashboard")
    String dashboard(@RequestParam(required = false) String from, @RequestParam(required = false) String to,
                     Model model) {
        ConsolePrincipal me = ConsolePrincipal.current();
        ReportFigures.Figures f;
        try {
            f = figures.of(me.account(), from, to);
        } catch (ApiException refused) {
            model.addAttribute("problem", refused.getMessage() + "; the last 30 days are shown.");
            f = figures.of(me.account(), null, null);
        }
        model.addAttribute("f", f);
        model.addAttribute("perDay", DashboardCharts.perDay(f.days()));
        model.addAttribute("approvalRate", DashboardCharts.approvalRate(f.days()));
        model.addAttribute("declineReasons", DashboardCharts.declineReasons(f.summary()));
        return "console/dashboard";
    }
}
