package dev.avs.form.page;

import java.util.ArrayList;
import java.util.List;

/**
 * One input of a page as the template renders it, texts resolved. {@code kind}: text, email, tel, url, number,
 * date (day, month and year inputs in a fieldset), select, radios, checkbox or file.
 *
 * @param parts    a date's day, month and year as entered
 * @param current  a file's name when one is already uploaded (choosing another replaces it)
 * @param showWhen {@code field=VALUE|VALUE}: scripts show this input only when that field has one of the values
 */
record FieldView(String kind, String name, String id, String label, String hint, String value, List<String> parts,
                 String error, boolean required, String autocomplete, String inputmode, List<Option> options,
                 String accept, String capture, String current, String showWhen) {

    record Option(String value, String label, boolean selected) {
    }

    /** Where the error summary's link puts the focus. */
    public String focusId() {
        return switch (kind) {
            case "date" -> id + "-day";
            case "radios" -> id + "-0";
            default -> id;
        };
    }

    public boolean hasError() {
        return error != null;
    }

    /** The ids of the hint and the error, for {@code aria-describedby}; null when there are none. */
    public String describedBy() {
        List<String> ids = new ArrayList<>();
        if (hint != null) {
            ids.add(id + "-hint");
        }
        if (current != null) {
            ids.add(id + "-current");
        }
        if (error != null) {
            ids.add(id + "-error");
        }
        return ids.isEmpty() ? null : String.join(" ", ids);
    }

    static Builder of(String kind, String name) {
        return new Builder(kind, name);
    }

    /** Builds a field; steps set what applies and leave the rest null. */
    static final class Builder {
        private final String kind;
        private final String name;
        private String label;
        private String hint;
        private String value;
        private List<String> parts = List.of();
        private String error;
        private boolean required;
        private String autocomplete;
        private String inputmode;
        private List<Option> options = List.of();
        private String accept;
        private String capture;
        private String current;
        private String showWhen;

        private Builder(String kind, String name) {
            this.kind = kind;
            this.name = name;
        }

        Builder label(String text) { this.label = text; return this; }
        Builder hint(String text) { this.hint = text; return this; }
        Builder value(String text) { this.value = text; return this; }
        Builder parts(List<String> dayMonthYear) { this.parts = dayMonthYear; return this; }
        Builder error(String text) { this.error = text; return this; }
        Builder required(boolean on) { this.required = on; return this; }
        Builder autocomplete(String token) { this.autocomplete = token; return this; }
        Builder inputmode(String mode) { this.inputmode = mode; return this; }
        Builder options(List<Option> list) { this.options = list; return this; }
        Builder accept(String types) { this.accept = types; return this; }
        Builder capture(String facing) { this.capture = facing; return this; }
        Builder current(String fileName) { this.current = fileName; return this; }
        Builder showWhen(String condition) { this.showWhen = condition; return this; }

        FieldView build() {
            return new FieldView(kind, name, "f-" + name.replace('_', '-'), label, hint, value, parts, error,
                    required, autocomplete, inputmode, options, accept, capture, current, showWhen);
        }
    }
}
