package dev.avs.webhook;

import dev.avs.account.AccountId;
import dev.avs.web.Page;
import dev.avs.web.Cursors;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class EventController {

    private final EventLog log;
    private final Cursors cursors;

    EventController(EventLog log, Cursors cursors) {
        this.log = log;
        this.cursors = cursors;
    }

    @GetMapping("/verifications/{verificationId}/events")
    Page<EventView> list(AccountId account, @PathVariable String verificationId,
                         @RequestParam(required = false) String limit, @RequestParam(required = false) String cursor) {
        return log.list(account, verificationId, cursors.request(limit, cursor));
    }

    /** 202 with the event when a delivery is queued; 200 when there is still no target to send it to. */
    @PostMapping("/events/{requestId}/resend")
    ResponseEntity<EventView> resend(AccountId account, @PathVariable String requestId) {
        EventLog.Resent resent = log.resend(account, requestId);
        return ResponseEntity.status(resent.queued() ? HttpStatus.ACCEPTED : HttpStatus.OK).body(resent.event());
    }
}
