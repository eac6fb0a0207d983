package dev.avs.form.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.form.Languages;
import dev.avs.reference.DocumentType;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every language of the form has every text English has, no other, and the same arguments in each ({@code {0}},
 * {@code {1,choice,...}}); each file is UTF-8 and each text a pattern MessageFormat reads as meant.
 */
class FormMessagesTest {

    private static final Pattern ARGUMENT = Pattern.compile("\\{\\s*(\\d+)\\s*(?:,\\s*(\\w+))?");
    private static final Pattern LONE_APOSTROPHE = Pattern.compile("(?<!')'(?!')");
    private static final Pattern KEY = Pattern.compile("^([^#!\\s][^=]*?)\\s*=", Pattern.MULTILINE);

    @Test
    void everyLanguageHasEveryTextOfEnglishWithItsArguments() {
        String english = read("form.properties");
        assertThat(problems("en", english, english)).isEmpty();
        List<String> problems = new ArrayList<>();
        for (Languages.Language language : Languages.all()) {
            if (!language.equals(Languages.ENGLISH)) {
                problems.addAll(problems(language.tag(), english, read(file(language))));
            }
        }
        assertThat(problems).as("problems of the translations").isEmpty();
    }

    @Test
    void theFilesAreTheLanguagesOfThePages() throws IOException {
        try (Stream<Path> files = Files.list(directory())) {
            Set<String> present = files.map(p -> p.getFileName().toString()).collect(Collectors.toSet());
            Set<String> expected = Languages.all().stream().map(FormMessagesTest::file).collect(Collectors.toSet());
            assertThat(present).isEqualTo(expected);
        }
        assertThat(Languages.all()).hasSize(41);
    }

    @Test
    void everyDocumentTypeTheFormOffersHasAName() {
        Properties english = properties(read("form.properties"));
        Stream.of(DocumentType.values()).filter(t -> t != DocumentType.SELFIE_VIDEO)
                .forEach(t -> assertThat(english.getProperty("option.document." + t.name())).as(t.name()).isNotBlank());
    }

    /** The checks themselves fail on a broken translation: a test that cannot fail is no test. */
    @Test
    void aBrokenTranslationIsFound() {
        String english = """
                a=One
                b=Step {0} of {1}
                c={0,choice,1#1 photo|1<{0} photos}
                """;
        String broken = """
                a=Un
                a=Une
                b=Étape {0}
                c={0,choice,1#1 photo|1<des photos}
                d=De trop
                e=L'étape {0}
                """;
        assertThat(problems("xx", english, broken)).containsExactlyInAnyOrder(
                "xx: a is there twice",
                "xx: b has the arguments [0] where English has [0, 1]",
                "xx: c has the arguments [0:choice] where English has [0, 0:choice]",
                "xx: d is not in English",
                "xx: e is not in English",
                "xx: e has an apostrophe that MessageFormat swallows: write ’ or ''");
        assertThat(problems("xx", "a=One\nb=Two\n", "a=Un\n")).containsExactly("xx: lacks b");
    }

    private static List<String> problems(String language, String englishText, String text) {
        List<String> problems = new ArrayList<>();
        Properties english = properties(englishText);
        Properties translated = properties(text);
        Set<String> seen = new HashSet<>();
        Matcher key = KEY.matcher(text);
        while (key.find()) {
            if (!seen.add(key.group(1))) {
                problems.add(language + ": " + key.group(1) + " is there twice");
            }
        }
        new TreeSet<>(english.stringPropertyNames()).stream().filter(k -> !translated.containsKey(k))
                .forEach(k -> problems.add(language + ": lacks " + k));
        for (String name : new TreeSet<>(translated.stringPropertyNames())) {
            String value = translated.getProperty(name);
            if (!english.containsKey(name)) {
                problems.add(language + ": " + name + " is not in English");
            } else if (!arguments(value).equals(arguments(english.getProperty(name)))) {
                problems.add(language + ": " + name + " has the arguments " + arguments(value) + " where English has "
                        + arguments(english.getProperty(name)));
            }
            if (value.isBlank()) {
                problems.add(language + ": " + name + " is empty");
            }
            problems.addAll(pattern(language, name, value));
        }
        return problems;
    }

    /**
     * A text with arguments goes through MessageFormat, where a lone {@code '} starts a quote that hides the rest;
     * one without is shown as it is, where {@code ''} would show twice.
     */
    private static List<String> pattern(String language, String name, String value) {
        if (arguments(value).isEmpty()) {
            return value.contains("''") ? List.of(language + ": " + name + " has '' but no arguments: write '")
                    : List.of();
        }
        if (LONE_APOSTROPHE.matcher(value).find()) {
            return List.of(language + ": " + name + " has an apostrophe that MessageFormat swallows: write ’ or ''");
        }
        try {
            new MessageFormat(value, Locale.ROOT).format(new Object[] {1, 2, 3});
            return List.of();
        } catch (IllegalArgumentException e) {
            return List.of(language + ": " + name + " is not a MessageFormat pattern: " + e.getMessage());
        }
    }

    /** The arguments a text uses, each with its format type where it has one: {@code [0, 1:choice]}. */
    private static Set<String> arguments(String value) {
        Set<String> arguments = new TreeSet<>();
        Matcher argument = ARGUMENT.matcher(value);
        while (argument.find()) {
            arguments.add(argument.group(1) + (argument.group(2) == null ? ""
                    : ":" + argument.group(2).toLowerCase(Locale.ROOT)));
        }
        return arguments;
    }

    /** The file of a language, named as Java's bundles look it up: form_de, form_pt_BR, form_zh_Hant. */
    private static String file(Languages.Language language) {
        return ResourceBundle.Control.getControl(ResourceBundle.Control.FORMAT_PROPERTIES)
                .toBundleName("form", language.equals(Languages.ENGLISH) ? Locale.ROOT : language.bundle())
                + ".properties";
    }

    private static Properties properties(String text) {
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }

    /** A messages file, which must be UTF-8 throughout (a Latin-1 byte is an error, not a replacement character). */
    private static String read(String file) {
        try {
            byte[] bytes = Files.readAllBytes(directory().resolve(file));
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new AssertionError(file + " is not UTF-8", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path directory() {
        try {
            return Path.of(FormMessagesTest.class.getResource("/messages/form.properties").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
