package dev.avs.form;

import dev.avs.account.AccountId;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Service;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * The account's forms for the console's administration: listed as the forms file writes them, and one form
 * created or changed from the same YAML, with the same checks as {@code forms set}.
 */
@Service
public class FormSettingsAdmin {

    private static final YAMLMapper YAML = YAMLMapper.builder()
            .disable(tools.jackson.dataformat.yaml.YAMLWriteFeature.WRITE_DOC_START_MARKER)
            .enable(tools.jackson.dataformat.yaml.YAMLWriteFeature.MINIMIZE_QUOTES).build();

    private final FormAdmin admin;
    private final JsonMapper json;

    FormSettingsAdmin(FormAdmin admin, JsonMapper json) {
        this.admin = admin;
        this.json = json;
    }

    /** Each form of the account, oldest first, as its YAML (form_id included, so that saving it back changes it). */
    public List<Map.Entry<String, String>> forms(AccountId account) {
        return admin.list(account).stream()
                .map(form -> Map.entry((String) form.get("form_id"), YAML.writeValueAsString(form)))
                .toList();
    }

    /**
     * Creates or changes one form from YAML; returns its id.
     *
     * @throws IllegalArgumentException naming every problem of the text, or a form id not in the account
     */
    public String save(AccountId account, String yaml) {
        FormSpec spec = FormConfigFile.readText(yaml == null ? "" : yaml, "the form", json);
        return admin.apply(account, spec, null).form().formId();
    }
}
