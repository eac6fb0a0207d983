package dev.avs.web;

import dev.avs.reference.CardNumbers;
import dev.avs.reference.Countries;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * One request parameter: its name, the label used in messages, and how a raw value becomes a typed one. An
 * explicit null, or an empty string, means "no value" for every kind.
 */
public record Field(String name, String label, Parser parser) {

    /** Turns a non-null raw value into a typed one, or throws {@link Invalid} with a sentence for a person. */
    @FunctionalInterface
    public interface Parser {
        Object parse(JsonNode raw, boolean form, String label);
    }

    public static final class Invalid extends RuntimeException {
        public Invalid(String message) {
            super(message, null, false, false);
        }
    }

    private static final Pattern CONTROL = Pattern.compile("[\\p{Cc}\\p{Cf}&&[^\\u200d\\u200c]]");
    private static final Pattern NAME = Pattern.compile("[\\p{L}\\p{M} .,'\\-’]+");
    private static final Pattern EMAIL =
            Pattern.compile("[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+");
    private static final Pattern PHONE = Pattern.compile("\\+[0-9]{7,15}");
    private static final Pattern PHONE_PUNCTUATION = Pattern.compile("[\\s().-]");
    private static final LocalDate EARLIEST_BIRTH = LocalDate.of(1900, 1, 1);

    /** Free text, trimmed, without control characters. */
    public static Field text(String name, String label, int max) {
        return new Field(name, label, (raw, form, l) -> text(raw, l, max));
    }

    /**
     * Free text a person writes about a case (a reviewer's comment, a blocklist entry's note), as {@link #text},
     * with any card number in it masked ({@link CardNumbers#masked}): people paste what they are looking at.
     */
    public static Field note(String name, String label, int max) {
        return new Field(name, label, (raw, form, l) -> CardNumbers.masked(text(raw, l, max)));
    }

    /** A person's name: letters of any script, spaces and {@code - ' . ,}. */
    public static Field personName(String name, String label, int max) {
        return new Field(name, label, (raw, form, l) -> {
            String value = text(raw, l, max);
            if (!NAME.matcher(value).matches()) {
                throw new Invalid(l + " may contain only letters, spaces and - ' . ,");
            }
            return value;
        });
    }

    public static Field email(String name, String label) {
        return new Field(name, label, (raw, form, l) -> {
            String value = text(raw, l, 254);
            if (!EMAIL.matcher(value).matches()) {
                throw new Invalid(l + " is not a valid email address");
            }
            return value;
        });
    }

    /**
     * E.164-like: {@code +} and 7-15 digits; spaces, dots, dashes and brackets are dropped. Digits alone (as some
     * KYCAID clients store phones) or the international prefix {@code 00} are taken as the {@code +} form.
     */
    public static Field phone(String name, String label) {
        return new Field(name, label, (raw, form, l) -> {
            String value = PHONE_PUNCTUATION.matcher(text(raw, l, 32)).replaceAll("");
            if (value.startsWith("00")) {
                value = "+" + value.substring(2);
            } else if (!value.isEmpty() && value.charAt(0) != '+') {
                value = "+" + value;
            }
            if (!PHONE.matcher(value).matches()) {
                throw new Invalid(l + " must be + followed by 7 to 15 digits");
            }
            return value;
        });
    }

    public static Field url(String name, String label, int max) {
        return new Field(name, label, (raw, form, l) -> {
            String value = text(raw, l, max);
            if (!isHttpUrl(value)) {
                throw new Invalid(l + " must be an http or https URL");
            }
            return value;
        });
    }

    public static Field country(String name, String label) {
        return new Field(name, label, (raw, form, l) -> {
            String value = text(raw, l, 2).toUpperCase(Locale.ROOT);
            if (!Countries.isKnown(value)) {
                throw new Invalid(l + " is not valid");
            }
            return value;
        });
    }

    public static Field date(String name, String label) {
        return new Field(name, label, (raw, form, l) -> date(raw, l, l + " must be a date in YYYY-MM-DD"));
    }

    /** A birth date: in the past and after 1900-01-01 (checked against the server's current date). */
    public static Field birthDate(String name, String label) {
        return new Field(name, label, (raw, form, l) -> {
            String message = l + " must be a past date in YYYY-MM-DD";
            LocalDate value = date(raw, l, message);
            if (!value.isBefore(LocalDate.now(java.time.ZoneOffset.UTC)) || value.isBefore(EARLIEST_BIRTH)) {
                throw new Invalid(message);
            }
            return value;
        });
    }

    /** One of a fixed set of upper-case codes; input is accepted in any case. */
    public static Field choice(String name, String label, Set<String> choices) {
        return new Field(name, label, (raw, form, l) -> choice(raw, l, choices));
    }

    /** One of an enum's constants, by its name; input is accepted in any case. The value is the constant. */
    public static <E extends Enum<E>> Field choice(String name, String label, Class<E> type) {
        Set<String> names = new LinkedHashSet<>();
        for (E constant : type.getEnumConstants()) {
            names.add(constant.name());
        }
        return new Field(name, label, (raw, form, l) -> Enum.valueOf(type, choice(raw, l, names)));
    }

