package dev.avs.form.page;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/**
 * Builds the inputs of the pages by convention: an input {@code x} takes its label from {@code field.x.label},
 * its hint from {@code field.x.hint} (if any), its "required" message from {@code field.x.required}; its value
 * from what was entered and its error from the attempt's problems.
 */
@Component
class PageFields {

    /** What photos and scans the pages accept; the server sniffs the bytes whatever the browser claims. */
    static final String ACCEPT = "image/jpeg,image/png,image/webp,application/pdf";

    private final Texts texts;

    PageFields(Texts texts) {
        this.texts = texts;
    }

    FieldView.Builder input(String kind, String name, Map<String, String> values, PageErrors errors, boolean required) {
        return FieldView.of(kind, name).label(texts.get("field." + name + ".label"))
                .hint(texts.find("field." + name + ".hint")).value(values.getOrDefault(name, ""))
                .error(errors.of(name)).required(required);
    }

    FieldView text(String name, Map<String, String> values, PageErrors errors, boolean required, String autocomplete) {
        return input("text", name, values, errors, required).autocomplete(autocomplete).build();
    }

    FieldView date(String name, Map<String, String> values, PageErrors errors, boolean required, String autocomplete) {
        return input("date", name, values, errors, required).autocomplete(autocomplete)
                .parts(List.of(values.getOrDefault(name + "_day", ""), values.getOrDefault(name + "_month", ""),
                        values.getOrDefault(name + "_year", "")))
                .build();
    }

    FieldView country(String name, Map<String, String> values, PageErrors errors, boolean required) {
        String selected = values.getOrDefault(name, "");
        List<FieldView.Option> options = new ArrayList<>();
        options.add(new FieldView.Option("", texts.get("field.country.choose"), selected.isEmpty()));
        texts.countries().forEach(country -> options.add(new FieldView.Option(country.code(), country.name(),
                country.code().equals(selected))));
        return input("select", name, values, errors, required).options(options).autocomplete("off").build();
    }

    /** Choices whose labels are {@code option.<group>.<value>}. */
    FieldView radios(String name, String group, List<String> choices, Map<String, String> values, PageErrors errors,
                     boolean required) {
        String selected = values.getOrDefault(name, "");
        return input("radios", name, values, errors, required)
                .options(choices.stream().map(c -> new FieldView.Option(c, texts.get("option." + group + "." + c),
                        c.equals(selected))).toList())
                .build();
    }

    FieldView select(String name, String group, List<String> choices, Map<String, String> values, PageErrors errors,
                     boolean required) {
        String selected = values.getOrDefault(name, "");
        List<FieldView.Option> options = new ArrayList<>();
        options.add(new FieldView.Option("", texts.get("field.choose"), selected.isEmpty()));
        choices.forEach(c -> options.add(new FieldView.Option(c, texts.get("option." + group + "." + c),
                c.equals(selected))));
        return input("select", name, values, errors, required).options(options).build();
    }

    FieldView checkbox(String name, Map<String, String> values, PageErrors errors, boolean required) {
        return input("checkbox", name, values, errors, required).build();
    }

    /** A photo or scan; {@code capture} opens the camera on phones ({@code environment} or {@code user}). */
    FieldView file(String name, String capture, String current, PageErrors errors, boolean required) {
        return input("file", name, Map.of(), errors, required && current == null).accept(capture == null ? ACCEPT
                : "image/*," + ACCEPT).capture(capture).current(current).build();
    }

    /** Requires a value: records {@code field.x.required} when it is empty. */
    void require(String name, Map<String, String> values, PageErrors errors) {
        if (values.getOrDefault(name, "").isBlank() && !errors.has(name)) {
            errors.field(name, texts.get("field." + name + ".required"));
        }
    }

    /**
     * A date from its day, month and year inputs as {@code YYYY-MM-DD} (the API checks the rest), "" when all three
     * are empty, null after recording a problem when it is incomplete or not a calendar date.
     */
    String date(String name, Map<String, String> values, PageErrors errors) {
        String day = values.getOrDefault(name + "_day", "").strip();
        String month = values.getOrDefault(name + "_month", "").strip();
        String year = values.getOrDefault(name + "_year", "").strip();
        if (day.isEmpty() && month.isEmpty() && year.isEmpty()) {
            return "";
        }
        try {
            if (!day.matches("\\d{1,2}") || !month.matches("\\d{1,2}") || !year.matches("\\d{4}")) {
                throw new DateTimeException("incomplete");
            }
            return LocalDate.of(Integer.parseInt(year), Integer.parseInt(month), Integer.parseInt(day)).toString();
        } catch (DateTimeException e) {
            errors.field(name, texts.get("field." + name + ".invalid"));
            return null;
        }
    }

    /** The text with every decimal digit of any script ({@code ٣}, {@code ۳}, {@code ३}) as its ASCII digit. */
    static String asciiDigits(String text) {
        StringBuilder ascii = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            int digit = Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER ? Character.digit(c, 10) : -1;
            ascii.appendCodePoint(digit >= 0 ? '0' + digit : c);
        });
        return ascii.toString();
    }

    /** Fills a date's three inputs from a stored {@code YYYY-MM-DD}. */
    static void splitDate(String name, LocalDate date, Map<String, String> values) {
        if (date != null) {
            values.put(name + "_day", Integer.toString(date.getDayOfMonth()));
            values.put(name + "_month", Integer.toString(date.getMonthValue()));
            values.put(name + "_year", Integer.toString(date.getYear()));
        }
    }
}
