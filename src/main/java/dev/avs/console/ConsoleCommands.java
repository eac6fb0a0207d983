package dev.avs.console;

import static dev.avs.cli.OperatorCommand.required;

import dev.avs.account.Accounts;
import dev.avs.cli.OperatorCommand;
import java.io.PrintStream;
import java.util.Map;
import java.util.Set;
import org.springframework.stereotype.Component;

/** Operator commands for console users. */
@Component
class ConsoleCommands implements OperatorCommand {

    private final ConsoleUsers users;
    private final Accounts accounts;

    ConsoleCommands(ConsoleUsers users, Accounts accounts) {
        this.users = users;
        this.accounts = accounts;
    }

    @Override
    public Set<String> groups() {
        return Set.of("users");
    }

    @Override
    public String usage() {
        return """
                  users create --account ID --email EMAIL --role admin|reviewer|viewer [--name NAME]
                                                          create a console user and print a generated password
                  users list --account ID                 list an account's console users
                  users disable --email EMAIL             refuse the user's sign-ins
                  users enable --email EMAIL
                  users reset-password --email EMAIL      print a new generated password and lift a lockout
                  users totp --email EMAIL --enabled true|false
                                                          turn the second factor on (prints the secret) or off""";
    }

    @Override
    public int execute(String group, String command, Map<String, String> options, PrintStream out) {
        switch (command) {
            case "create" -> {
                ConsoleUsers.Created created = users.create(accounts.existing(required(options, "account"))
                                .orElseThrow(() -> new IllegalArgumentException("No such account " + options.get("account"))),
                        required(options, "email"), options.get("name"), required(options, "role"));
                out.println("user_id: " + created.user().userId());
                out.println("email: " + created.user().email());
                out.println("password: " + created.password() + "   (shown only now)");
            }
            case "list" -> users.all(accounts.existing(required(options, "account"))
                            .orElseThrow(() -> new IllegalArgumentException("No such account " + options.get("account"))))
                    .forEach(u -> out.println(u.userId() + "  " + u.role().apiName() + "  "
                            + (u.disabled() ? "disabled" : "active  ") + "  " + u.email()));
            case "disable", "enable" -> {
                ConsoleUser user = user(options);
                users.setDisabled(user.account(), user.userId(), command.equals("disable"));
                out.println(command + "d");
            }
            case "reset-password" -> out.println("password: " + users.resetPassword(user(options)) + "   (shown only now)");
            case "totp" -> {
                ConsoleUser user = user(options);
                String enabled = required(options, "enabled");
                if (enabled.equals("true")) {
                    String secret = users.enableTotp(user);
                    out.println("totp_secret: " + secret);
                    out.println("otpauth: " + Totp.uri(secret, user.email()));
                } else if (enabled.equals("false")) {
                    users.disableTotp(user);
                    out.println("second factor off");
                } else {
                    throw new IllegalArgumentException("--enabled must be true or false");
                }
            }
            default -> {
                return 2;
            }
        }
        return 0;
    }

    private ConsoleUser user(Map<String, String> options) {
        return users.byEmail(required(options, "email"))
                .orElseThrow(() -> new IllegalArgumentException("No console user with this email"));
    }
}
