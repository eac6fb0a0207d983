package dev.avs.verification;

import dev.avs.web.Problems;
import dev.avs.account.AccountId;
import dev.avs.web.ApiCaller;
import dev.avs.web.Body;
import dev.avs.web.Replies;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.bind.annotation.RestController;

@RestController
class VerificationController {

    private final VerificationService verifications;

    VerificationController(VerificationService verifications) {
        this.verifications = verifications;
    }

    /** KYCAID clients read the applicant, form, status and types from the create reply, not only the id. */
    @PostMapping("/verifications")
    ResponseEntity<VerificationView.Created> create(AccountId account, ApiCaller caller, Body body) {
        Problems problems = new Problems();
        Verification v = verifications.create(account, caller.keyId(), VerificationFields.CREATE.read(body, problems),
                problems);
        return Replies.created("/verifications/" + v.id()).body(VerificationView.Created.of(v));
    }

    @GetMapping("/verifications/{verificationId}")
    VerificationView get(AccountId account, @PathVariable String verificationId) {
        return VerificationView.of(verifications.find(account, verificationId));
    }

    /** What the decision was made on: the pinned evidence and the effective policy, for explanation and replay. */
    @GetMapping("/verifications/{verificationId}/evidence")
    Map<String, Object> evidence(AccountId account, @PathVariable String verificationId) {
        return verifications.evidence(account, verificationId);
    }

    /** A reviewer's decision; KYCAID's clients send it with POST, PUT or PATCH. */
    @RequestMapping(path = "/verifications/{verificationId}/status",
            method = {RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH})
    ResponseEntity<byte[]> decide(AccountId account, ApiCaller caller, @PathVariable String verificationId,
                                  Body body) {
        Problems problems = new Problems();
        return Replies.ok("verification_id", verifications.decide(account, verificationId,
                VerificationFields.DECISION.read(body, problems), problems,
                "api_key:" + caller.keyId()));
    }
}
