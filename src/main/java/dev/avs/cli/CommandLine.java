package dev.avs.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The operator's command line, run by the same jar: {@code java -jar avs.jar accounts create --name Acme}. It
 * dispatches to the {@link OperatorCommand} beans of the modules.
 */
public final class CommandLine {

    private CommandLine() {
    }

    /**
     * Whether the jar runs a command rather than the server: a first argument that is not an option. The groups
     * themselves are known only from the {@link OperatorCommand} beans, so a module's new group is reachable from
     * the jar as soon as it exists, and a word that names none gets the usage (exit 2) instead of a server.
     */
    public static boolean isCommand(String[] args) {
        return args.length > 0 && !args[0].startsWith("-");
    }

    /** Runs one command in the given context, output and errors to one stream; returns the process exit code. */
    public static int run(ConfigurableApplicationContext context, String[] args, PrintStream out) {
        return run(context, args, out, out);
    }

    /** Runs one command; what went wrong is one line on {@code err}. Returns the process exit code. */
    public static int run(ConfigurableApplicationContext context, String[] args, PrintStream out, PrintStream err) {
        List<OperatorCommand> commands = context.getBeansOfType(OperatorCommand.class).values().stream()
                .sorted(Comparator.comparing(c -> c.groups().stream().sorted().findFirst().orElse(""))).toList();
        if (args.length < 2) {
            usage(commands, out);
            return args.length == 1 && args[0].equals("help") ? 0 : 2;
        }
        OperatorCommand command = commands.stream().filter(c -> c.groups().contains(args[0])).findFirst().orElse(null);
        if (command == null) {
            usage(commands, out);
            return 2;
        }
        try {
            int code = command.execute(args[0], args[1],
                    OperatorCommand.options(Arrays.asList(args).subList(2, args.length)), out);
            if (code == 2) {
                usage(commands, out);
            }
            return code;
        } catch (IllegalArgumentException e) {
            err.println("error: " + describe(e));
            return 1;
        }
    }

    /**
     * What went wrong, in one line for the operator: the innermost cause's first line (the outer exceptions of a
     * failed start only wrap it), named as a database problem when it is one.
     */
    public static String describe(Throwable failure) {
        Throwable root = failure;
        boolean database = false;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            database |= t instanceof java.sql.SQLException || t instanceof org.springframework.dao.DataAccessException;
            root = t;
        }
        String message = root.getMessage() == null ? root.getClass().getSimpleName() : root.getMessage();
        String line = message.lines().findFirst().orElse("").replaceAll("\\s*\\[[0-9-]+]$", "").strip();
        return database ? "the database cannot be used: " + line : line;
    }

    private static void usage(List<OperatorCommand> commands, PrintStream out) {
        out.println("Usage: java -jar avs-exec.jar <command>");
        commands.forEach(c -> out.println(c.usage()));
    }
}
