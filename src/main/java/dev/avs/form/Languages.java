package dev.avs.form;

import com.ibm.icu.text.DisplayContext;
import com.ibm.icu.text.LocaleDisplayNames;
import com.ibm.icu.util.LocaleMatcher;
import com.ibm.icu.util.LocalePriorityList;
import com.ibm.icu.util.ULocale;
import java.util.IllformedLocaleException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The languages of the hosted form's pages: one messages file each ({@code messages/form_<tag>.properties},
 * English the base file), and how a requested language or a browser's {@code Accept-Language} finds one of them.
 * Matching is CLDR's (ICU's {@link LocaleMatcher}): {@code de-AT} is German, {@code zh-TW} and {@code zh-HK}
 * Traditional Chinese, {@code zh} and {@code zh-SG} Simplified, {@code no} and {@code nn} Bokmål, {@code iw} Hebrew,
 * {@code pt-AO} European Portuguese; a tag that is one of ours is taken as it is ({@code pt} is Portuguese as
 * in Portugal, {@code pt-BR} Brazilian).
 */
public final class Languages {

    /**
     * One language of the pages.
     *
     * @param tag    its name here, in the API and in the switcher ({@code de}, {@code pt-BR}, {@code zh-Hant})
     * @param cldr   the locale whose CLDR data (country names, dates, collation) the pages use
     * @param bundle the locale of its messages file ({@code form_zh_Hant.properties})
     * @param name   its own name for itself, as a list of languages shows it ({@code Deutsch}, {@code 日本語})
     */
    public record Language(String tag, ULocale cldr, Locale bundle, String name) {

        /** The tag a page's {@code lang} attribute gives (the region where the tag leaves it open). */
        public String htmlLang() {
            return cldr.toLanguageTag().equals("en-GB") ? tag : cldr.toLanguageTag();
        }

        public boolean rightToLeft() {
            return cldr.isRightToLeft();
        }
    }

    /** English (the base file) first, then the EU's languages, then the others. */
    private static final List<Language> ALL = Stream.of(
            "en:en-GB", "bg", "hr", "cs", "da", "nl", "et", "fi", "fr", "de", "el", "hu", "ga", "it", "lv", "lt", "mt",
            "pl", "pt:pt-PT", "ro", "sk", "sl", "es", "sv", "ru", "uk", "tr", "sr", "nb", "ar", "he", "fa",
            "zh-Hans", "zh-Hant", "ja", "ko", "hi", "th", "vi", "id", "pt-BR").map(Languages::language).toList();

    public static final Language ENGLISH = ALL.getFirst();

    private static final LocaleMatcher MATCHER;

    static {
        LocaleMatcher.Builder builder = LocaleMatcher.builder().setDefaultULocale(null);
        ALL.forEach(language -> builder.addSupportedULocale(language.cldr()));
        MATCHER = builder.build();
    }

    private Languages() {
    }

    private static Language language(String spec) {
        String[] parts = spec.split(":");
        ULocale cldr = ULocale.forLanguageTag(parts[parts.length - 1]);
        ULocale own = ULocale.forLanguageTag(parts[0]);
        LocaleDisplayNames names = LocaleDisplayNames.getInstance(cldr,
                DisplayContext.CAPITALIZATION_FOR_BEGINNING_OF_SENTENCE, DisplayContext.STANDARD_NAMES);
        return new Language(parts[0], cldr, Locale.forLanguageTag(parts[0]),
                names.localeDisplayName(parts[0].equals("pt") ? cldr : own));
    }

    public static List<Language> all() {
        return ALL;
    }

    /** The language of one of our tags, in any letter case; empty for anything else. */
    public static Optional<Language> byTag(String tag) {
        return tag == null ? Optional.empty()
                : ALL.stream().filter(l -> l.tag().equalsIgnoreCase(tag.replace('_', '-'))).findFirst();
    }

    /**
     * Whether a requested language is a language tag (BCP 47; {@code pt_BR} as Java writes it is taken too), whether
     * or not the pages have the language.
     */
    public static boolean isWellFormed(String requested) {
        try {
            if (requested == null || requested.isBlank()) {
                return false;
            }
            new Locale.Builder().setLanguageTag(requested.replace('_', '-'));
            return true;
        } catch (IllformedLocaleException e) {
            return false;
        }
    }

    /** Our language for a requested one: itself, else the closest by CLDR's rules; empty when none is close. */
    public static Optional<Language> match(String requested) {
        Optional<Language> own = byTag(requested);
        if (own.isPresent() || !isWellFormed(requested)) {
            return own;
        }
        return matched(MATCHER.getBestMatchResult(ULocale.forLanguageTag(requested.replace('_', '-'))));
    }

    /**
     * The language an {@code Accept-Language} header asks for: its languages by their q-values (0 refuses one,
     * {@code *} takes any), each matched by CLDR's rules; empty when none is ours, or the header is not one.
     */
    public static Optional<Language> negotiate(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.isBlank() || acceptLanguage.length() > 1000) {
            return Optional.empty();
        }
        try {
            return matched(MATCHER.getBestMatchResult(LocalePriorityList.add(acceptLanguage).build()));
        } catch (RuntimeException notAHeader) {
            return Optional.empty();
        }
    }

    private static Optional<Language> matched(LocaleMatcher.Result result) {
        int index = result.getSupportedIndex();
        return index < 0 ? Optional.empty() : Optional.of(ALL.get(index));
    }
}
