package dev.avs.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A group of operator commands ({@code java -jar avs.jar <group> <command> --option value}), run against the
 * configured database without the web server. Modules add groups by implementing this as a bean.
 */
public interface OperatorCommand {

    /** The command groups this bean answers, e.g. {@code policy}. */
    Set<String> groups();

    /** One line per command, for the usage text. */
    String usage();

    /**
     * Runs {@code group command} with its options; returns the exit code (0 done, 1 failed, 2 usage). Throw
     * IllegalArgumentException with a message for the operator on bad input.
     */
    int execute(String group, String command, Map<String, String> options, PrintStream out);

    /** Parses {@code --name value} and {@code --name=value} options. */
    static Map<String, String> options(List<String> args) {
        Map<String, String> options = new java.util.HashMap<>();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                throw new IllegalArgumentException("Unexpected argument " + arg);
            }
            int eq = arg.indexOf('=');
            if (eq > 0) {
                options.put(arg.substring(2, eq), arg.substring(eq + 1));
            } else if (i + 1 < args.size()) {
                options.put(arg.substring(2), args.get(++i));
            } else {
                throw new IllegalArgumentException(arg + " needs a value");
            }
        }
        return options;
    }

    static String required(Map<String, String> options, String name) {
        String value = options.get(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("--" + name + " is required");
        }
        return value;
    }
}
