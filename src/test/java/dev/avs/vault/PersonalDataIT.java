package dev.avs.vault;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ServiceTest;
import dev.avs.support.TestDatabase;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * Personal data at rest, read straight from the tables and the storage folder: no plaintext of a created applicant's
 * name, document number or photo; erasure through the API; a key rotation that re-encrypts everything while old data
 * still reads; the access log of every read.
 */
class PersonalDataIT extends ServiceTest {

    @DynamicPropertySource
    static void settings(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-personal-data");
        registry.add("avs.vault.retire-after", () -> "0s");
        registry.add("avs.vault.key-cache-ttl", () -> "1s");
        registry.add("avs.scheduling.polling-interval", () -> "100ms");
    }

    @Autowired
    JdbcClient jdbc;
    @Autowired
    DataSource dataSource;
    @Value("${avs.file.storage-dir}")
    Path storage;

    @Test
    void theDatabaseAndTheStorageHoldNoPlaintextOfAnApplicant() throws Exception {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String name = "Quillfeather" + VerificationFlows.letters(System.nanoTime() % 100000);
        String number = "QX" + (System.nanoTime() % 10_000_000);
        byte[] photo = TestImages.photo(800, 600, System.nanoTime());
        String applicant = fixtures.person(Map.of("first_name", name, "last_name", name + "son",
                "email", name.toLowerCase() + "@example.org", "external_applicant_id", "ext-" + name));
        String file = api.upload("POST", "/files", name + ".jpg", photo).id("file_id");
        fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", file, "document_number", number,
                "issuing_country", "GB", "expiry_date", "2031-01-01"));
        fixtures.address(applicant, "REGISTERED", Map.of("street_name", name + " Lane"));
        fixtures.run(applicant, "PROFILE", "DOCUMENT");

        assertThat(api.get("/applicants/" + applicant).json().path("first_name").asString()).isEqualTo(name);
        assertThat(api.get("/files/" + file + "/content").bytes()).isEqualTo(photo);
        assertThat(api.post("/applicants", Map.of("type", "PERSON", "external_applicant_id", "ext-" + name))
                .status()).as("the external id is still unique, through its keyed hash").isEqualTo(409);

        assertThat(tablesContaining(name)).as("tables holding the name in clear").isEmpty();
        assertThat(tablesContaining(number)).as("tables holding the document number in clear").isEmpty();
        assertThat(storedFilesContaining(Arrays64.head(photo))).as("stored files holding the photo").isEmpty();
    }

    @Test
    void anErasedApplicantIsGoneFromEveryEndpointAndItsUnsharedFilesFromStorage() throws Exception {
        var tenant = newTenant();
        Api api = tenant.api();
        VerificationFlows fixtures = new VerificationFlows(api);
        String erased = fixtures.person(Map.of("external_applicant_id", "erase-me-" + System.nanoTime()));
        String kept = fixtures.person();
        byte[] sharedPhoto = TestImages.photo(800, 600, System.nanoTime());
        String shared = api.upload("POST", "/files", "shared.jpg", sharedPhoto).id("file_id");
        String own = fixtures.photo();
        String document = fixtures.document(erased, "PASSPORT", Map.of("front_side_id", shared, "back_side_id", own,
                "document_number", "ER123", "issuing_country", "GB", "expiry_date", "2031-01-01"));
        fixtures.document(kept, "PASSPORT", Map.of("front_side_id", shared, "document_number", "KE123",
                "issuing_country", "GB", "expiry_date", "2031-01-01"));
        String address = fixtures.address(erased, "REGISTERED", Map.of());
        String verification = fixtures.run(erased, "PROFILE", "DOCUMENT").path("verification_id").asString();
        long objectsBefore = storedObjects();

        assertThat(newAccount().delete("/applicants/" + erased).status()).as("another account's").isEqualTo(404);
        var deleted = api.delete("/applicants/" + erased);
        assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);
        assertThat(deleted.json().path("applicant_id").asString()).isEqualTo(erased);

        for (String path : List.of("/applicants/" + erased, "/documents/" + document, "/addresses/" + address,
                "/files/" + own, "/files/" + own + "/content", "/verifications/" + verification + "/evidence")) {
            assertThat(api.get(path).status()).as(path).isEqualTo(404);
        }
        JsonNode record = api.get("/verifications/" + verification).json();
        assertThat(record.path("status").asString()).as("the verification stays as a record").isEqualTo("completed");
        assertThat(record.path("external_applicant_id").isString()).as("its external id erased").isFalse();
        assertThat(api.get("/files/" + shared + "/content").bytes()).as("shown by the kept applicant too")
                .isEqualTo(sharedPhoto);
        assertThat(api.delete("/applicants/" + erased).status()).as("once").isEqualTo(404);
        assertThat(storedObjects()).as("the unshared file's bytes are gone").isEqualTo(objectsBefore - 1);
        assertThat(jdbc.sql("SELECT COUNT(*) FROM verification_snapshot WHERE verification_id = :id")
                .param("id", verification).query(Long.class).single()).isZero();
        assertThat(jdbc.sql("SELECT erasure_reason FROM applicant WHERE id = :id").param("id", erased)
                .query(String.class).single()).as("the tombstone").isEqualTo("request");
        assertThat(jdbc.sql("SELECT COUNT(*) FROM webhook_event WHERE verification_id = :id AND type = 'APPLICANT_ERASED'")
                .param("id", erased).query(Long.class).single()).isEqualTo(1);
        JsonNode audit = api.get("/audit-events?action=erase&applicant_id=" + erased).json();
        assertThat(audit.path("items").get(0).path("actor").asString()).startsWith("api_key:");

        String pending = fixtures.person();
        String running = fixtures.run(pending, "PROFILE").path("verification_id").asString();
        jdbc.sql("UPDATE verification SET status = 'PENDING', active_key = applicant_id WHERE id = :id")
                .param("id", running).update();
        var refused = api.delete("/applicants/" + pending);
        assertThat(refused.status()).isEqualTo(409);
        assertThat(refused.json().path("type").asString()).isEqualTo("delete_denied");
        assertThat(api.get("/applicants/" + pending).status()).isEqualTo(200);
    }

    @Test
    void aRotationReEncryptsEverythingAndOldDataStillReads() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(Map.of("first_name", "Rotella"));
        byte[] photo = TestImages.photo(640, 480, System.nanoTime());
        String file = api.upload("POST", "/files", "r.jpg", photo).id("file_id");
        fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", file, "document_number", "RO42",
                "issuing_country", "GB", "expiry_date", "2031-01-01"));
        JsonNode before = api.get("/data-keys").json();

        JsonNode rotated = api.post("/data-keys/rotate", Map.of()).json();
        assertThat(rotated.path("field_key_id").asLong()).isNotEqualTo(before.path("field_key_id").asLong());
        assertThat(api.get("/applicants/" + applicant).json().path("first_name").asString()).isEqualTo("Rotella");

        eventually(Duration.ofSeconds(30), () -> api.get("/data-keys").json(),
                keys -> keys.path("status").asString().equals("current"));
        long fieldKey = rotated.path("field_key_id").asLong();
        String account = jdbc.sql("SELECT account_id FROM applicant WHERE id = :id").param("id", applicant)
                .query(String.class).single();
        List<String> sealed = jdbc.sql("SELECT first_name FROM applicant WHERE account_id = :a UNION ALL "
                        + "SELECT document_number FROM document WHERE account_id = :a UNION ALL "
                        + "SELECT file_name FROM stored_file WHERE account_id = :a")
                .param("a", account).query(String.class).list();
        assertThat(sealed).isNotEmpty().allSatisfy(value -> assertThat(keyIdOf(value)).isEqualTo(fieldKey));
        assertThat(jdbc.sql("SELECT content_key FROM stored_file WHERE account_id = :a").param("a", account)
                .query(Long.class).list()).containsOnly(rotated.path("file_key_id").asLong());
        assertThat(api.get("/applicants/" + applicant).json().path("first_name").asString()).isEqualTo("Rotella");
        assertThat(api.get("/files/" + file + "/content").bytes()).isEqualTo(photo);
        assertThat(api.get("/data-keys").json().path("replaced_keys").asInt()).as("old keys destroyed").isZero();
    }

    @Test
    void everyReadOfAnApplicantIsInItsAccountsAuditLog() {
        Api api = newAccount();
        String applicant = new VerificationFlows(api).person();
        api.get("/applicants/" + applicant);
        api.get("/applicants/" + applicant);
        assertThat(newAccount().get("/applicants/" + applicant).status()).isEqualTo(404);

        JsonNode page = api.get("/audit-events?applicant_id=" + applicant + "&action=read").json();
        assertThat(page.path("items")).hasSize(2).allSatisfy(e -> {
            assertThat(e.path("resource_type").asString()).isEqualTo("applicant");
            assertThat(e.path("resource_id").asString()).isEqualTo(applicant);
            assertThat(e.path("actor").asString()).startsWith("api_key:");
            assertThat(e.path("fields")).isNotEmpty();
        });
        JsonNode first = api.get("/audit-events?limit=1&applicant_id=" + applicant).json();
        assertThat(first.path("items")).hasSize(1);
        assertThat(api.get("/audit-events?limit=1&applicant_id=" + applicant + "&cursor="
                + first.path("next_cursor").asString()).json().path("items")).hasSize(1);
        assertThat(newAccount().get("/audit-events?applicant_id=" + applicant).json().path("items")).isEmpty();
        assertThat(api.get("/audit-events?from=yesterday").status()).isEqualTo(400);
        assertThat(api.get("/audit-events?action=update").status()).isEqualTo(400);
        assertThat(api.delete("/audit-events").status()).isEqualTo(405);
    }

    @Test
    void readsOfAnApplicantsDocumentsAddressesAndVerificationsNameTheApplicant() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person();
        String document = fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", fixtures.photo(),
                "document_number", "RD123", "issuing_country", "GB", "expiry_date", "2031-01-01"));
        String address = fixtures.address(applicant, "REGISTERED", Map.of());
        String verification = fixtures.run(applicant, "PROFILE").path("verification_id").asString();
        for (String path : List.of("/documents/" + document, "/addresses/" + address,
                "/verifications/" + verification)) {
            assertThat(api.get(path).status()).as(path).isEqualTo(200);
        }
        assertThat(newAccount().get("/documents/" + document).status()).isEqualTo(404);

        JsonNode page = api.get("/audit-events?action=read&applicant_id=" + applicant).json();
        assertThat(page.path("items")).extracting(e -> e.path("resource_type").asString() + " "
                + e.path("resource_id").asString()).as("each read names the applicant whose data it is")
                .containsOnly("document " + document,
                "address " + address, "verification " + verification);
    }

    private static long keyIdOf(String sealed) {
        assertThat(sealed).startsWith("e1:");
        byte[] bytes = Base64.getDecoder().decode(sealed.substring(3));
        return Integer.toUnsignedLong(java.nio.ByteBuffer.wrap(bytes, 1, 4).getInt());
    }

    private List<String> tablesContaining(String text) throws Exception {
        List<String> found = new ArrayList<>();
        try (Connection connection = dataSource.getConnection()) {
            DatabaseMetaData meta = connection.getMetaData();
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = meta.getTables(null, connection.getSchema(), "%", new String[] {"TABLE"})) {
                while (rs.next()) {
                    tables.add(rs.getString("TABLE_NAME"));
                }
            }
            for (String table : tables) {
                try (var statement = connection.createStatement();
                     ResultSet rows = statement.executeQuery("SELECT * FROM " + table)) {
                    int columns = rows.getMetaData().getColumnCount();
                    while (rows.next() && !found.contains(table)) {
                        for (int i = 1; i <= columns; i++) {
                            Object value = rows.getObject(i);
                            String shown = value instanceof byte[] bytes ? new String(bytes, StandardCharsets.ISO_8859_1)
                                    : String.valueOf(value);
                            if (shown.toLowerCase().contains(text.toLowerCase())) {
                                found.add(table);
                                break;
                            }
                        }
                    }
                }
            }
        }
        return found;
    }

    private List<Path> storedFilesContaining(byte[] run) throws IOException {
        try (Stream<Path> files = java.nio.file.Files.walk(storage)) {
            return files.filter(java.nio.file.Files::isRegularFile).filter(path -> {
                try {
                    return Arrays64.contains(java.nio.file.Files.readAllBytes(path), run);
                } catch (IOException e) {
                    return false;
                }
            }).toList();
        }
    }

    private long storedObjects() throws IOException {
        try (Stream<Path> files = java.nio.file.Files.walk(storage)) {
            return files.filter(java.nio.file.Files::isRegularFile)
                    .filter(p -> !p.getFileName().toString().startsWith(".")).count();
        }
    }

    /** Byte-run search for the storage scan. */
    static final class Arrays64 {

        static byte[] head(byte[] bytes) {
            return java.util.Arrays.copyOfRange(bytes, bytes.length / 2, bytes.length / 2 + 64);
        }

        static boolean contains(byte[] haystack, byte[] needle) {
            outer:
            for (int i = 0; i + needle.length <= haystack.length; i++) {
                for (int j = 0; j < needle.length; j++) {
                    if (haystack[i + j] != needle[j]) {
                        continue outer;
                    }
                }
                return true;
            }
            return false;
        }
    }
}
