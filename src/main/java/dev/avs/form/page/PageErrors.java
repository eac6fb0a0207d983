package dev.avs.form.page;

import dev.avs.form.Languages;
import dev.avs.web.ApiException;
import dev.avs.web.FieldError;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** The problems of one attempt at a step: per input (shown next to it) and for the page as a whole. */
final class PageErrors {

    private final Map<String, String> byField = new LinkedHashMap<>();
    private final List<String> general = new ArrayList<>();

    /** The first problem of an input is the one shown. */
    void field(String name, String message) {
        byField.putIfAbsent(name, message);
    }

    void general(String message) {
        if (!general.contains(message)) {
            general.add(message);
        }
    }

    boolean any() {
        return !byField.isEmpty() || !general.isEmpty();
    }

    boolean has(String field) {
        return byField.containsKey(field);
    }

    String of(String field) {
        return byField.get(field);
    }

    /**
     * Adds the problems a facade reported with the API's rules. Texts come from the bundle: {@code
     * error.<type>.<field>}, else {@code field.<field>.invalid}, else {@code error.<type>}, else the API's own
     * sentence on an English page and {@code error.other} on the others (the API speaks English only). {@code
     * fieldOf} maps an API parameter to the page's input (null: a problem of the page).
     */
    void add(ApiException failure, Function<String, String> fieldOf, Texts texts) {
        String type = failure.type().code();
        if (failure.errors().isEmpty()) {
            String text = texts.find("error." + type);
            general(text != null ? text : apiSentence(failure.getMessage(), texts));
            return;
        }
        for (FieldError error : failure.errors()) {
            String field = fieldOf.apply(error.parameter());
            String text = field == null ? null : texts.find("error." + type + "." + field);
            if (text == null && field != null) {
                text = texts.find("field." + field + ".invalid");
            }
            if (text == null) {
                text = texts.find("error." + type);
            }
            if (text == null) {
                text = apiSentence(error.message(), texts);
            }
            if (field == null) {
                general(text);
            } else {
                field(field, text);
            }
        }
    }

    private static String apiSentence(String sentence, Texts texts) {
        return texts.language().equals(Languages.ENGLISH) ? sentence : texts.get("error.other");
    }

    /** The error summary: the page's problems first, then each input's in the order of the page. */
    List<PageView.ErrorView> summary(List<FieldView> fields) {
        List<PageView.ErrorView> lines = new ArrayList<>();
        String first = fields.isEmpty() ? "main" : fields.getFirst().focusId();
        general.forEach(text -> lines.add(new PageView.ErrorView("#" + first, text)));
        List<String> shown = new ArrayList<>();
        for (FieldView field : fields) {
            if (byField.containsKey(field.name())) {
                lines.add(new PageView.ErrorView("#" + field.focusId(), byField.get(field.name())));
                shown.add(field.name());
            }
        }
        byField.forEach((name, text) -> {
            if (!shown.contains(name)) {
                lines.add(new PageView.ErrorView("#" + first, text));
            }
        });
        return lines;
    }
}
