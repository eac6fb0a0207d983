package dev.avs.applicant;

import dev.avs.persistence.AccountRows;
import dev.avs.persistence.Columns;
import dev.avs.persistence.Databases;
import dev.avs.persistence.Timestamps;
import dev.avs.vault.Vault;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Applicants as stored: personal fields sealed by the {@link Vault}; the external id, the duplicate key and the
 * search words are found through keyed hashes. An erased applicant's row stays as its tombstone and is never found.
 */
@Repository
class ApplicantRepository {

    /** The columns that hold personal data: sealed at rest. */
    static final Set<String> SEALED = Set.of("first_name", "middle_name", "last_name", "dob", "place_of_birth",
            "telegram_username", "wallet_address", "company_name", "registration_number", "tax_number", "email",
            "phone", "external_applicant_id", "custom_field_1", "custom_field_2", "custom_field_3", "custom_field_4",
            "custom_field_5");

    private final JdbcClient jdbc;
    private final Vault vault;
    private final TransactionTemplate transactions;
    private final boolean postgreSql;

    ApplicantRepository(JdbcClient jdbc, Vault vault, TransactionTemplate transactions, DataSource dataSource) {
        this.jdbc = jdbc;
        this.vault = vault;
        this.transactions = transactions;
        this.postgreSql = Databases.isPostgreSql(dataSource);
    }

    /** A new applicant as it is stored: its row, personal columns sealed, and the rows of its search words. */
    record NewRow(Map<String, Object> row, List<Object[]> words) {

        private List<String> columns() {
            return List.copyOf(row.keySet());
        }

        private int parameters() {
            return row.size() + words.size() * SEARCH_COLUMNS.size();
        }
    }

    /** The row and search words of a new applicant, the words from the values in hand, not read back. */
    NewRow newRow(Map<String, Object> columns) {
        String accountId = (String) columns.get("account_id");
        return new NewRow(sealed(accountId, columns),
                searchRows(accountId, (String) columns.get("id"), SearchKeys.of(columns)));
    }

    /** A new applicant on this repository's connection: within the caller's transaction, if there is one. */
    void insert(NewRow applicant) {
        insertAll(List.of(applicant), jdbc, transactions);
    }

    /**
     * New applicants with their search words, through {@code on}: on PostgreSQL those with the same columns in one
     * statement (one round trip, atomic without BEGIN and COMMIT), and the group in one transaction when it takes
     * more than one statement; elsewhere in one transaction.
     */
    void insertAll(List<NewRow> applicants, JdbcClient on, TransactionTemplate transaction) {
        if (!postgreSql) {
            transaction.executeWithoutResult(status -> applicants.forEach(applicant -> {
                Columns.insert(on, "applicant", applicant.row());
                Columns.insertRows(on, "applicant_search", SEARCH_COLUMNS, applicant.words());
            }));
            return;
        }
        List<List<NewRow>> statements = statements(applicants);
        if (statements.size() == 1) {
            insertTogether(on, statements.getFirst());
        } else {
            transaction.executeWithoutResult(status -> statements.forEach(rows -> insertTogether(on, rows)));
        }
    }

    /** The applicants in runs of the same columns, each run within the statement's parameter limit. */
    private static List<List<NewRow>> statements(List<NewRow> applicants) {
        Map<List<String>, List<NewRow>> byColumns = new LinkedHashMap<>();
        applicants.forEach(a -> byColumns.computeIfAbsent(a.columns(), k -> new ArrayList<>()).add(a));
        List<List<NewRow>> statements = new ArrayList<>();
        for (List<NewRow> same : byColumns.values()) {
            List<NewRow> statement = new ArrayList<>();
            int parameters = 0;
            for (NewRow applicant : same) {
                if (!statement.isEmpty() && parameters + applicant.parameters() > Columns.MAX_PARAMETERS) {
                    statements.add(statement);
                    statement = new ArrayList<>();
                    parameters = 0;
                }
                statement.add(applicant);
                parameters += applicant.parameters();
            }
            statements.add(statement);
        }
        return statements;
    }

    private static void insertTogether(JdbcClient on, List<NewRow> applicants) {
        Columns.insertWithRows(on, "applicant", applicants.stream().map(NewRow::row).toList(), "applicant_search",
                SEARCH_COLUMNS, applicants.stream().flatMap(a -> a.words().stream()).toList());
    }

