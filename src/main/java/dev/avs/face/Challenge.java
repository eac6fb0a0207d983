package dev.avs.face;

import dev.avs.decoding.Clip;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What an applicant recording a live selfie was asked to do: movements in order, drawn at random for each showing
 * of the page, and when the page announced each one (milliseconds after the recording started, as the page
 * recorded them; empty when not known). A clip recorded beforehand shows one sequence at its own pace: two movements
 * drawn from four sequences, the second announced only once the page has seen the first, are what such a clip
 * rarely meets.
 *
 * @param steps       the movements, in the order asked
 * @param announcedMs when each was announced, as many as the steps, or empty
 */
record Challenge(List<Step> steps, List<Long> announcedMs) {

    /** One movement, in the applicant's own terms (the form's preview is a mirror). */
    enum Step {
        TURN_LEFT, TURN_RIGHT;

        /** The sign of the yaw the movement gives in the camera's own (unmirrored) frames. */
        int imageSign() {
            // turning to one's own left brings the nose towards the camera image's right
            return this == TURN_LEFT ? 1 : -1;
        }

        String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Movements in a challenge the form gives. */
    static final int STEPS = 2;
    /**
     * The latest a movement can be announced, in milliseconds after the recording started: a clip is judged on its
     * first {@value Clip#MAX_SECONDS} seconds, and a movement announced later could never be seen made.
     */
    static final long MAX_ANNOUNCED_MS = Clip.MAX_SECONDS * 1000L;
    private static final String JOIN = "+";

    Challenge {
        steps = List.copyOf(steps);
        announcedMs = List.copyOf(announcedMs);
        if (steps.isEmpty() || !announcedMs.isEmpty() && announcedMs.size() != steps.size()) {
            throw new IllegalArgumentException("a challenge has at least one step, and a time for each or none");
        }
    }

    static Challenge of(Step... steps) {
        return new Challenge(List.of(steps), List.of());
    }

    /** A challenge of {@value #STEPS} movements drawn at random. */
    static Challenge random(SecureRandom random) {
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < STEPS; i++) {
            steps.add(Step.values()[random.nextInt(Step.values().length)]);
        }
        return new Challenge(steps, List.of());
    }

    /** The challenge a name gives ({@code turn_left+turn_right}; one movement as recorded before), else null. */
    static Challenge parse(String name) {
        if (name == null || name.isBlank()) {
            return null;
        }
        List<Step> steps = new ArrayList<>();
        for (String part : name.strip().split("\\+", -1)) {
            Step step = Arrays.stream(Step.values()).filter(s -> s.label().equals(part)).findFirst().orElse(null);
            if (step == null || steps.size() == STEPS) {
                return null;
            }
            steps.add(step);
        }
        return new Challenge(steps, List.of());
    }

    /**
     * This challenge with the times the page announced its steps ({@code 0,2350}), when they are as many as the
     * steps, none is negative and each comes after the one before; else without times (a page that sent none or
     * nonsense: the order of the movements is still held to).
     */
    Challenge announced(String times) {
        if (times == null || times.isBlank() || times.length() > 64) {
            return this;
        }
        List<Long> values = new ArrayList<>();
        try {
            for (String part : times.strip().split(",", -1)) {
                long value = Long.parseLong(part.strip());
                if (value < 0 || value > MAX_ANNOUNCED_MS || !values.isEmpty() && value < values.getLast()) {
                    return this;
                }
                values.add(value);
            }
        } catch (NumberFormatException e) {
            return this;
        }
        return values.size() == steps.size() ? new Challenge(steps, values) : this;
    }

    /** The name the page carries and the evidence shows: {@code turn_left+turn_right}. */
    String name() {
        return steps.stream().map(Step::label).collect(Collectors.joining(JOIN));
    }

    /** The announcement times as stored ({@code 0,2350}), null when none were recorded. */
    String announcedText() {
        return announcedMs.isEmpty() ? null
                : announcedMs.stream().map(String::valueOf).collect(Collectors.joining(","));
    }
}
