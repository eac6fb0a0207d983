package dev.avs.form;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.dataformat.yaml.YAMLMapper;

/**
 * The operator's form files (YAML; see docs/forms.md): the configuration file lists the forms of each account,
 * {@code accounts: {<account id>: [form, ...]}}; {@code forms set} takes a file holding one form.
 */
final class FormConfigFile {

    /** One form of one account. */
    record Entry(String accountId, FormSpec spec) {
    }

    private static final YAMLMapper YAML = YAMLMapper.builder().build();

    private FormConfigFile() {
    }

    /** Every entry of a configuration file, or an IllegalArgumentException listing every problem, one per line. */
    static List<Entry> readAll(Path file, JsonMapper json) {
        JsonNode root = parse(file);
        JsonNode accounts = root.get("accounts");
        if (!root.isObject() || accounts == null || !accounts.isObject() || root.size() != 1) {
            throw new IllegalArgumentException(file + ": expected a mapping 'accounts' of account ids to lists of forms");
        }
        List<Entry> entries = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        for (String accountId : accounts.propertyNames()) {
            JsonNode list = accounts.get(accountId);
            if (!list.isArray()) {
                problems.add("accounts." + accountId + ": expected a list of forms");
                continue;
            }
            for (int i = 0; i < list.size(); i++) {
                try {
                    entries.add(new Entry(accountId, FormSpec.read(list.get(i), "accounts." + accountId + "[" + i + "]",
                            json)));
                } catch (IllegalArgumentException e) {
                    problems.add(e.getMessage());
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(file + " is not valid:\n  " + String.join("\n  ", problems));
        }
        return entries;
    }

    /** A file holding one form. */
    static FormSpec readOne(Path file, JsonMapper json) {
        return FormSpec.read(parse(file), file.toString(), json);
    }

    /** One form written as YAML (or JSON) text, such as the console's form editor sends. */
    static FormSpec readText(String text, String where, JsonMapper json) {
        return FormSpec.read(parse(text, where), where, json);
    }

    private static JsonNode parse(Path file) {
        try {
            return parse(Files.readString(file), file.toString());
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read " + file + ": " + e.getMessage());
        }
    }

    private static JsonNode parse(String text, String where) {
        try {
            JsonNode node = YAML.readTree(text);
            if (node == null || node.isMissingNode()) {
                throw new IllegalArgumentException(where + " is empty");
            }
            return node;
        } catch (JacksonException e) {
            throw new IllegalArgumentException("Cannot parse " + where + ": " + e.getOriginalMessage());
        }
    }
}
