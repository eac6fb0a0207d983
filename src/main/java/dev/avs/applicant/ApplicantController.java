package dev.avs.applicant;

import dev.avs.web.Problems;
import dev.avs.web.ApiCaller;
import dev.avs.account.AccountId;
import dev.avs.web.Body;
import dev.avs.web.Replies;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
class ApplicantController {

    private final ApplicantService applicants;
    private final ApplicantErasure erasure;

    ApplicantController(ApplicantService applicants, ApplicantErasure erasure) {
        this.applicants = applicants;
        this.erasure = erasure;
    }

    @PostMapping("/applicants")
    ResponseEntity<byte[]> create(AccountId account, Body body) {
        Problems problems = new Problems();
        return Replies.created("applicant_id", "/applicants",
                applicants.create(account, ApplicantFields.ALL.read(body, problems), problems));
    }

    @GetMapping("/applicants/{applicantId}")
    ResponseEntity<byte[]> get(AccountId account, @PathVariable String applicantId) {
        return ResponseEntity.ok().contentType(MediaType.APPLICATION_JSON).body(applicants.viewJson(account, applicantId));
    }

    /** Erases the applicant's personal data; its tombstone stays (see {@link ApplicantErasure}). */
    @org.springframework.web.bind.annotation.DeleteMapping("/applicants/{applicantId}")
    ResponseEntity<byte[]> erase(AccountId account, ApiCaller caller, @PathVariable String applicantId) {
        erasure.erase(account, applicantId, "api_key:" + caller.keyId(), "request");
        return Replies.ok("applicant_id", applicantId);
    }

    @PatchMapping("/applicants/{applicantId}")
    ResponseEntity<byte[]> update(AccountId account, @PathVariable String applicantId, Body body) {
        Problems problems = new Problems();
        return Replies.ok("applicant_id",
                applicants.update(account, applicantId, ApplicantFields.ALL.read(body, problems), problems));
    }
}
