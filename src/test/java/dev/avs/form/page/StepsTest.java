package dev.avs.form.page;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.form.Form;
import dev.avs.reference.DocumentType;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * The hosted form's steps are data: every input they declare has its label, every input that may be required its
 * "required" message, every choice of a fixed group its option labels, every page its title and intro, in the
 * form's messages; and the step of every form type resolves to one definition.
 */
class StepsTest {

    private static final List<String> FORM_TYPES = List.of("PERSON", "COMPANY");

    @Test
    void everyDeclaredInputAndPageHasItsTexts() throws IOException {
        Properties messages = messages();
        List<String> missing = new ArrayList<>();
        for (String type : FORM_TYPES) {
            FormContext context = context(type);
            for (Step step : Step.values()) {
                if (step == Step.REVIEW || step == Step.FINANCIAL && type.equals("COMPANY")) {
                    continue;   // proof of funds is a person's
                }
                StepDefinition definition = steps().of(context, step).orElseThrow();
                String page = definition.page().apply(context);
                expect(messages, missing, "step." + page + ".title", "step." + page + ".intro");
                for (StepInput input : definition.inputs()) {
                    expect(messages, missing, "field." + input.name() + ".label");
                    if (input.requiredIn().test(context) || input.requiredIf() != null) {
                        expect(messages, missing, "field." + input.name() + ".required");
                    }
                    if (input.group() != null && input.label() == null && !input.group().equals("owner")) {
                        input.choices().apply(context).forEach(value ->
                                expect(messages, missing, "option." + input.group() + "." + value));
                    }
                }
            }
        }
        assertThat(missing).as("message keys the steps need").isEmpty();
    }

    @Test
    void aPersonsDocumentIsOneAndACompanysDocumentsAreAList() {
        assertThat(steps().of(context("PERSON"), Step.DOCUMENT).orElseThrow().list()).isNull();
        assertThat(steps().of(context("COMPANY"), Step.DOCUMENT).orElseThrow().list()).isNotNull();
        assertThat(steps().of(context("PERSON"), Step.REVIEW)).isEmpty();
    }

    private static void expect(Properties messages, List<String> missing, String... keys) {
        Arrays.stream(keys).filter(key -> !messages.containsKey(key)).filter(key -> !missing.contains(key))
                .forEach(missing::add);
    }

    /** The definitions, built without the facades their saves and lists call. */
    private static Steps steps() {
        return new Steps(null, null, new CompanySteps(null, null, null),
                new CheckedSteps(null, null, null, null, null, null, null, null, null));
    }

    /** A form of the type that accepts every document type (its steps' choices are then all offered). */
    private static FormContext context(String applicantType) {
        Form form = new Form("f", "Form", applicantType, List.of(), List.of(DocumentType.values()), List.of(),
                null, null, null, null, true, null, null);
        return new FormContext(null, form, "secret");
    }

    private static Properties messages() throws IOException {
        Properties messages = new Properties();
        try (InputStream in = StepsTest.class.getResourceAsStream("/messages/form.properties")) {
            messages.load(in);
        }
        return messages;
    }
}
