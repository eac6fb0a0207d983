package dev.avs.verification;

import static dev.avs.cli.OperatorCommand.required;

import dev.avs.account.AccountId;
import dev.avs.account.Accounts;
import dev.avs.cli.OperatorCommand;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Component;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.dataformat.yaml.YAMLMapper;

/** Operator commands for an account's or a form's decision policy overrides. */
@Component
class PolicyCommands implements OperatorCommand {

    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };

    private final Policies policies;
    private final Accounts accounts;
    private final List<FormSettingsSource> forms;
    private final JsonMapper json;

    PolicyCommands(Policies policies, Accounts accounts, List<FormSettingsSource> forms, JsonMapper json) {
        this.policies = policies;
        this.accounts = accounts;
        this.forms = forms;
        this.json = json;
    }

    @Override
    public Set<String> groups() {
        return Set.of("policy");
    }

    @Override
    public String usage() {
        return """
                  policy show --account ID [--form FORM_ID]        print the effective policy and its version
                  policy set --account ID [--form FORM_ID] --file OVERRIDES.yml|json
                                                                   replace the overrides (e.g. min_age: 21)
                  policy reset --account ID [--form FORM_ID]       drop the overrides""";
    }

    @Override
    public int execute(String group, String command, Map<String, String> options, PrintStream out) {
        AccountId account = accounts.existing(required(options, "account"))
                .orElseThrow(() -> new IllegalArgumentException("No such account " + options.get("account")));
        String form = options.get("form");
        if (form != null && forms.stream().noneMatch(f -> f.find(account, form).isPresent())) {
            throw new IllegalArgumentException("No such form " + form + " in the account");
        }
        Policy effective = switch (command) {
            case "show" -> policies.effective(account, form);
            case "set" -> policies.setOverrides(account, form, new PolicyOverrides(read(Path.of(required(options, "file")))));
            case "reset" -> policies.setOverrides(account, form, PolicyOverrides.none());
            default -> null;
        };
        if (effective == null) {
            return 2;
        }
        out.println(json.writerWithDefaultPrettyPrinter().writeValueAsString(effective));
        return 0;
    }

    private Map<String, Object> read(Path file) {
        try {
            String text = Files.readString(file);
            return file.toString().endsWith(".json") ? json.readValue(text, MAP)
                    : YAMLMapper.builder().build().readValue(text, MAP);
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read " + file + ": " + e.getMessage());
        } catch (tools.jackson.core.JacksonException e) {
            throw new IllegalArgumentException("Cannot parse " + file + ": " + e.getOriginalMessage());
        }
    }
}
