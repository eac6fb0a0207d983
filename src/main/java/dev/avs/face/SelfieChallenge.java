package dev.avs.face;

import dev.avs.decoding.Clip;
import java.time.Instant;
import java.util.List;

/**
 * A challenge drawn through the API for an applicant whose client records the live selfie with its own camera: the
 * movements, until when a clip may answer them, and the clip that did. It is answered once, by one clip, before it
 * expires; the answer is then recorded as the clip's capture, as the hosted form records its own.
 *
 * @param id          the challenge's id
 * @param applicantId the applicant it was drawn for
 * @param challenge   the movements in order, with the times the client announced them once answered
 * @param createdAt   when it was drawn
 * @param expiresAt   after this it takes no answer
 * @param fileId      the clip that answered it, null until then
 * @param answeredAt  when it was answered, null until then
 */
record SelfieChallenge(String id, String applicantId, Challenge challenge, Instant createdAt, Instant expiresAt,
                       String fileId, Instant answeredAt) {

    static final String ANSWERED = "The challenge was answered already: draw a new one for a new recording";

    /** Why the challenge takes no answer at {@code now}, for a person; null when it does. */
    String refusal(Instant now) {
        if (answeredAt != null) {
            return ANSWERED;
        }
        if (!now.isBefore(expiresAt)) {
            return "The challenge expired at " + expiresAt + ": draw a new one and record the clip at once";
        }
        return null;
    }

    /**
     * Why these announcement times cannot be this challenge's, for a person; null when they can: one per movement,
     * in milliseconds after the recording started, in order, within the first minute.
     */
    String timesProblem(List<Long> announcedMs) {
        if (announcedMs.size() != challenge.steps().size()) {
            return "Give one time per movement (" + challenge.steps().size() + "), in milliseconds after the"
                    + " recording started";
        }
        long before = 0;
        for (long time : announcedMs) {
            if (time < before || time > Challenge.MAX_ANNOUNCED_MS) {
                return "Times must be in order, from 0 to " + Challenge.MAX_ANNOUNCED_MS + " milliseconds (a clip is "
                        + "judged on its first " + Clip.MAX_SECONDS + " seconds)";
            }
            before = time;
        }
        return null;
    }

    /** The steps as the API shows them: {@code ["turn_right", "turn_left"]}. */
    List<String> stepNames() {
        return challenge.steps().stream().map(Challenge.Step::label).toList();
    }
}
