package dev.avs.form;

import static dev.avs.cli.OperatorCommand.required;

import dev.avs.account.AccountId;
import dev.avs.account.Accounts;
import dev.avs.cli.OperatorCommand;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.json.JsonMapper;

/**
 * Operator commands for hosted forms, and the loading of the configuration file ({@code avs.form.config-file})
 * when the server starts: a file that is present but not valid stops the start with the list of its problems.
 */
@Component
class FormCommands implements OperatorCommand, ApplicationRunner {

    private static final Logger LOG = LoggerFactory.getLogger(FormCommands.class);

    private final FormAdmin admin;
    private final Accounts accounts;
    private final FormProperties properties;
    private final TransactionTemplate transactions;
    private final JsonMapper json;
    private final boolean cli;

    FormCommands(FormAdmin admin, Accounts accounts, FormProperties properties, TransactionTemplate transactions,
                 JsonMapper json, Environment environment) {
        this.admin = admin;
        this.accounts = accounts;
        this.properties = properties;
        this.transactions = transactions;
        this.json = json;
        this.cli = environment.getProperty("avs.cli", Boolean.class, false);
    }

    @Override
    public Set<String> groups() {
        return Set.of("forms");
    }

    @Override
    public String usage() {
        return """
                  forms list --account ID                          print the account's forms and their policies
                  forms set --account ID --file FORM.yml [--form FORM_ID]
                                                                   create or change one form (see docs/forms.md)
                  forms load [--file FORMS.yml]                    apply the forms file (default avs.form.config-file)""";
    }

    @Override
    public int execute(String group, String command, Map<String, String> options, PrintStream out) {
        switch (command) {
            case "list" -> out.println(pretty(admin.list(account(options))));
            case "set" -> {
                AccountId account = account(options);
                FormSpec spec = FormConfigFile.readOne(Path.of(required(options, "file")), json);
                FormAdmin.Applied applied = admin.apply(account, spec, options.get("form"));
                out.println((applied.created() ? "created form " : "updated form ") + applied.form().formId());
            }
            case "load" -> {
                Path file = options.containsKey("file") ? Path.of(options.get("file")) : properties.configFile();
                if (file == null || !Files.exists(file)) {
                    throw new IllegalArgumentException("No forms file at " + file);
                }
                out.println(load(file));
            }
            default -> {
                return 2;
            }
        }
        return 0;
    }

    /** Applies every entry of the file in one transaction: all of it or, on any problem, none of it. */
    String load(Path file) {
        List<FormConfigFile.Entry> entries = FormConfigFile.readAll(file, json);
        int[] counts = new int[2];
        transactions.executeWithoutResult(status -> entries.forEach(entry -> {
            AccountId account = accounts.existing(entry.accountId()).orElseThrow(() -> new IllegalArgumentException(
                    file + ": no account " + entry.accountId()));
            try {
                counts[admin.apply(account, entry.spec(), null).created() ? 0 : 1]++;
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + ": form " + entry.spec().name() + " of account "
                        + entry.accountId() + ": " + e.getMessage());
            }
        }));
        return "loaded " + file + ": " + counts[0] + " created, " + counts[1] + " updated";
    }

    /** At start (not for operator commands, which load on request): the configuration file, when present. */
    @Override
    public void run(ApplicationArguments args) {
        Path file = properties.configFile();
        if (cli || file == null || !Files.exists(file)) {
            return;
        }
        try {
            LOG.info(load(file));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("The forms file is not valid: " + e.getMessage(), e);
        }
    }

    private AccountId account(Map<String, String> options) {
        return accounts.existing(required(options, "account"))
                .orElseThrow(() -> new IllegalArgumentException("No such account " + options.get("account")));
    }

    private String pretty(Object value) {
        return json.writerWithDefaultPrettyPrinter().writeValueAsString(value);
    }
}
