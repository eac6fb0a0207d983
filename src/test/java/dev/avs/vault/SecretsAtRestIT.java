package dev.avs.vault;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.cli.CommandLine;
import dev.avs.console.ConsoleSession;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * No secret the service hands out is stored in clear anywhere: every table is read directly, every column of every
 * row, for an API key, a live form URL's secret (also in its idempotent replay), a webhook signing secret, a console
 * user's password and TOTP secret, each made the way a user makes them (API, console pages, operator commands).
 */
class SecretsAtRestIT extends IntegrationTest {

    @Autowired
    DataSource dataSource;
    @Autowired
    ConfigurableApplicationContext context;

    @Test
    void noTableHoldsASecretInClear() throws Exception {
        Tenant tenant = newTenant();
        Map<String, String> secrets = new LinkedHashMap<>();
        secrets.put("first API key", tenant.api().key());

        String form = tenant.api().get("/forms").json().path("items").get(0).path("form_id").asString();
        Api idempotent = tenant.api().withHeader("Idempotency-Key", "url-" + System.nanoTime());
        ApiResponse url = idempotent.post("/forms/" + form + "/urls", Map.of());
        String formUrl = url.json().path("form_url").asString();
        secrets.put("form URL secret", formUrl.substring(formUrl.lastIndexOf('/') + 1));
        ApiResponse replayed = idempotent.post("/forms/" + form + "/urls", Map.of());
        assertThat(replayed.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(replayed.json().path("form_url").asString()).isEqualTo(formUrl);

        String email = "at-rest-" + System.nanoTime() + "@example.com";
        String password = value(command("users", "create", "--account", tenant.account().value(), "--email", email,
                "--role", "admin"), "password");
        secrets.put("console password", password);
        ConsoleSession admin = new ConsoleSession(baseUrl());
        admin.signIn(email, password, null);
        admin.get("/console/admin");
        secrets.put("API key made in the console", value(admin.post("/console/admin/keys", Map.of()).body(),
                "id=\"new-key\">([^<]+)<"));
        admin.get("/console/admin");
        secrets.put("webhook secret", value(admin.post("/console/admin/webhook/secret", Map.of("rotate", "1")).body(),
                "id=\"secret\">([^<]+)<"));
        admin.get("/console/admin");
        secrets.put("new user's password", value(admin.post("/console/admin/users", Map.of("email",
                "second-" + email, "name", "Second", "role", "viewer")).body(), "id=\"new-password\">([^<]+)<"));
        secrets.put("TOTP secret", value(command("users", "totp", "--email", email, "--enabled", "true"),
                "totp_secret"));
        admin.get("/console/queue");

        List<String> found = new ArrayList<>();
        try (Connection connection = dataSource.getConnection()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = connection.getMetaData().getTables(null, connection.getSchema(), "%",
                    new String[] {"TABLE"})) {
                while (rs.next()) {
                    tables.add(rs.getString("TABLE_NAME"));
                }
            }
            assertThat(tables).contains("api_key", "account", "console_user", "idempotency_record", "form_url",
                    "spring_session_attributes");
            for (String table : tables) {
                try (Statement statement = connection.createStatement();
                     ResultSet rows = statement.executeQuery("SELECT * FROM " + table)) {
                    ResultSetMetaData columns = rows.getMetaData();
                    while (rows.next()) {
                        for (int c = 1; c <= columns.getColumnCount(); c++) {
                            Object value = rows.getObject(c);
                            String text = value instanceof byte[] bytes ? new String(bytes, StandardCharsets.ISO_8859_1)
                                    : String.valueOf(value);
                            for (Map.Entry<String, String> secret : secrets.entrySet()) {
                                if (text.contains(secret.getValue())) {
                                    found.add(secret.getKey() + " in " + table + "." + columns.getColumnName(c));
                                }
                            }
                        }
                    }
                }
            }
        }
        assertThat(found).isEmpty();
    }

    private String command(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        int code = CommandLine.run(context, args, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertThat(code).as(bytes.toString(StandardCharsets.UTF_8)).isZero();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static String value(String text, String name) {
        Matcher m = Pattern.compile(name.contains("(") ? name : name + ": (\\S+)").matcher(text);
        assertThat(m.find()).as(text).isTrue();
        return m.group(1);
    }
}
