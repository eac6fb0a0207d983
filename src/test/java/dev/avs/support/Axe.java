package dev.avs.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

/**
 * Deque's axe-core (npm {@code axe-core}, shipped in the test resources with its provenance) run in the browser's
 * page: the page's violations of WCAG 2.2 level A and AA, as axe-core tags its rules.
 */
public final class Axe {

    /** WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 added AA rules only). */
    public static final List<String> WCAG_22_AA = List.of("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa");

    private static final String SOURCE = load();

    private Axe() {
    }

    /**
     * The violations on the page as shown now, one line each: the rule, its impact, what it asks, and the elements
     * that break it.
     */
    @SuppressWarnings("unchecked")
    public static List<String> violations(Browser browser) {
        if (!Boolean.TRUE.equals(browser.script("return typeof window.axe === 'object'"))) {
            browser.script(SOURCE);
        }
        browser.driver().manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        Object result = browser.driver().executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})
                  .then(r => done(r.violations.map(v => v.id + ' (' + v.impact + '): ' + v.help + ' at '
                      + v.nodes.map(n => n.target.join(' ')).join(', '))))
                  .catch(e => done(['axe could not run: ' + e]));""", WCAG_22_AA);
        return (List<String>) result;
    }

    private static String load() {
        try (InputStream in = Axe.class.getResourceAsStream("/axe/axe.min.js")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