    /** Within the caller's transaction; the search words change only when a field they come from does. */
    void update(String accountId, String id, Map<String, Object> columns) {
        Columns.update(jdbc, "applicant", id, accountId, sealed(accountId, columns));
        if (SearchKeys.touches(columns)) {
            find(accountId, id).ifPresent(this::index);
        }
    }

    /** Seals the personal columns and puts the keyed hashes of the external id and the duplicate key in place. */
    private Map<String, Object> sealed(String accountId, Map<String, Object> columns) {
        Map<String, Object> plain = new java.util.LinkedHashMap<>(columns);
        if (plain.containsKey("external_applicant_id")) {
            plain.put("external_key", vault.index(accountId, (String) plain.get("external_applicant_id")));
        }
        if (plain.containsKey("duplicate_key")) {
            plain.put("duplicate_key", vault.index(accountId, (String) plain.get("duplicate_key")));
        }
        return vault.sealColumns(accountId, plain, SEALED);
    }

    /** Replaces the applicant's search words (keyed hashes of its name words, email and external id). */
    private void index(Applicant applicant) {
        jdbc.sql("DELETE FROM applicant_search WHERE applicant_id = :id").param("id", applicant.applicantId()).update();
        insertSearchKeys(applicant.accountId(), applicant.applicantId(), SearchKeys.of(applicant));
    }

    private static final List<String> SEARCH_COLUMNS = List.of("account_id", "applicant_id", "search_key");

    private void insertSearchKeys(String accountId, String id, Set<String> keys) {
        Columns.insertRows(jdbc, "applicant_search", SEARCH_COLUMNS, searchRows(accountId, id, keys));
    }

    private List<Object[]> searchRows(String accountId, String id, Set<String> keys) {
        return keys.stream().map(key -> new Object[] {accountId, id, vault.index(accountId, key)}).toList();
    }

    /**
     * Empties every personal column and marks the row erased: it stays only as the tombstone of the applicant
     * (ids, type, dates, when, by whom and why), which no look-up finds.
     */
    void tombstone(String accountId, String id, String actor, String reason, java.time.Instant now) {
        jdbc.sql("DELETE FROM applicant_search WHERE applicant_id = :id").param("id", id).update();
        String emptied = SEALED.stream().sorted().map(c -> c + " = NULL").collect(java.util.stream.Collectors
                .joining(", "));
        jdbc.sql("UPDATE applicant SET " + emptied + """
                , gender = NULL, nationality = NULL, residence_country = NULL, pep = NULL, registration_country = NULL,
                  incorporation_date = NULL, business_activity = NULL, business_activity_id = NULL, website = NULL,
                  external_key = NULL, duplicate_key = NULL, erased_at = :now, erased_by = :actor,
                  erasure_reason = :reason, updated_at = :now, view_version = view_version + 1
                WHERE id = :id AND account_id = :account""")
                .param("now", Timestamps.sql(now)).param("actor", actor).param("reason", reason)
                .param("id", id).param("account", accountId)
                .update();
    }

    void bumpViewVersion(String accountId, String id) {
        jdbc.sql("UPDATE applicant SET view_version = view_version + 1 WHERE id = :id AND account_id = :account")
                .param("id", id).param("account", accountId)
                .update();
    }

    /** The applicant's view version, if the applicant exists in the account. */
    Optional<Long> viewVersion(String accountId, String id) {
        return jdbc.sql("SELECT view_version FROM applicant WHERE id = :id AND account_id = :account"
                        + " AND erased_at IS NULL")
                .param("id", id).param("account", accountId)
                .query(Long.class).optional();
    }

    Optional<Applicant> find(String accountId, String id) {
        return AccountRows.find(jdbc, "applicant", accountId, id, this::map).filter(Objects::nonNull);
    }

    /** Reads the applicant and locks its row until the transaction ends. */
    Optional<Applicant> lock(String accountId, String id) {
        return AccountRows.lock(jdbc, "applicant", accountId, id, this::map).filter(Objects::nonNull);
    }

    Optional<String> findIdByExternalId(String accountId, String externalId) {
        return jdbc.sql("SELECT id FROM applicant WHERE account_id = :account AND external_key = :external")
                .param("account", accountId).param("external", vault.index(accountId, externalId))
                .query(String.class)
                .optional();
    }

