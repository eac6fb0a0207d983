package dev.avs.form.page;

import java.util.Map;

/** One step of the hosted form: what its page shows and what a post of it does. */
interface StepPage {

    Step step();

    /** The page for the values entered (or stored) and the problems of the last attempt. */
    PageView view(FormContext context, Map<String, String> values, PageErrors errors);

    /** What the page shows before anything was entered: what the applicant already has, if anything. */
    default Map<String, String> prefill(FormContext context) {
        return Map.of();
    }

    Outcome post(FormContext context, Input input);

    /**
     * Where a post leads: the next step, the same step again (after adding or removing an item), the page again
     * with the problems and what was entered, a closed URL's page, or away from the service.
     */
    record Outcome(Kind kind, Map<String, String> values, PageErrors errors, String location) {

        enum Kind { NEXT, STAY, INVALID, CLOSED, AWAY }

        static Outcome next() {
            return new Outcome(Kind.NEXT, Map.of(), new PageErrors(), null);
        }

        static Outcome stay() {
            return new Outcome(Kind.STAY, Map.of(), new PageErrors(), null);
        }

        static Outcome invalid(Map<String, String> values, PageErrors errors) {
            return new Outcome(Kind.INVALID, values, errors, null);
        }

        static Outcome closed() {
            return new Outcome(Kind.CLOSED, Map.of(), new PageErrors(), null);
        }

        static Outcome away(String location) {
            return new Outcome(Kind.AWAY, Map.of(), new PageErrors(), location);
        }

        /** The outcome of {@link StepRunner#apply}: on to {@code onDone}, or the page again. */
        static Outcome of(StepRunner.Result result, Outcome onDone, Map<String, String> values, PageErrors errors) {
            return switch (result) {
                case DONE -> onDone;
                case REFUSED -> invalid(values, errors);
                case CLOSED -> closed();
            };
        }
    }
}
