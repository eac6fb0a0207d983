package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.form.Languages.Language;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Which of the form's languages a requested tag or a browser's {@code Accept-Language} finds. */
class LanguagesTest {

    @Test
    void theEuLanguagesAndTheOthers() {
        assertThat(Languages.all().stream().map(Language::tag)).containsExactlyInAnyOrder(
                "bg", "hr", "cs", "da", "nl", "en", "et", "fi", "fr", "de", "el", "hu", "ga", "it", "lv", "lt", "mt",
                "pl", "pt", "ro", "sk", "sl", "es", "sv",
                "ru", "uk", "tr", "sr", "nb", "ar", "he", "fa", "zh-Hans", "zh-Hant", "ja", "ko", "hi", "th", "vi",
                "id", "pt-BR");
        assertThat(Languages.all().stream().filter(Language::rightToLeft).map(Language::tag))
                .containsExactlyInAnyOrder("ar", "he", "fa");
    }

    @Test
    void eachLanguageIsNamedInItselfFromCldr() {
        assertThat(name("de")).isEqualTo("Deutsch");
        assertThat(name("ja")).isEqualTo("日本語");
        assertThat(name("ar")).isEqualTo("العربية");
        assertThat(name("uk")).isEqualTo("Українська");
        assertThat(name("pt")).isEqualTo("Português (Portugal)");
        assertThat(name("pt-BR")).isEqualTo("Português (Brasil)");
        assertThat(name("pl")).as("as a list begins it").isEqualTo("Polski");
        assertThat(name("zh-Hans")).isNotEqualTo(name("zh-Hant")).startsWith("中文");
        assertThat(Languages.byTag("pt").orElseThrow().htmlLang()).isEqualTo("pt-PT");
        assertThat(Languages.byTag("en").orElseThrow().htmlLang()).isEqualTo("en");
    }

    @Test
    void aRequestedLanguageFindsOursByCldrsRules() {
        Map<String, String> expected = Map.ofEntries(
                Map.entry("zh-TW", "zh-Hant"), Map.entry("zh-HK", "zh-Hant"), Map.entry("zh-Hant", "zh-Hant"),
                Map.entry("zh-MO", "zh-Hant"), Map.entry("zh-CN", "zh-Hans"), Map.entry("zh-SG", "zh-Hans"),
                Map.entry("zh-Hans", "zh-Hans"), Map.entry("zh", "zh-Hans"), Map.entry("ZH-hant", "zh-Hant"),
                Map.entry("pt-BR", "pt-BR"), Map.entry("pt_BR", "pt-BR"), Map.entry("pt-PT", "pt"),
                Map.entry("pt", "pt"), Map.entry("pt-AO", "pt"),
                Map.entry("nb", "nb"), Map.entry("no", "nb"), Map.entry("nn", "nb"), Map.entry("nb-NO", "nb"),
                Map.entry("sr", "sr"), Map.entry("sr-Latn", "sr"), Map.entry("sr-Cyrl-RS", "sr"),
                Map.entry("he", "he"), Map.entry("iw", "he"), Map.entry("id", "id"), Map.entry("in", "id"),
                Map.entry("de-AT", "de"), Map.entry("de-CH", "de"), Map.entry("en-US", "en"), Map.entry("en-GB", "en"),
                Map.entry("fr-CA", "fr"), Map.entry("es-MX", "es"), Map.entry("ar-EG", "ar"), Map.entry("fa-AF", "fa"),
                Map.entry("sw", "en"), Map.entry("ca", "es"), Map.entry("bs", "hr"));
        expected.forEach((requested, ours) -> assertThat(Languages.match(requested).map(Language::tag))
                .as(requested).contains(ours));
        for (String none : List.of("xx", "und", "tl", "kl")) {
            assertThat(Languages.match(none)).as(none).isEmpty();
        }
    }

    @Test
    void onlyLanguageTagsAreWellFormed() {
        assertThat(List.of("de", "pt-BR", "pt_BR", "zh-Hant-TW", "sw", "und", "x-private"))
                .allMatch(Languages::isWellFormed);
        assertThat(List.of("", " ", "german!", "de-", "12", "a-b-c-d-e-f-g-h-i-j-k", "de DE"))
                .noneMatch(Languages::isWellFormed);
        assertThat(Languages.match("german!")).isEmpty();
    }

    @Test
    void acceptLanguageIsNegotiatedByQuality() {
        assertThat(negotiate("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).contains("fr");
        assertThat(negotiate("de;q=0.5, ja")).as("by q-value, not by place").contains("ja");
        assertThat(negotiate("kl, de;q=0.5")).as("the first we have").contains("de");
        assertThat(negotiate("sw, de;q=0.5")).as("a far fallback is not preferred").contains("de");
        assertThat(negotiate("de;q=0, fr")).as("q=0 refuses").contains("fr");
        assertThat(negotiate("en;q=0.1, ar")).contains("ar");
        assertThat(negotiate("ja,en-US;q=0.9,en;q=0.8")).contains("ja");
        assertThat(negotiate("zh-TW,zh;q=0.9,en-US;q=0.8")).contains("zh-Hant");
        assertThat(negotiate("pt-BR,pt;q=0.9")).contains("pt-BR");
        assertThat(negotiate("uk-UA,uk;q=0.9,ru;q=0.8")).contains("uk");
        assertThat(negotiate("kl")).isEmpty();
        assertThat(negotiate("sw")).as("CLDR's fallback for Swahili").contains("en");
        assertThat(negotiate("*")).isEmpty();
        assertThat(negotiate("")).isEmpty();
        assertThat(negotiate(null)).isEmpty();
        assertThat(negotiate("garbage;;q=x")).as("not a header: as none").isEmpty();
        assertThat(negotiate("de;q=2")).isEmpty();
    }

    private static Optional<String> negotiate(String header) {
        return Languages.negotiate(header).map(Language::tag);
    }

    private static String name(String tag) {
        return Languages.byTag(tag).orElseThrow().name();
    }
}
