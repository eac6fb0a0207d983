package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.reference.DocumentType;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.dataformat.yaml.YAMLMapper;

class FormSpecTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static FormSpec read(String yaml) {
        JsonNode node = YAMLMapper.builder().build().readTree(yaml);
        return FormSpec.read(node, "test", JSON);
    }

    @Test
    void readsAFormWithDefaults() {
        FormSpec spec = read("""
                name: " KYB "
                applicant_type: COMPANY
                steps: [company, AFFILIATED_PERSONS, DOCUMENT, ADDRESS]
                verification_types: [PROFILE, COMPANY, ADDRESS]
                """);

        assertThat(spec.name()).isEqualTo("KYB");
        assertThat(spec.steps()).containsExactly("COMPANY", "AFFILIATED_PERSONS", "DOCUMENT", "ADDRESS");
        assertThat(spec.documentTypes()).contains(DocumentType.REGISTRATION_COMPANY, DocumentType.ADDRESS_DOCUMENT,
                DocumentType.PASSPORT).doesNotContain(DocumentType.SELFIE_IMAGE);
        assertThat(spec.urlTtlSeconds()).isEqualTo(86_400);
        assertThat(spec.maxAttempts()).isNull();
        assertThat(spec.policy()).isNull();
    }

    @Test
    void listsEveryProblemWithWhereItIs() {
        assertThatThrownBy(() -> read("""
                name: ""
                applicant_type: COMPANY
                steps: [COMPANY, SELFIE, COMPANY]
                document_types: [PASSPORT]
                verification_types: [COMPANY, SMELL]
                max_attempts: 0
                callback_url: ftp://example.com
                policy: strict
                """))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("test: ")
                .hasMessageContaining("name must be 1 to 255 characters")
                .hasMessageContaining("steps: SELFIE is not one of COMPANY, AFFILIATED_PERSONS, DOCUMENT, ADDRESS")
                .hasMessageContaining("steps: COMPANY is listed twice")
                .hasMessageContaining("verification_types: SMELL is not one of")
                .hasMessageContaining("COMPANY needs a COMPANY form with the AFFILIATED_PERSONS and DOCUMENT steps")
                .hasMessageContaining("max_attempts must be a whole number from 1")
                .hasMessageContaining("callback_url must be an http or https URL")
                .hasMessageContaining("policy must be a mapping");
    }

    @Test
    void aSelfieStepNeedsSelfiesAndAFormNeedsAType() {
        assertThatThrownBy(() -> read("""
                name: x
                applicant_type: PERSON
                steps: [PROFILE, SELFIE]
                document_types: [PASSPORT]
                verification_types: [PROFILE]
                """)).hasMessageContaining("the SELFIE step needs SELFIE_IMAGE");
        assertThatThrownBy(() -> read("name: x")).hasMessageContaining("applicant_type is required")
                .hasMessageContaining("verification_types must list at least one of");
    }
}
