package dev.avs.form.page;

import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.BiPredicate;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One input of a step's page, declared: what kind it is, whether it must be filled (always, or when the values
 * entered call for it), when the page offers it, the choices it offers, and the API parameter it posts as. Its
 * label, hint and messages come from {@code field.<name>.*} in the form's messages.
 *
 * @param requiredIn whether it must be filled, for the form it belongs to (shown as such on the page)
 * @param parameter  the API parameter it posts as (null: it is not posted as itself, like a choice of owner)
 * @param requiredIf when set, it must be filled only when this holds of the context and the values entered
 * @param present    whether the page has this input at all (a proof of address only when the form accepts one)
 * @param showWhen   the browser's condition to show it ({@code role=AUTHORISED}), or null
 * @param choices    the values a choice offers
 * @param label      a choice's label for a value; null: the message {@code option.<group>.<value>}
 * @param accept     for files: the types the browser offers to pick; null: photos and PDFs
 */
record StepInput(String name, Kind kind, Predicate<FormContext> requiredIn, String autocomplete, String parameter,
                 BiPredicate<FormContext, Map<String, String>> requiredIf, Predicate<FormContext> present,
                 Function<FormContext, String> showWhen, String group, Function<FormContext, List<String>> choices,
                 BiFunction<FormContext, String, String> label, String defaultValue, String capture, String accept,
                 String inputmode) {

    /** How an input is shown and read: plain inputs by their HTML type, the others by their own rules. */
    enum Kind {
        TEXT("text"), EMAIL("email"), TEL("tel"), URL("url"), NUMBER("number"),
        /** Day, month and year inputs, posted as {@code YYYY-MM-DD}. */
        DATE("date"),
        COUNTRY("select"),
        /** A choice among {@link #choices}, as radio buttons. */
        RADIOS("radios"),
        /** A choice among {@link #choices}, as a drop-down list. */
        SELECT("select"),
        /** Posted as {@code true} or {@code false}. */
        CHECKBOX("checkbox"),
        /** A photo or scan, stored as a file when posted; the step keeps its id. */
        FILE("file");

        final String html;

        Kind(String html) {
            this.html = html;
        }
    }

    static StepInput of(String name, Kind kind) {
        return new StepInput(name, kind, c -> false, null, name, null, c -> true, c -> null, null, c -> List.of(),
                null, null, null, null, null);
    }

    StepInput required() {
        return requiredIn(c -> true);
    }

    /** Must be filled in the forms for which the condition holds. */
    StepInput requiredIn(Predicate<FormContext> condition) {
        return new StepInput(name, kind, condition, autocomplete, parameter, requiredIf, present, showWhen, group,
                choices, label, defaultValue, capture, accept, inputmode);
    }

    /** Must be filled only when the condition holds; shown as optional. */
    StepInput requiredIf(BiPredicate<FormContext, Map<String, String>> condition) {
        return new StepInput(name, kind, requiredIn, autocomplete, parameter, condition, present, showWhen, group,
                choices, label, defaultValue, capture, accept, inputmode);
    }

    StepInput autocomplete(String token) {
        return new StepInput(name, kind, requiredIn, token, parameter, requiredIf, present, showWhen, group, choices,
                label, defaultValue, capture, accept, inputmode);
    }

    StepInput parameter(String apiName) {
        return new StepInput(name, kind, requiredIn, autocomplete, apiName, requiredIf, present, showWhen, group,
                choices, label, defaultValue, capture, accept, inputmode);
    }

    StepInput presentIf(Predicate<FormContext> condition) {
        return new StepInput(name, kind, requiredIn, autocomplete, parameter, requiredIf, condition, showWhen, group,
                choices, label, defaultValue, capture, accept, inputmode);
    }

    StepInput showWhen(Function<FormContext, String> condition) {
        return new StepInput(name, kind, requiredIn, autocomplete, parameter, requiredIf, present, condition, group,
                choices, label, defaultValue, capture, accept, inputmode);
    }

    StepInput choices(String optionGroup, Function<FormContext, List<String>> values) {
        return new StepInput(name, kind, requiredIn, autocomplete, parameter, requiredIf, present, showWhen,
                optionGroup, values, label, defaultValue, capture, accept, inputmode);
    }

    /** A choice labelled by a function of its values (names of people), not by messages. */
    StepInput labelled(BiFunction<FormContext, String, String> labels) {
        return new StepInput(name, kind, requiredIn, autocomplete, parameter, requiredIf, present, showWhen, group,
                choices, labels, defaultValue, capture, accept, inputmode);
    }

    /** What an input left empty stands for. */
    StepInput byDefault(String value) {
        return new StepInput(name, kind, requiredIn, autocomplete, parameter, requiredIf, present, showWhen, group,
                choices, label, value, capture, accept, inputmode);
    }

    /** For files: the camera a phone opens ({@code environment} or {@code user}) and the types offered. */
    StepInput camera(String facing, String types) {
        return new StepInput(name, kind, requiredIn, autocomplete, parameter, requiredIf, present, showWhen, group,
                choices, label, defaultValue, facing, types, inputmode);
    }

    StepInput inputmode(String mode) {
        return new StepInput(name, kind, requiredIn, autocomplete, parameter, requiredIf, present, showWhen, group,
                choices, label, defaultValue, capture, accept, mode);
    }

    /** Whether the values entered must include this one. */
    boolean mustBeFilled(FormContext context, Map<String, String> values) {
        return requiredIn.test(context) || requiredIf != null && requiredIf.test(context, values);
    }
}
