package dev.avs.form.page;

import java.util.Arrays;
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
 * @param parameter  the API parameter it posts as (null: it is not posted as itself)
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
        FILE("file"),
        /** A value the page carries for the server (the selfie camera's signed challenge), shown nowhere. */
        HIDDEN("hidden");

        final String html;

        Kind(String html) {
            this.html = html;
        }
    }

    /** The declaration of an input, as the steps write it: optional, posted under its own name, always present. */
    static Declaration of(String name, Kind kind) {
        return new Declaration(name, kind);
    }

    /** The inputs of a page, in its order. */
    static List<StepInput> all(Declaration... declarations) {
        return Arrays.stream(declarations).map(Declaration::input).toList();
    }

    /** Whether the values entered must include this one. */
    boolean mustBeFilled(FormContext context, Map<String, String> values) {
        return requiredIn.test(context) || requiredIf != null && requiredIf.test(context, values);
    }

    /** An input being declared; {@link StepInput#all} turns declarations into inputs. */
    static final class Declaration {

        private final String name;
        private final Kind kind;
        private Predicate<FormContext> requiredIn = c -> false;
        private String autocomplete;
        private String parameter;
        private BiPredicate<FormContext, Map<String, String>> requiredIf;
        private Predicate<FormContext> present = c -> true;
        private Function<FormContext, String> showWhen = c -> null;
        private String group;
        private Function<FormContext, List<String>> choices = c -> List.of();
        private BiFunction<FormContext, String, String> label;
        private String defaultValue;
        private String capture;
        private String accept;
        private String inputmode;

        private Declaration(String name, Kind kind) {
            this.name = name;
            this.kind = kind;
            this.parameter = name;
        }

        Declaration required() {
            return requiredIn(c -> true);
        }

        /** Must be filled in the forms for which the condition holds. */
        Declaration requiredIn(Predicate<FormContext> condition) {
            requiredIn = condition;
            return this;
        }

        /** Must be filled only when the condition holds of what was entered; shown as optional. */
        Declaration requiredIf(BiPredicate<FormContext, Map<String, String>> condition) {
            requiredIf = condition;
            return this;
        }

        Declaration autocomplete(String token) {
            autocomplete = token;
            return this;
        }

        Declaration parameter(String apiName) {
            parameter = apiName;
            return this;
        }

        Declaration presentIf(Predicate<FormContext> condition) {
            present = condition;
            return this;
        }

        Declaration showWhen(Function<FormContext, String> condition) {
            showWhen = condition;
            return this;
        }

        Declaration choices(String optionGroup, Function<FormContext, List<String>> values) {
            group = optionGroup;
            choices = values;
            return this;
        }

        /** A choice labelled by a function of its values (names of people), not by messages. */
        Declaration labelled(BiFunction<FormContext, String, String> labels) {
            label = labels;
            return this;
        }

        /** What an input left empty stands for. */
        Declaration byDefault(String value) {
            defaultValue = value;
            return this;
        }

        /** For files: the camera a phone opens ({@code environment} or {@code user}) and the types offered. */
        Declaration camera(String facing, String types) {
            capture = facing;
            accept = types;
            return this;
        }

        Declaration inputmode(String mode) {
            inputmode = mode;
            return this;
        }

        private StepInput input() {
            return new StepInput(name, kind, requiredIn, autocomplete, parameter, requiredIf, present, showWhen, group,
                    choices, label, defaultValue, capture, accept, inputmode);
        }
    }
}
