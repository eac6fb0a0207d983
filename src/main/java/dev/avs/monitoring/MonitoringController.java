package dev.avs.monitoring;

import dev.avs.web.Problems;
import dev.avs.account.AccountId;
import dev.avs.web.ApiCaller;
import dev.avs.web.Body;
import dev.avs.web.Cursors;
import dev.avs.web.Page;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class MonitoringController {

    private final AlertQueries alerts;
    private final Cursors cursors;

    MonitoringController(AlertQueries alerts, Cursors cursors) {
        this.alerts = alerts;
        this.cursors = cursors;
    }

    /** The account's alerts, newest first; {@code status} and {@code applicant_id} narrow them. */
    @GetMapping("/monitoring/alerts")
    Page<AlertView> list(AccountId account, @RequestParam(required = false) String status,
                                   @RequestParam(name = "applicant_id", required = false) String applicantId,
                                   @RequestParam(required = false) String limit,
                                   @RequestParam(required = false) String cursor) {
        return alerts.list(account, status, applicantId, cursors.request(limit, cursor));
    }

    @PostMapping("/monitoring/alerts/{alertId}/status")
    AlertView decide(AccountId account, ApiCaller caller, @PathVariable String alertId, Body body) {
        Problems problems = new Problems();
        return alerts.decide(account, alertId, AlertQueries.DECISION.read(body, problems), problems,
                "api_key:" + caller.keyId());
    }
}
