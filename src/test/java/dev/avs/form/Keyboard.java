package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Browser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openqa.selenium.Keys;
import org.openqa.selenium.interactions.Actions;

/**
 * The keyboard alone: Tab and Shift+Tab to move, typing, the arrow keys in selects and radio groups, Space for a
 * checkbox, Enter for buttons and links. The page is only read, to know where the focus is and how far to go.
 */
final class Keyboard implements Hands {

    private final Browser browser;
    private final PageDriver page;
    private final Path files;

    Keyboard(Browser browser, Path files) {
        this.browser = browser;
        this.page = new PageDriver(browser, files);
        this.files = files;
    }

    /**
     * Presses Tab (Shift+Tab when the element is above the focus) until the focus is on an element the selector
     * matches (a radio group takes the focus on its checked radio).
     */
    void focus(String css) {
        for (int i = 0; i < 300; i++) {
            Object where = browser.script("""
                    const target = document.querySelector(arguments[0]);
                    if (!target) { return 'missing'; }
                    const active = document.activeElement;
                    if (active && active.matches(arguments[0])) { return 'here'; }
                    if (!active || active === document.body) { return 'after'; }
                    const following = active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
                    return following ? 'after' : 'before';
                    """, css);
            if ("here".equals(where)) {
                return;
            }
            assertThat(where).as(css + " on " + page.path()).isNotEqualTo("missing");
            keys("after".equals(where) ? Keys.TAB.toString() : Keys.chord(Keys.SHIFT, Keys.TAB));
        }
        throw new AssertionError("the keyboard never reaches " + css + " on " + page.path());
    }

    void keys(CharSequence keys) {
        new Actions(browser.driver()).sendKeys(keys).perform();
    }

    /** What has the focus: its id, else its name, else its href. */
    String focused() {
        return String.valueOf(browser.script("const a = document.activeElement;"
                + " return a.id || a.getAttribute('name') || a.getAttribute('href') || a.tagName;"));
    }

    @Override
    public void fill(String name, String value) {
        String css = "[name='" + name + "']";
        focus(css);
        int length = ((Number) browser.script("return document.querySelector(arguments[0]).value.length", css))
                .intValue();
        keys(Keys.END + Keys.BACK_SPACE.toString().repeat(length) + value);
        assertThat(browser.find(css).getAttribute("value")).as(name).isEqualTo(value);
    }

    @Override
    public void select(String name, String value) {
        String css = "select[name='" + name + "']";
        focus(css);
        move(((Number) browser.script("""
                const select = document.querySelector(arguments[0]);
                return Array.from(select.options).findIndex(o => o.value === arguments[1]) - select.selectedIndex;
                """, css, value)).intValue());
        assertThat(browser.find(css).getAttribute("value")).as(name).isEqualTo(value);
    }

    @Override
    public void choose(String name, String value) {
        String css = "input[type=radio][name='" + name + "']";
        focus(css);
        int offset = ((Number) browser.script("""
                const radios = Array.from(document.querySelectorAll(arguments[0]));
                return radios.findIndex(r => r.value === arguments[1]) - radios.indexOf(document.activeElement);
                """, css, value)).intValue();
        if (offset == 0) {
            keys(Keys.SPACE);
        } else {
            move(offset);
        }
        assertThat(browser.find(css + ":checked").getAttribute("value")).as(name).isEqualTo(value);
    }

    private void move(int offset) {
        if (offset != 0) {
            keys((offset > 0 ? Keys.ARROW_DOWN : Keys.ARROW_UP).toString().repeat(Math.abs(offset)));
        }
    }

    @Override
    public void tick(String name) {
        focus("input[type=checkbox][name='" + name + "']");
        keys(Keys.SPACE);
    }

    @Override
    public void attach(String name, String filename, byte[] content) {
        String css = "input[type=file][name='" + name + "']";
        focus(css);
        try {
            Path file = files.resolve(filename);
            Files.write(file, content);
            browser.chooseFile(css, file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void submit() {
        press("[data-submit]");
    }

    @Override
    public void moveOn() {
        press("[data-continue]");
    }

    @Override
    public void startCamera() {
        focus("[data-live-record]");
        keys(Keys.ENTER);
    }

    /** Enter on a button or link, then waits for the page it leads to. */
    void press(String css) {
        focus(css);
        String before = browser.driver().getCurrentUrl() + "#" + browser.script("return performance.timeOrigin");
        keys(Keys.ENTER);
        page.waitUntil(() -> !(browser.driver().getCurrentUrl() + "#" + browser.script("return performance.timeOrigin"))
                .equals(before) && "complete".equals(browser.script("return document.readyState")));
    }
}
