package dev.avs.financial;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.cli.CommandLine;
import dev.avs.console.ConsoleSession;
import dev.avs.support.ApiResponse;
import dev.avs.support.ServiceTest;
import dev.avs.support.Statements;
import dev.avs.support.TestDatabase;
import dev.avs.support.VerificationFlows;
import dev.avs.webhook.Receiver;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

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

    @Autowired
    ConfigurableApplicationContext context;

    @Test
    void theFullNumberIsNowhere(CapturedOutput output) {
        Tenant tenant = newTenant();
        VerificationFlows fixtures = new VerificationFlows(tenant.api());
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

    /**
     * Card numbers in text AVS reads from documents and in a CREDIT_CARD's {@code document_number}: statements whose
     * first line (the issuer, a detail of the decline) prints a card number with spaces, with dashes and without
     * separators, and a KYCAID client's card sent as {@code document_number} only. Each is masked in the API's
     * reads, the callbacks, the reports, the console's pages and the log; an account number that fails the Luhn
     * check is shown as printed.
     */
    @Test
    void cardNumbersReadFromDocumentsOrSentAsDocumentNumbersAreMasked(CapturedOutput output) {
        Tenant tenant = newTenant();
        VerificationFlows fixtures = new VerificationFlows(tenant.api());
        List<String> seen = new ArrayList<>();
        Map<String, String> issuers = new LinkedHashMap<>();
        issuers.put("Visa card 4111 1111 1111 1111 statement", "Visa card 4111 11** **** 1111 statement");
        issuers.put("Mastercard 5555-5555-5555-4444 statement", "Mastercard 5555-55**-****-4444 statement");
        issuers.put("Card 6011111111111117 statement", "Card 601111******1117 statement");
        issuers.put("Example Bank account 1234567812345678", "Example Bank account 1234567812345678");
        List<String> verifications = new ArrayList<>();
        List<String> applicants = new ArrayList<>();
        try (Receiver receiver = new Receiver()) {
            LocalDate to = LocalDate.now(ZoneOffset.UTC).minusDays(120);
            for (String firstLine : issuers.keySet()) {
                String applicant = fixtures.person(Map.of("first_name", "Jan", "last_name", "Nowak"));
                // outdated, so that the decline's reason carries the statement's details (the issuer among them)
                String pdf = tenant.api().upload("POST", "/files", "statement.pdf", Statements.pdf(List.of(firstLine,
                        "MR JAN NOWAK", "Statement period " + to.minusDays(30) + " to " + to,
                        to + "  Closing balance          1,180.65"), null)).id("file_id");
                fixtures.document(applicant, "BANK_STATEMENT", Map.of("front_side_id", pdf));
                ApiResponse started = tenant.api().post("/verifications", Map.of("applicant_id", applicant,
                        "types", List.of("FINANCIAL"), "callback_url", receiver.url("/hook")));
                assertThat(started.status()).as(started.toString()).isEqualTo(200);
                verifications.add(started.id("verification_id"));
                applicants.add(applicant);
            }
            // a KYCAID client's payment card: its number in document_number, no card_number
            String cardholder = fixtures.person(Map.of("first_name", "Jan", "last_name", "Nowak"));
            ApiResponse created = tenant.api().post("/documents", Map.of("applicant_id", cardholder,
                    "type", "CREDIT_CARD", "document_number", "3782 822463 10005"));
            seen.add(created.body());
            String card = created.id("document_id");
            ApiResponse cardVerification = tenant.api().post("/verifications", Map.of("applicant_id", cardholder,
                    "types", List.of("FINANCIAL"), "callback_url", receiver.url("/hook")));
            assertThat(cardVerification.status()).as("the number in document_number is the card's number: "
                    + cardVerification).isEqualTo(200);
            verifications.add(cardVerification.id("verification_id"));
            applicants.add(cardholder);

            List<String> issuersShown = new ArrayList<>();
            for (int i = 0; i < issuers.size(); i++) {
                JsonNode decided = fixtures.decided(verifications.get(i));
                issuersShown.add(VerificationFlows.reason(decided, "FINANCIAL_DOCUMENT_OUTDATED").path("details")
                        .path("issuer").asString());
            }
            assertThat(issuersShown).containsExactlyElementsOf(issuers.values());
            fixtures.decided(verifications.getLast());
            for (String verification : verifications) {
                eventually(Duration.ofSeconds(30), () -> receiver.about(verification), r -> r.stream()
                        .anyMatch(request -> request.json().path("type").asString().equals("VERIFICATION_COMPLETED")))
                        .forEach(request -> seen.add(new String(request.body(), StandardCharsets.UTF_8)));
            }
            assertThat(String.join("\n", seen)).contains("Visa card 4111 11** **** 1111 statement");

            assertThat(tenant.api().get("/documents/" + card).json().path("document_number").asString())
                    .isEqualTo("378282*****0005");
            assertThat(tenant.api().get("/applicants/" + cardholder + "/documents").json().path("items").get(0)
                    .path("document_number").asString()).isEqualTo("378282*****0005");
            List<String> reads = new ArrayList<>(List.of("/documents/" + card, "/applicants/" + cardholder,
                    "/applicants/" + cardholder + "/documents", "/verifications/report?format=csv",
                    "/verifications/report", "/audit-events"));
            for (String verification : verifications) {
                reads.add("/verifications/" + verification);
                reads.add("/verifications/" + verification + "/evidence");
            }
            for (String path : reads) {
                ApiResponse read = tenant.api().get(path);
                assertThat(read.status()).as(path).isEqualTo(200);
                seen.add(read.body());
            }
        }
        ConsoleSession console = reviewer(tenant);
        for (int i = 0; i < verifications.size(); i++) {
            for (String path : List.of("/console/verifications/" + verifications.get(i),
                    "/console/applicants/" + applicants.get(i))) {
                ConsoleSession.Page page = console.get(path);
                assertThat(page.status()).as(path).isEqualTo(200);
                seen.add(page.body());
            }
        }
        ConsoleSession.Page search = console.get("/console/applicants?q=3782%20822463%2010005");
        assertThat(search.body()).as("a search for the card's full number finds its masked number")
                .contains(applicants.getLast());
        seen.add(search.body());
        assertThat(String.join("\n", seen)).as("an account number that fails the Luhn check is no card number")
                .contains("Example Bank account 1234567812345678");
        for (String number : List.of("4111111111111111", "5555555555554444", "6011111111111117",
                "378282246310005")) {
            assertThat(seen).allSatisfy(body -> assertThat(digitsOnly(body)).doesNotContain(number));
            assertThat(digitsOnly(output.getAll())).as("the log").doesNotContain(number);
        }
    }

    /** A reviewer of the tenant's account, made with the operator command and signed in to the console. */
    private ConsoleSession reviewer(Tenant tenant) {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int code = CommandLine.run(context, new String[] {"users", "create", "--account", tenant.account().value(),
                "--email", "cards" + System.nanoTime() + "@example.com", "--role", "reviewer"},
                new PrintStream(printed, true, StandardCharsets.UTF_8));
        String text = printed.toString(StandardCharsets.UTF_8);
        assertThat(code).as(text).isZero();
        ConsoleSession session = new ConsoleSession(baseUrl());
        ConsoleSession.Page landed = session.signIn(value(text, "email"), value(text, "password"), null);
        assertThat(landed.redirectsTo("/console")).as(landed.toString()).isTrue();
        return session;
    }

    private static String value(String text, String name) {
        Matcher m = Pattern.compile("(?m)^" + name + ": (\\S+)").matcher(text);
        assertThat(m.find()).as(name + " in " + text).isTrue();
        return m.group(1);
    }

    private static String digitsOnly(String text) {
        return text.replaceAll("[\\s\\-.]", "");
    }
}
