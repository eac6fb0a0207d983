package dev.avs.face;

import dev.avs.account.AccountId;
import dev.avs.web.ApiException;
import dev.avs.web.Body;
import dev.avs.web.Field;
import dev.avs.web.FieldSet;
import dev.avs.web.Problems;
import dev.avs.web.Replies;
import dev.avs.web.Values;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.JsonNode;

/**
 * {@code /selfie-challenges}: a client that records the live selfie with its own camera draws the movements here,
 * announces them one at a time while recording, uploads the clip ({@code POST /files}) and answers the challenge with
 * it; the clip then counts as recorded live, as one from the hosted form's camera does.
 */
@RestController
class SelfieChallengeController {

    private static final String APPLICANT = "applicant_id";
    private static final String FILE = "file_id";
    private static final String TIMES = "announced_ms";
    private static final FieldSet DRAW = FieldSet.of(Field.id(APPLICANT, "Applicant id"));
    private static final FieldSet ANSWER = FieldSet.of(Field.id(FILE, "File id"),
            new Field(TIMES, "Announcement times", SelfieChallengeController::times));

    /** A challenge as the API shows it. */
    record ChallengeView(String challengeId, String applicantId, List<String> steps, Instant createdAt,
                         Instant expiresAt, String fileId, List<Long> announcedMs, Instant answeredAt) {

        static ChallengeView of(SelfieChallenge c) {
            return new ChallengeView(c.id(), c.applicantId(), c.stepNames(), c.createdAt(), c.expiresAt(),
                    c.fileId(), c.challenge().announcedMs(), c.answeredAt());
        }
    }

    private final SelfieChallenges challenges;

    SelfieChallengeController(SelfieChallenges challenges) {
        this.challenges = challenges;
    }

    @PostMapping("/selfie-challenges")
    ResponseEntity<ChallengeView> draw(AccountId account, Body body) {
        Problems problems = new Problems();
        Values values = DRAW.read(body, problems);
        DRAW.require(values, problems, List.of(APPLICANT));
        problems.throwIfAny();
        SelfieChallenge drawn = challenges.draw(account, values.text(APPLICANT));
        return Replies.created("/selfie-challenges/" + drawn.id()).body(ChallengeView.of(drawn));
    }

    @GetMapping("/selfie-challenges/{challengeId}")
    ChallengeView get(AccountId account, @PathVariable String challengeId) {
        return ChallengeView.of(challenges.find(account, challengeId).orElseThrow(ApiException::notFound));
    }

    @PostMapping("/selfie-challenges/{challengeId}/answer")
    ChallengeView answer(AccountId account, @PathVariable String challengeId, Body body) {
        Problems problems = new Problems();
        Values values = ANSWER.read(body, problems);
        ANSWER.require(values, problems, List.of(FILE));
        problems.throwIfAny();
        @SuppressWarnings("unchecked")
        List<Long> times = (List<Long>) values.get(TIMES);
        return ChallengeView.of(challenges.answer(account, challengeId,
                new SelfieChallenges.Answer(values.text(FILE), times)));
    }

    /** Whole milliseconds: a JSON array of integers, or in a form body repeated keys or one comma-separated value. */
    private static Object times(JsonNode raw, boolean form, String label) {
        List<JsonNode> items = new ArrayList<>();
        if (raw.isArray()) {
            raw.forEach(items::add);
        } else if (form && raw.isString()) {
            for (String part : raw.stringValue().split(",", -1)) {
                items.add(tools.jackson.databind.node.JsonNodeFactory.instance.stringNode(part.strip()));
            }
        } else {
            throw new Field.Invalid(label + " must be a list of whole milliseconds, such as [0, 2350]");
        }
        if (items.size() > Challenge.STEPS) {
            throw new Field.Invalid(label + " has one time per movement, at most " + Challenge.STEPS);
        }
        List<Long> times = new ArrayList<>();
        for (JsonNode item : items) {
            if (item.isIntegralNumber() && item.canConvertToLong()) {
                times.add(item.longValue());
            } else if (form && item.isString() && item.stringValue().matches("[0-9]{1,9}")) {
                times.add(Long.parseLong(item.stringValue()));
            } else {
                throw new Field.Invalid(label + " must be a list of whole milliseconds, such as [0, 2350]");
            }
        }
        return List.copyOf(times);
    }
}
