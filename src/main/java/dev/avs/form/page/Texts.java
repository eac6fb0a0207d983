package dev.avs.form.page;

import com.ibm.icu.text.Collator;
import com.ibm.icu.text.DateFormat;
import com.ibm.icu.util.TimeZone;
import com.ibm.icu.util.ULocale;
import dev.avs.form.Form;
import dev.avs.form.Languages;
import dev.avs.form.Languages.Language;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;

/**
 * The pages' texts in the page's language ({@link PageLanguage}): messages from the bundle {@code messages/form}
 * ({@code form_<tag>.properties}), country names, their order and dates from CLDR (ICU).
 */
@Component
class Texts {

    /** The countries the pages offer: ISO 3166's, and Kosovo, which the API takes as XK. */
    private static final List<String> COUNTRY_CODES = Stream.concat(
            Locale.getISOCountries(Locale.IsoCountryCode.PART1_ALPHA2).stream(), Stream.of("XK")).toList();

    /** A country in the page's language. */
    record Country(String code, String name) {
    }

    private final MessageSource messages;
    private final Map<String, List<Country>> countries = new ConcurrentHashMap<>();

    Texts(MessageSource messages) {
        this.messages = messages;
    }

    String get(String key, Object... args) {
        return messages.getMessage(key, args, locale());
    }

    /** The text, or null when the bundle has none for the key. */
    String find(String key, Object... args) {
        return messages.getMessage(key, args, null, locale());
    }

    /** The form's name: its operator's, or the one the service gave it, in the page's language. */
    String formName(Form form) {
        return form.hasDefaultName() ? get("page.form." + form.applicantType()) : form.name();
    }

    /** The language of the page being answered (English outside a page request). */
    Language language() {
        Locale locale = locale();
        return Languages.all().stream().filter(l -> l.bundle().equals(locale)).findFirst().orElse(Languages.ENGLISH);
    }

    /** The countries, named and in the order of the page's language. */
    List<Country> countries() {
        Language language = language();
        return countries.computeIfAbsent(language.tag(), tag -> {
            Collator order = Collator.getInstance(language.cldr());
            return COUNTRY_CODES.stream().map(code -> new Country(code, countryName(code, language)))
                    .sorted(Comparator.comparing(Country::name, order)).toList();
        });
    }

    String country(String code) {
        return countryName(code, language());
    }

    /**
     * A date as the page's language writes it in full; in the Gregorian calendar, which the applicant entered it in
     * (CLDR's default is Buddhist for Thai, Persian for Persian).
     */
    String date(LocalDate date) {
        ULocale gregorian = language().cldr().setKeywordValue("calendar", "gregorian");
        DateFormat format = DateFormat.getDateInstance(DateFormat.LONG, gregorian);
        format.setTimeZone(TimeZone.GMT_ZONE);
        return format.format(Date.from(date.atStartOfDay(ZoneOffset.UTC).toInstant()));
    }

    private static String countryName(String code, Language language) {
        return new ULocale("", code).getDisplayCountry(language.cldr());
    }

    private static Locale locale() {
        return LocaleContextHolder.getLocale();
    }
}
