package dev.avs.form.page;

import dev.avs.form.Progress;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A step of the hosted form as data ({@link Steps}): the forms it serves, its inputs, where its photos are kept,
 * what the page shows first, what a post saves, and, for a step that collects a list, how the list is shown and
 * when it is enough. {@link StepEngine} shows and posts every step from this.
 *
 * @param page       the step's part of the message keys ({@code step.<page>.title}, {@code .intro})
 * @param uploadKey  where the step's photos are kept in the progress ({@code <uploadKey><input>}), or null
 * @param uploadCheck what is wrong with a photo just posted to an input (a message key), or null when nothing is
 * @param afterSave  after new photos were saved, what the page says before moving on (a message key), or null
 */
record StepDefinition(Step step, Predicate<FormContext> serves, Function<FormContext, String> page,
                      List<StepInput> inputs, String uploadKey, Function<FormContext, Map<String, String>> prefill,
                      Save save, ItemList list, UploadCheck uploadCheck, AfterSave afterSave) {

    /** Saves a post that passed the page's own checks, through the modules' facades, into the progress. */
    @FunctionalInterface
    interface Save {
        void save(Posted posted, Progress progress);
    }

    @FunctionalInterface
    interface UploadCheck {
        /** @param values the page's other inputs as posted */
        String problem(FormContext context, String input, String fileId, Map<String, String> values);
    }

    @FunctionalInterface
    interface AfterSave {
        Warning warning(Posted posted, List<String> photos);
    }

    /** What the page says about an input after a save that went through. */
    record Warning(String input, String text) {
    }

    /**
     * A step that adds items one at a time: their progress list, the add button and the list's title (message
     * keys), the items shown, how one is removed, and what keeps the applicant from moving on (a message key).
     */
    record ItemList(String key, String addLabel, String title, Function<FormContext, List<PageView.ItemView>> items,
                    BiConsumer<FormContext, String> remove, Function<FormContext, String> notEnough) {
    }

    /**
     * A post as the page checked it: the values entered (by input), the dates as {@code YYYY-MM-DD} ("" when left
     * empty, null when not a date), and the errors so far.
     */
    record Posted(FormContext context, Map<String, String> values, Map<String, String> dates, PageErrors errors,
                  List<StepInput> inputs) {

        String value(String input) {
            return values.getOrDefault(input, "");
        }

        /**
         * The API parameters of the inputs posted as themselves: text as entered, a checkbox as true or false, a
         * date when it is one (or left empty).
         */
        Map<String, List<String>> parameters() {
            Map<String, List<String>> body = new LinkedHashMap<>();
            for (StepInput input : inputs) {
                if (input.parameter() == null || input.kind() == StepInput.Kind.FILE
                        || !input.present().test(context)) {
                    continue;
                }
                String name = input.name();
                switch (input.kind()) {
                    case DATE -> {
                        if (dates.get(name) != null) {
                            body.put(input.parameter(), List.of(dates.get(name)));
                        }
                    }
                    case CHECKBOX -> body.put(input.parameter(), List.of(value(name).isEmpty() ? "false" : "true"));
                    default -> body.put(input.parameter(), List.of(value(name)));
                }
            }
            return body;
        }
    }
}
