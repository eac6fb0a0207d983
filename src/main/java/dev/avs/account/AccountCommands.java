package dev.avs.account;

import java.io.PrintStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The operator's command line, run by the same jar: {@code java -jar avs.jar accounts create --name Acme}. It
 * starts the application without its web server and scheduler, against the configured database.
 */
public final class AccountCommands {

    private static final Set<String> GROUPS = Set.of("accounts", "keys", "webhook");
    static final String USAGE = """
            Usage: java -jar avs.jar <command>
              accounts create --name NAME             create an account and print its first API key
              accounts list                           list accounts
              accounts disable --account ID           refuse the account's keys (403 inactive_account)
              accounts enable --account ID
              keys create --account ID                create another API key and print it
              keys list --account ID                  list an account's keys (ids and last 4 characters)
              keys revoke --key KEY_ID_OR_KEY         revoke a key
              webhook set --account ID --url URL [--secret SECRET|generate]
                                                      set the default callback URL and signing secret""";

    private final AccountService accounts;
    private final PrintStream out;

    AccountCommands(AccountService accounts, PrintStream out) {
        this.accounts = accounts;
        this.out = out;
    }

    public static boolean isCommand(String[] args) {
        return args.length > 0 && (GROUPS.contains(args[0]) || args[0].equals("help"));
    }

    /** Runs one command in the given context; returns the process exit code. */
    public static int run(ConfigurableApplicationContext context, String[] args, PrintStream out) {
        return new AccountCommands(context.getBean(AccountService.class), out).execute(List.of(args));
    }

    int execute(List<String> args) {
        if (args.size() < 2) {
            out.println(USAGE);
            return args.size() == 1 && args.getFirst().equals("help") ? 0 : 2;
        }
        Map<String, String> options = options(args.subList(2, args.size()));
        try {
            switch (args.get(0) + " " + args.get(1)) {
                case "accounts create" -> {
                    AccountService.NewAccount created = accounts.createAccount(required(options, "name"));
                    out.println("account_id: " + created.account());
                    printKey(created.key());
                }
                case "accounts list" -> accounts.accounts().forEach(a -> out.println(a.account() + "  "
                        + (a.active() ? "active  " : "disabled") + "  " + a.name()));
                case "accounts disable", "accounts enable" -> {
                    boolean enable = args.get(1).equals("enable");
                    if (!accounts.setActive(account(options), enable)) {
                        return fail("No such account");
                    }
                    out.println(enable ? "enabled" : "disabled");
                }
                case "keys create" -> printKey(accounts.createKey(account(options)));
                case "keys list" -> accounts.keys(account(options)).forEach(k -> out.println(k.keyId() + "  ..."
                        + k.hint() + "  created " + k.createdAt() + (k.revokedAt() == null ? "" : "  revoked " + k.revokedAt())));
                case "keys revoke" -> {
                    if (!accounts.revokeKey(required(options, "key"))) {
                        return fail("No such active key");
                    }
                    out.println("revoked");
                }
                case "webhook set" -> {
                    String secret = accounts.setWebhook(account(options), required(options, "url"), options.get("secret"));
                    out.println("webhook_url: " + options.get("url"));
                    out.println("webhook_secret: " + secret);
                }
                default -> {
                    out.println(USAGE);
                    return 2;
                }
            }
            return 0;
        } catch (IllegalArgumentException e) {
            return fail(e.getMessage());
        }
    }

    private void printKey(AccountService.NewKey key) {
        out.println("key_id: " + key.keyId());
        out.println("api_key: " + key.key() + "   (shown only now; store it)");
    }

    private int fail(String message) {
        out.println("error: " + message);
        return 1;
    }

    private AccountId account(Map<String, String> options) {
        String id = required(options, "account");
        try {
            AccountId account = new AccountId(id);
            if (!accounts.exists(account)) {
                throw new IllegalArgumentException("No such account " + id);
            }
            return account;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("No such account " + id);
        }
    }

    private static String required(Map<String, String> options, String name) {
        String value = options.get(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("--" + name + " is required");
        }
        return value;
    }

    private static Map<String, String> options(List<String> args) {
        Map<String, String> options = new HashMap<>();
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
}
