package dev.avs.form.page;

import java.util.List;

/**
 * What a step page shows, texts resolved: the main form's fields, the errors of the last attempt, and for list
 * steps the items added so far, for the review the summary of every step.
 *
 * @param formAction the {@code action} value the main form posts ({@code save}, {@code add} or {@code submit})
 * @param continueLabel for list steps, the button of the separate form that moves on; null otherwise
 * @param readOffer for the review, what the identity document says otherwise than the answers; empty if nothing
 */
record PageView(String title, String intro, List<ErrorView> errors, List<FieldView> fields, String formAction,
                String submitLabel, String itemsTitle, List<ItemView> items, String continueLabel,
                List<Section> summary, List<DocumentReadOffer.Row> readOffer) {

    /** A line of the error summary, linking to the input to fix. */
    record ErrorView(String href, String text) {
    }

    /** Something a list step added, with the action that removes it. */
    record ItemView(String id, String title, String detail, boolean removable) {
    }

    /** A step's part of the review: its answers and a link back to change them. */
    record Section(String title, String changeUrl, String changeLabel, List<Row> rows) {
    }

    record Row(String label, String value) {
    }

    static PageView simple(String title, String intro, List<ErrorView> errors, List<FieldView> fields,
                           String submitLabel) {
        return new PageView(title, intro, errors, fields, "save", submitLabel, null, null, null, null, List.of());
    }

    public boolean hasErrors() {
        return !errors.isEmpty();
    }
}
