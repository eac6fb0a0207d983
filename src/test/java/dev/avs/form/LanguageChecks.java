package dev.avs.form;

import dev.avs.support.Axe;
import dev.avs.support.Browser;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Checks each state of a form's page in several languages: axe-core's WCAG 2.2 AA rules at phone and at desktop
 * width in the walk's own language and at phone width in the others (a page's elements and texts are the same at
 * both widths; what a language changes, its texts and direction, shows at either: a line printed per language,
 * width and state), no sideways scrolling at 320 pixels, and, when asked
 * ({@code -Davs.test.screenshots=true}), screenshots into docs/screenshots. The page is checked in the walk's own
 * language where it stands, then shown in each other language through the switcher's address ({@code ?lang=}), the
 * state brought back by {@code again} where a post made it, and finally shown in the walk's language again.
 */
final class LanguageChecks {

    /** Languages whose screenshots docs/screenshots keeps besides English's. */
    static final List<String> SCREENSHOT_LANGUAGES = List.of("de", "ar", "ja", "uk");
    private static final List<Map.Entry<String, int[]>> WIDTHS = List.of(Map.entry("phone", Browser.PHONE),
            Map.entry("desktop", Browser.DESKTOP));

    private final Browser browser;
    private final String walkLanguage;
    private final List<String> axe;
    private final List<String> shots;
    private final Map<String, List<String>> violations = new LinkedHashMap<>();

    /**
     * @param axe   the languages axe-core checks
     * @param shots the languages photographed (when screenshots are asked for)
     */
    LanguageChecks(Browser browser, String walkLanguage, List<String> axe, List<String> shots) {
        this.browser = browser;
        this.walkLanguage = walkLanguage;
        this.axe = axe;
        this.shots = Boolean.getBoolean("avs.test.screenshots") ? shots : List.of();
    }

    /** A state the page shows on its own address. */
    void check(String state) {
        check(state, null, () -> true);
    }

    /**
     * A state: {@code again} brings it back after a switch of language (null: the page's address shows it), once
     * {@code ready} holds (a script's work done).
     */
    void check(String state, Runnable again, Supplier<Boolean> ready) {
        PageDriver page = new PageDriver(browser, null);
        page.waitUntil(ready);
        inspect(state, walkLanguage);
        List<String> others = new ArrayList<>(axe);
        shots.stream().filter(l -> !others.contains(l)).forEach(others::add);
        others.remove(walkLanguage);
        for (String language : others) {
            show(language, again, ready);
            inspect(state, language);
        }
        if (!others.isEmpty()) {
            show(walkLanguage, again, ready);
        }
    }

    private void show(String language, Runnable again, Supplier<Boolean> ready) {
        URI current = URI.create(browser.driver().getCurrentUrl());
        browser.go(current.getScheme() + "://" + current.getAuthority() + current.getPath() + "?lang=" + language);
        if (again != null) {
            again.run();
        }
        new PageDriver(browser, null).waitUntil(ready);
    }

    private void inspect(String state, String language) {
        String lang = String.valueOf(browser.script("return document.documentElement.lang"));
        if (!lang.startsWith(language)) {
            violations.computeIfAbsent(state + " " + language, k -> new ArrayList<>()).add("the page is in " + lang);
        }
        if (axe.contains(language)) {
            for (Map.Entry<String, int[]> width : language.equals(walkLanguage) ? WIDTHS : WIDTHS.subList(0, 1)) {
                browser.viewport(width.getValue());
                List<String> found = Axe.violations(browser);
                System.out.printf("axe %-3s %-7s %-32s %d violations%n", language, width.getKey(), state, found.size());
                if (!found.isEmpty()) {
                    violations.computeIfAbsent(state + " " + language + " " + width.getKey(), k -> new ArrayList<>())
                            .addAll(found);
                }
            }
            browser.viewport(Browser.PHONE);
        }
        long overflow = browser.overflowAt(320);
        if (overflow != 0) {
            violations.computeIfAbsent(state + " " + language, k -> new ArrayList<>())
                    .add("scrolls sideways by " + overflow + " px at 320 px");
        }
        if (shots.contains(language)) {
            browser.screenshots(PageDriver.SCREENSHOTS, state + "-" + language);
        }
    }

    /** What was found, by state, language and width: empty when every page passed. */
    Map<String, List<String>> violations() {
        return violations;
    }
}
