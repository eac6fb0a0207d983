package dev.avs.face;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A challenge drawn through the API takes one answer, before it expires, with one time per movement in order. */
class SelfieChallengeTest {

    private static final Instant DRAWN = Instant.parse("2026-12-02T10:00:00Z");
    private static final Instant EXPIRES = DRAWN.plusSeconds(600);
    private static final SelfieChallenge OPEN = new SelfieChallenge("c", "a",
            Challenge.of(Challenge.Step.TURN_LEFT, Challenge.Step.TURN_RIGHT), DRAWN, EXPIRES, null, null);

    @Test
    void itTakesAnAnswerUntilItExpiresAndOnlyOnce() {
        assertThat(OPEN.refusal(DRAWN)).isNull();
        assertThat(OPEN.refusal(EXPIRES.minusMillis(1))).isNull();
        assertThat(OPEN.refusal(EXPIRES)).contains("expired at 2026-12-02T10:10:00Z");
        SelfieChallenge answered = new SelfieChallenge("c", "a", OPEN.challenge(), DRAWN, EXPIRES, "f",
                DRAWN.plusSeconds(30));
        assertThat(answered.refusal(DRAWN.plusSeconds(31))).isEqualTo(SelfieChallenge.ANSWERED);
        assertThat(answered.refusal(EXPIRES.plusSeconds(1))).as("answered says more than expired")
                .isEqualTo(SelfieChallenge.ANSWERED);
    }

    @Test
    void timesAreOnePerMovementInOrderWithinAMinute() {
        assertThat(OPEN.timesProblem(List.of(0L, 2350L))).isNull();
        assertThat(OPEN.timesProblem(List.of(500L, 500L))).isNull();
        assertThat(OPEN.timesProblem(List.of(0L))).contains("one time per movement (2)");
        assertThat(OPEN.timesProblem(List.of(0L, 1L, 2L))).contains("one time per movement");
        assertThat(OPEN.timesProblem(List.of(2350L, 0L))).contains("in order");
        assertThat(OPEN.timesProblem(List.of(-1L, 0L))).contains("in order");
        assertThat(OPEN.timesProblem(List.of(0L, Challenge.MAX_ANNOUNCED_MS + 1))).contains("20000", "first 20 seconds");
        assertThat(OPEN.stepNames()).containsExactly("turn_left", "turn_right");
    }
}
