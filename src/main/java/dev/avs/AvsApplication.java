package dev.avs;

import dev.avs.cli.CommandLine;
import org.springframework.boot.LazyInitializationExcludeFilter;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.flyway.autoconfigure.FlywayMigrationInitializer;
import org.springframework.context.ConfigurableApplicationContext;

@SpringBootApplication
public class AvsApplication {

    public static void main(String[] args) {
        if (CommandLine.isCommand(args)) {
            System.exit(runCommand(args));
        }
        SpringApplication.run(AvsApplication.class, args);
    }

    /**
     * Operator commands run against the configured database, with no web server and no background work. They
     * log nothing: what goes wrong is one readable line on stderr (and exit code 1), never a stack trace.
     * <p>
     * A command uses a few services, so beans are made when first needed (lazy initialization): a command does
     * not build the checks, the engines and the web layer it never calls. Made at start all the same: the
     * database's migrations (every command runs on the current schema, even one that reaches the database
     * without a repository); Spring Boot itself keeps eager the beans that finish the start once every bean
     * exists (the job queues) and those started with the context.
     */
    static int runCommand(String[] args) {
        // as command-line properties, which application.yml cannot override (defaults could not turn its
        // bootstrap and scheduling off)
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(AvsApplication.class)
                .web(WebApplicationType.NONE)
                .lazyInitialization(true)
                .initializers(made -> made.getBeanFactory().registerSingleton("commandEagerBeans",
                        LazyInitializationExcludeFilter.forBeanTypes(FlywayMigrationInitializer.class)))
                .run("--avs.cli=true", "--avs.account.bootstrap=false", "--avs.scheduling.enabled=false",
                        "--spring.main.banner-mode=off", "--logging.level.root=OFF")) {
            return CommandLine.run(context, args, System.out, System.err);
        } catch (RuntimeException e) {
            System.err.println("error: " + CommandLine.describe(e));
            return 1;
        }
    }
}
