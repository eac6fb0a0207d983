package dev.avs.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.node.JsonNodeFactory;

/** Dates are exactly YYYY-MM-DD with ASCII digits and a real calendar day. */
class FieldDateTest {

    private static final Field DATE = Field.date("issue_date", "Issue date");

    @ParameterizedTest
    @ValueSource(strings = {"1990-04-12", "2024-02-29", "0001-01-01", "9999-12-31", "2000-12-31"})
    void acceptsCalendarDays(String value) {
        assertThat(parse(value)).isEqualTo(LocalDate.parse(value));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2023-02-29", "1990-02-30", "1990-13-01", "1990-00-10", "1990-04-00", "1990-4-12",
            "1990/04/12", "19900412", "1990-04-1T", "١٩٩٠-04-12", "１９９０-04-12", "abcd-ef-gh", "+990-04-12",
            "1990-04-1 ", ""})
    void refusesAnythingElse(String value) {
        assertThatThrownBy(() -> parse(value)).isInstanceOf(Field.Invalid.class)
                .hasMessage("Issue date must be a date in YYYY-MM-DD");
    }

    private static Object parse(String value) {
        return DATE.parser().parse(JsonNodeFactory.instance.stringNode(value), false, DATE.label());
    }
}