    /** The other applicants of the account with the same duplicate key. */
    List<String> sharingDuplicateKey(String accountId, String key, String exceptId) {
        return jdbc.sql("""
                SELECT id FROM applicant WHERE account_id = :account AND duplicate_key = :key AND id <> :except
                ORDER BY created_at, id""")
                .param("account", accountId).param("key", vault.index(accountId, key)).param("except", exceptId)
                .query(String.class)
                .list();
    }

    /** The applicant, or null for an erased one's tombstone. */
    private Applicant map(ResultSet rs, int row) throws SQLException {
        if (rs.getObject("erased_at") != null) {
            return null;
        }
        Vault.Opener open = vault.opener(rs.getString("account_id"));
        return new Applicant(
                rs.getString("id"), rs.getString("account_id"), rs.getString("type"),
                open.text(rs, "first_name"), open.text(rs, "middle_name"), open.text(rs, "last_name"),
                open.date(rs, "dob"), rs.getString("gender"), rs.getString("nationality"),
                rs.getString("residence_country"), open.text(rs, "place_of_birth"), rs.getObject("pep", Boolean.class),
                open.text(rs, "telegram_username"), open.text(rs, "wallet_address"),
                open.text(rs, "company_name"), rs.getString("registration_country"),
                open.text(rs, "registration_number"),
                rs.getObject("incorporation_date", LocalDate.class), rs.getString("business_activity"),
                rs.getString("business_activity_id"),
                open.text(rs, "tax_number"), rs.getString("website"),
                open.text(rs, "email"), open.text(rs, "phone"), open.text(rs, "external_applicant_id"),
                Arrays.asList(open.text(rs, "custom_field_1"), open.text(rs, "custom_field_2"),
                        open.text(rs, "custom_field_3"), open.text(rs, "custom_field_4"),
                        open.text(rs, "custom_field_5")),
                Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("updated_at", OffsetDateTime.class)));
    }

    private static final String HIT_COLUMNS = "SELECT id, account_id, type, first_name, last_name, company_name,"
            + " external_applicant_id, email, created_at FROM applicant WHERE account_id = :account"
            + " AND erased_at IS NULL";

    /** A search hit: who the applicant is, enough to pick one from a list. */
    record Hit(String applicantId, String type, String name, String externalApplicantId, String email,
               java.time.Instant createdAt) {
    }

    /**
     * The account's applicants with every word of the text beginning one of their names' words, or whose external id
     * or email is the text; the newest {@code limit} of them. Words are compared through their keyed hashes: sealed
     * names cannot be scanned. Only the rows shown are read and opened, however many match a short prefix.
     */
    List<Hit> search(String accountId, String text, int limit) {
        List<List<String>> words = SearchKeys.words(text);
        List<String> exact = SearchKeys.exact(text).stream().map(k -> vault.index(accountId, k)).toList();
        StringBuilder sql = new StringBuilder(HIT_COLUMNS).append(" AND (id IN (SELECT applicant_id FROM"
                + " applicant_search WHERE account_id = :account AND search_key IN (:exact))");
        if (!words.isEmpty()) {
            sql.append(" OR id IN (SELECT applicant_id FROM applicant_search WHERE account_id = :account"
                    + " AND search_key IN (:keys) GROUP BY applicant_id HAVING COUNT(*) = :count)");
        }
        sql.append(") ORDER BY created_at DESC, id DESC FETCH FIRST :limit ROWS ONLY");
        JdbcClient.StatementSpec statement = jdbc.sql(sql.toString()).param("account", accountId)
                .param("exact", exact).param("limit", limit);
        if (!words.isEmpty()) {
            statement = statement.param("count", words.size()).param("keys", words.stream().flatMap(List::stream)
                    .map(k -> vault.index(accountId, k)).toList());
        }
        return statement.query(this::hit).list();
    }

    private Hit hit(ResultSet rs, int n) throws SQLException {
        Vault.Opener open = vault.opener(rs.getString("account_id"));
        String company = open.text(rs, "company_name");
        String name = company != null ? company
                : (Objects.toString(open.text(rs, "first_name"), "") + " "
                + Objects.toString(open.text(rs, "last_name"), "")).trim();
        return new Hit(rs.getString("id"), rs.getString("type"), name, open.text(rs, "external_applicant_id"),
                open.text(rs, "email"), Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)));
    }

    List<Hit> byIds(String accountId, java.util.Collection<String> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return jdbc.sql(HIT_COLUMNS + " AND id IN (:ids) ORDER BY created_at DESC, id DESC")
                .param("account", accountId).param("ids", ids)
                .query(this::hit)
                .list();
    }
}
