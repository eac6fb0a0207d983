package dev.avs.financial;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.ApiResponse;
import dev.avs.support.ServiceTest;
import dev.avs.support.Statements;
import dev.avs.support.TestDatabase;
import dev.avs.support.Verifications;
import dev.avs.webhook.Receiver;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;

/**
 * A FINANCIAL run with a payment card, from the card's creation to the callbacks, and then everything the service
 * wrote: every row of every table of its own database, every log line (at DEBUG), every callback body, and every
 * answer and export a client can read. The card's full number is in none of them, in any spelling.
 */
@ExtendWith(OutputCaptureExtension.class)
@TestPropertySource(properties = {"avs.webhook.allow-private-targets=true", "avs.scheduling.polling-interval=100ms",
        "logging.level.root=INFO", "logging.level.dev.avs=DEBUG"})
class CardNumberLeakIT extends ServiceTest {

    private static final String CARD = "4539148803436467";

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-card-leak");
    }

    @Autowired
    JdbcTemplate jdbc;

    @Test
    void theFullNumberIsNowhere(CapturedOutput output) {
        Tenant tenant = newTenant();
        Verifications fixtures = new Verifications(tenant.api());
        List<String> seen = new ArrayList<>();
        try (Receiver receiver = new Receiver()) {
            String applicant = fixtures.person(Map.of("first_name", "Jan", "last_name", "Nowak"));
            String card = fixtures.document(applicant, "CREDIT_CARD", Map.of("card_number", "4539 1488-0343 6467",
                    "front_side_id", fixtures.photo(), "account_number", "GB29NWBK60161331926819"));
            LocalDate today = LocalDate.now(ZoneOffset.UTC);
            String pdf = tenant.api().upload("POST", "/files", "statement.pdf", Statements.pdf("Example Bank plc",
                    "MR JAN NOWAK", today.minusDays(30).toString(), today.minusDays(2).toString())).id("file_id");
            fixtures.document(applicant, "BANK_STATEMENT", Map.of("front_side_id", pdf));
            ApiResponse started = tenant.api().post("/verifications", Map.of("applicant_id", applicant,
                    "types", List.of("FINANCIAL"), "callback_url", receiver.url("/hook")));
            seen.add(started.body());
            String verification = started.id("verification_id");
            seen.add(fixtures.decided(verification).toString());
            eventually(Duration.ofSeconds(30), () -> receiver.about(verification), r -> r.size() >= 2)
                    .forEach(request -> seen.add(new String(request.body(), StandardCharsets.UTF_8)));
            // a client's reads and exports
            for (String path : List.of("/documents/" + card, "/applicants/" + applicant,
                    "/applicants/" + applicant + "/documents", "/verifications/" + verification,
                    "/verifications/" + verification + "/evidence", "/verifications/report?format=csv",
                    "/verifications/report", "/audit-events")) {
                ApiResponse read = tenant.api().get(path);
                assertThat(read.status()).as(path).isEqualTo(200);
                seen.add(read.body());
            }
            assertThat(tenant.api().get("/documents/" + card).json().path("card_number").asString())
                    .isEqualTo("453914******6467");
        }
        List<String> tables = jdbc.queryForList(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
                        + " AND table_type IN ('BASE TABLE', 'TABLE')", String.class);
        assertThat(tables).contains("document", "verification", "webhook_event");
        int values = 0;
        for (String table : tables) {
            for (Map<String, Object> row : jdbc.queryForList("SELECT * FROM " + table)) {
                for (Map.Entry<String, Object> column : row.entrySet()) {
                    Object value = column.getValue();
                    String text = value instanceof byte[] bytes ? new String(bytes, StandardCharsets.ISO_8859_1)
                            : String.valueOf(value);
                    assertThat(digitsOnly(text)).as(table + "." + column.getKey()).doesNotContain(CARD);
                    values++;
                }
            }
        }
        assertThat(values).isGreaterThan(100);
        assertThat(output.getAll()).contains("dev.avs");
        assertThat(digitsOnly(output.getAll())).as("the log").doesNotContain(CARD);
        assertThat(seen).allSatisfy(body -> assertThat(digitsOnly(body)).doesNotContain(CARD));
    }

    private static String digitsOnly(String text) {
        return text.replaceAll("[\\s\\-.]", "");
    }
}