    public static Field bool(String name, String label) {
        return new Field(name, label, (raw, form, l) -> {
            if (raw.isBoolean()) {
                return raw.booleanValue();
            }
            if (form && raw.isString()) {
                switch (raw.stringValue().trim().toLowerCase(Locale.ROOT)) {
                    case "true", "1", "on", "yes" -> {
                        return true;
                    }
                    case "false", "0", "off", "no" -> {
                        return false;
                    }
                    default -> { }
                }
            }
            throw new Invalid(l + " must be true or false");
        });
    }

    /** A decimal number with {@code min < value <= max}. */
    public static Field decimal(String name, String label, BigDecimal minExclusive, BigDecimal maxInclusive) {
        return new Field(name, label, (raw, form, l) -> {
            String message = l + " must be a number greater than " + minExclusive.toPlainString()
                    + " and at most " + maxInclusive.toPlainString();
            BigDecimal value;
            if (raw.isNumber()) {
                if (raw.isFloatingPointNumber() && !Double.isFinite(raw.doubleValue())) {
                    throw new Invalid(message);   // 1e400 reads as infinity, which no BigDecimal holds
                }
                value = raw.decimalValue();
            } else if (form && raw.isString()) {
                try {
                    value = new BigDecimal(raw.stringValue().trim());
                } catch (NumberFormatException e) {
                    throw new Invalid(message);
                }
            } else {
                throw new Invalid(message);
            }
            if (value.compareTo(minExclusive) <= 0 || value.compareTo(maxInclusive) > 0 || value.scale() > 4) {
                throw new Invalid(message);
            }
            return value.stripTrailingZeros();
        });
    }

    /** The id of another resource; its shape and existence are checked when it is resolved (404). */
    public static Field id(String name, String label) {
        return new Field(name, label, (raw, form, l) -> text(raw, l, 64));
    }

    /** A list of codes; a single value counts as a list of one (form bodies send {@code types=A}). */
    public static Field choices(String name, String label, Set<String> choices) {
        return new Field(name, label, (raw, form, l) -> {
            List<JsonNode> items = new ArrayList<>();
            if (raw.isArray()) {
                raw.forEach(items::add);
            } else if (form || raw.isString()) {
                items.add(raw);
            } else {
                throw new Invalid(l + " must be a list");
            }
            Set<String> values = new LinkedHashSet<>();
            for (JsonNode item : items) {
                if (item.isNull()) {
                    throw new Invalid(l + " must not contain null");
                }
                values.add(choice(item, l, choices));
            }
            return List.copyOf(values);
        });
    }

    /**
     * A string, trimmed. A JSON integer is taken as its digits: KYCAID accepts numbers for identifiers
     * ({@code "external_applicant_id": 1234}) and its clients send them so.
     */
    static String text(JsonNode raw, String label, int max) {
        String value;
        if (raw.isString()) {
            value = raw.stringValue().strip();
        } else if (raw.isIntegralNumber()) {
            value = raw.bigIntegerValue().toString();
        } else {
            throw new Invalid(label + " must be a string");
        }
        if (CONTROL.matcher(value).find()) {
            throw new Invalid(label + " must not contain control characters");
        }
        if (value.codePointCount(0, value.length()) > max) {
            throw new Invalid(label + " must be at most " + max + " characters");
        }
        return value;
    }

    private static String choice(JsonNode raw, String label, Set<String> choices) {
        String value = raw.isString() ? raw.stringValue().strip().toUpperCase(Locale.ROOT) : null;
        if (value == null || !choices.contains(value)) {
            throw new Invalid(label + " must be one of " + String.join(", ", choices.stream().sorted().toList()));
        }
        return value;
    }

    /** YYYY-MM-DD read digit by digit: every POST with a date passes here, and the regex and parser cost more. */
    private static LocalDate date(JsonNode raw, String label, String message) {
        String value = text(raw, label, 10);
        if (value.length() != 10 || value.charAt(4) != '-' || value.charAt(7) != '-') {
            throw new Invalid(message);
        }
        int year = digits(value, 0, 4);
        int month = digits(value, 5, 7);
        int day = digits(value, 8, 10);
        if (year < 0 || month < 0 || day < 0) {
            throw new Invalid(message);
        }
        try {
            return LocalDate.of(year, month, day);
        } catch (DateTimeException e) {
            throw new Invalid(message);
        }
    }

    /** The ASCII digits from {@code from} to {@code to} as a number, or -1 if any is not a digit. */
    private static int digits(String value, int from, int to) {
        int number = 0;
        for (int i = from; i < to; i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            number = number * 10 + (c - '0');
        }
        return number;
    }

    public static boolean isHttpUrl(String value) {
        try {
            URI uri = new URI(value);
            String scheme = uri.getScheme();
            return scheme != null && (scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))
                    && uri.getHost() != null && !uri.getHost().isBlank();
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
