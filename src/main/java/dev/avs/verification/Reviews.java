package dev.avs.verification;

import dev.avs.web.Problems;
import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the console needs of verifications: the review queue, an applicant's verifications, a verification's
 * evidence, and a reviewer's decision with exactly the semantics of {@code POST /verifications/{id}/status}.
 */
@org.springframework.stereotype.Service
public class Reviews {

    /** A verification waiting for a person: since when, and the reasons that sent it there. */
    public record Waiting(String verificationId, String applicantId, String formId, Instant createdAt,
                          List<String> reasonCodes) {
    }

    /** One of an applicant's verifications, for its timeline. */
    public record Step(String verificationId, String status, Boolean verified, String types, String decidedBy,
                       Instant createdAt, Instant updatedAt, Instant completedAt) {
    }

    private final VerificationRepository verifications;
    private final VerificationService service;
    private final tools.jackson.databind.json.JsonMapper json;

    Reviews(VerificationRepository verifications, VerificationService service,
            tools.jackson.databind.json.JsonMapper json) {
        this.verifications = verifications;
        this.service = service;
        this.json = json;
    }

    /** The account's verifications in review, the longest waiting first, at most {@code limit}. */
    public List<Waiting> queue(AccountId account, int limit) {
        List<Waiting> waiting = new ArrayList<>();
        for (String id : verifications.inReview(account.value(), limit)) {
            verifications.find(account.value(), id).ifPresent(v -> waiting.add(new Waiting(v.id(), v.applicantId(),
                    v.formId(), v.createdAt(), v.checks().stream()
                            .flatMap(c -> c.reasons().stream())
                            .filter(r -> r.result() != Result.CLEAR)
                            .map(Reason::code).distinct().toList())));
        }
        return waiting;
    }

    public int waiting(AccountId account) {
        return verifications.countInReview(account.value());
    }

    public List<Step> ofApplicant(AccountId account, String applicantId) {
        if (!Ids.isWellFormed(applicantId)) {
            return List.of();
        }
        return verifications.idsOfApplicant(account.value(), applicantId).stream()
                .flatMap(id -> verifications.find(account.value(), id).stream())
                .map(v -> new Step(v.id(), v.status().code(), v.verified(),
                        String.join(", ", v.types().stream().map(Enum::name).toList()), v.decidedBy(),
                        v.createdAt(), v.updatedAt(), v.completedAt()))
                .toList();
    }

    /** The evidence the verification decided on, as it was snapshotted; empty for another account's. */
    public Optional<Evidence> evidence(AccountId account, String verificationId) {
        if (!Ids.isWellFormed(verificationId) || verifications.find(account.value(), verificationId).isEmpty()) {
            return Optional.empty();
        }
        return verifications.snapshot(verificationId).map(s -> json.readValue(s.evidence(), Evidence.class));
    }

    /**
     * A reviewer's decision, as {@code POST /verifications/{id}/status} takes it (its errors too: 404, 409
     * {@code edit_denied} on a completed one, 400 for unknown decline reasons).
     */
    /** @param actor who decides, for the access log ({@code console:<user id>}) */
    public void decide(AccountId account, String verificationId, boolean approve, String comment,
                       List<String> declineReasons, String actor) {
        Map<String, List<String>> form = new java.util.LinkedHashMap<>();
        form.put("verification_status", List.of(approve ? "APPROVED" : "DECLINED"));
        if (comment != null && !comment.isBlank()) {
            form.put("comment", List.of(comment));
        }
        if (!declineReasons.isEmpty()) {
            form.put("decline_reasons[]", declineReasons);
        }
        Problems problems = new Problems();
        service.decide(account, verificationId, VerificationFields.DECISION.read(form, problems), problems, actor);
    }
}
