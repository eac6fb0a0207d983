package dev.avs.console;

import dev.avs.verification.ReportFigures;
import dev.avs.web.ApiException;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.http.CacheControl;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
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
        return "console/dashboard";
    }

    /**
     * A chart as an SVG image. JFreeSVG styles with style attributes, which the pages' policy (no inline styles)
     * would drop; an image is a document of its own that runs no script, so its policy allows them and nothing else.
     */
    @GetMapping("/console/dashboard/charts/{chart:per-day|approval-rate|time-to-decision|decline-reasons}.svg")
    ResponseEntity<String> chart(@PathVariable String chart, @RequestParam(required = false) String from,
                                 @RequestParam(required = false) String to) {
        ReportFigures.Figures f = figures.of(ConsolePrincipal.current().account(), from, to);
        String svg = switch (chart) {
            case "per-day" -> DashboardCharts.perDay(f.days());
            case "approval-rate" -> DashboardCharts.approvalRate(f.days());
            case "time-to-decision" -> DashboardCharts.timeToDecision(f.days());
            default -> DashboardCharts.declineReasons(f.summary());
        };
        return ResponseEntity.ok().contentType(MediaType.valueOf("image/svg+xml"))
                .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
                .cacheControl(CacheControl.noStore()).body(svg);
    }
}
