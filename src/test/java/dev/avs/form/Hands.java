package dev.avs.form;

/**
 * How an applicant works the form's pages: with the mouse ({@link Mouse}, through {@link PageDriver}) or with the
 * keyboard alone ({@link Keyboard}). The walks of {@link FormWalks} are written once for both.
 */
interface Hands {

    void fill(String name, String value);

    default void date(String name, int day, int month, int year) {
        fill(name + "_day", Integer.toString(day));
        fill(name + "_month", Integer.toString(month));
        fill(name + "_year", Integer.toString(year));
    }

    /** Chooses the option of a select by its value. */
    void select(String name, String value);

    /** Chooses a radio button by its value. */
    void choose(String name, String value);

    void tick(String name);

    /** Puts a file into a file input (the browser's chooser is no part of the page). */
    void attach(String name, String filename, byte[] content);

    /** Sends the page's main form and waits for what comes next. */
    void submit();

    /** Sends a list step's separate form that moves on. */
    void moveOn();

    /** Starts the selfie's camera (the page asks for it; the applicant may refuse). */
    void startCamera();

    /** The mouse: clicks, and typing into what was clicked. */
    record Mouse(PageDriver page) implements Hands {

        @Override
        public void fill(String name, String value) {
            page.fill(name, value);
        }

        @Override
        public void select(String name, String value) {
            page.select(name, value);
        }

        @Override
        public void choose(String name, String value) {
            page.choose(name, value);
        }

        @Override
        public void tick(String name) {
            page.tick(name);
        }

        @Override
        public void attach(String name, String filename, byte[] content) {
            page.attach(name, filename, content);
        }

        @Override
        public void submit() {
            page.submit();
        }

        @Override
        public void moveOn() {
            page.moveOn();
        }

        @Override
        public void startCamera() {
            page.browser().find("[data-live-record]").click();
        }
    }
}
