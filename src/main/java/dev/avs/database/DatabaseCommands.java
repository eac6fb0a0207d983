package dev.avs.database;

import dev.avs.cli.OperatorCommand;
import java.io.PrintStream;
import java.util.Map;
import java.util.Set;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.springframework.stereotype.Component;

/**
 * {@code database migrate}: the schema's migrations on their own, before any node starts (a Kubernetes init
 * container, a release step). Every start of the service and of a command migrates the same way; Flyway holds a
 * lock on the database meanwhile, so starts that meet it wait and then find nothing left to do: the migrations run
 * once however many start at a time.
 */
@Component
class DatabaseCommands implements OperatorCommand {

    private final Flyway flyway;

    DatabaseCommands(Flyway flyway) {
        this.flyway = flyway;
    }

    @Override
    public Set<String> groups() {
        return Set.of("database");
    }

    @Override
    public String usage() {
        return """
                  database migrate                        bring the schema up to date (as every start does) and
                                                          print its version""";
    }

    @Override
    public int execute(String group, String command, Map<String, String> options, PrintStream out) {
        if (!command.equals("migrate")) {
            return 2;
        }
        // the context's start has migrated already (under Flyway's lock); this finds what is left, if anything
        int applied = flyway.migrate().migrationsExecuted;
        MigrationInfo current = flyway.info().current();
        out.println("schema_version: " + (current == null ? "none" : current.getVersion()));
        out.println("pending: " + flyway.info().pending().length + (applied > 0 ? " (" + applied + " applied)" : ""));
        return 0;
    }
}
