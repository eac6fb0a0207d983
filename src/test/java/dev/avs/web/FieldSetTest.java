package dev.avs.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/** Reading request values: synonyms, numbers as text, phone numbers as KYCAID clients send them. */
class FieldSetTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final FieldSet FIELDS = FieldSet.of(
            Field.text("state_or_province", "State or province", 64),
            Field.text("unit_number", "Unit number", 20),
            Field.text("external_applicant_id", "External applicant id", 50),
            Field.phone("phone", "Phone"))
            .withSynonym("state", "state_or_province")
            .withSynonym("province", "state_or_province")
            .withSynonym("flat_number", "unit_number");

    @Test
    void aSynonymIsStoredUnderItsFieldsName() {
        Problems problems = new Problems();

        Values values = FIELDS.read(json("{\"state\": \"Ontario\", \"flat_number\": \"2A\"}"), problems);

        assertThat(problems.has("state")).isFalse();
        assertThat(values.asMap()).containsExactly(Map.entry("state_or_province", "Ontario"),
                Map.entry("unit_number", "2A"));
    }

    @Test
    void oneFieldUnderTwoNamesMustNotDifferButMayBeNullUnderOne() {
        Problems same = new Problems();
        assertThat(FIELDS.read(json("{\"state\": \"A\", \"state_or_province\": \"A\"}"), same).text("state_or_province"))
                .isEqualTo("A");
        assertThat(same.has("state_or_province")).isFalse();

        Problems withNull = new Problems();
        assertThat(FIELDS.read(json("{\"state\": null, \"province\": \"B\"}"), withNull).text("state_or_province"))
                .isEqualTo("B");
        assertThat(FIELDS.read(json("{\"province\": \"B\", \"state\": null}"), withNull).text("state_or_province"))
                .isEqualTo("B");
        assertThat(withNull.has("state_or_province")).isFalse();

        Problems differ = new Problems();
        FIELDS.read(json("{\"province\": \"B\", \"state\": \"C\", \"state_or_province\": \"D\"}"), differ);
        assertThat(differ.has("state_or_province")).isTrue();
        assertThat(differ.errors()).hasSize(1);
        assertThat(differ.errors().getFirst().message()).contains("province", "state", "state_or_province");
    }

    @Test
    void anIntegerIsTakenAsTextButNotAFractionOrABoolean() {
        Problems problems = new Problems();
        assertThat(FIELDS.read(json("{\"external_applicant_id\": 1234}"), problems).text("external_applicant_id"))
                .isEqualTo("1234");
        assertThat(FIELDS.read(json("{\"external_applicant_id\": 123456789012345678901234567890}"), problems)
                .text("external_applicant_id")).isEqualTo("123456789012345678901234567890");
        assertThat(problems.has("external_applicant_id")).isFalse();

        for (String raw : List.of("12.5", "true", "[1]", "{\"a\": 1}")) {
            Problems refused = new Problems();
            FIELDS.read(json("{\"external_applicant_id\": " + raw + "}"), refused);
            assertThat(refused.has("external_applicant_id")).as(raw).isTrue();
        }
    }

    @Test
    void phoneNumbersAsDigitsOrWithTheInternationalPrefixTakeThePlusForm() {
        assertThat(phone("447700900123")).isEqualTo("+447700900123");
        assertThat(phone("+44 7700 900123")).isEqualTo("+447700900123");
        assertThat(phone("0044 (7700) 900-123")).isEqualTo("+447700900123");
        assertThat(phone("{number}".replace("{number}", "447700900123"), true)).isEqualTo("+447700900123");
        for (String bad : List.of("12345", "+1234567890123456", "44770090012a", "++447700900123")) {
            Problems problems = new Problems();
            FIELDS.read(json("{\"phone\": \"" + bad + "\"}"), problems);
            assertThat(problems.has("phone")).as(bad).isTrue();
        }
    }

    private enum Size { SMALL, EXTRA_LARGE }

    @Test
    void anEnumChoiceYieldsTheConstantAndSaysWhatAChoiceOfItsNamesSays() {
        FieldSet byEnum = FieldSet.of(Field.choice("size", "Size", Size.class));
        FieldSet byNames = FieldSet.of(Field.choice("size", "Size", java.util.Set.of("SMALL", "EXTRA_LARGE")));

        Problems valid = new Problems();
        assertThat(byEnum.read(json("{\"size\": \" extra_large \"}"), valid).get("size")).isEqualTo(Size.EXTRA_LARGE);
        assertThat(valid.errors()).isEmpty();

        for (String wrong : List.of("\"MEDIUM\"", "3", "true")) {
            Problems fromEnum = new Problems();
            Problems fromNames = new Problems();
            byEnum.read(json("{\"size\": " + wrong + "}"), fromEnum);
            byNames.read(json("{\"size\": " + wrong + "}"), fromNames);
            assertThat(fromEnum.errors()).hasSize(1);
            assertThat(fromEnum.errors().getFirst().message()).isEqualTo("Size must be one of EXTRA_LARGE, SMALL")
                    .isEqualTo(fromNames.errors().getFirst().message());
        }
    }

    private static String phone(String value) {
        return phone(value, false);
    }

    private static String phone(String value, boolean asNumber) {
        Problems problems = new Problems();
        String raw = asNumber ? value : "\"" + value + "\"";
        String parsed = FIELDS.read(json("{\"phone\": " + raw + "}"), problems).text("phone");
        assertThat(problems.has("phone")).as(value).isFalse();
        return parsed;
    }

    private static Body json(String text) {
        ObjectNode node = (ObjectNode) JSON.readTree(text);
        return Body.ofJson(node);
    }
}
