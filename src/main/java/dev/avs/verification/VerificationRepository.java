package dev.avs.verification;

import dev.avs.persistence.AccountRows;
import dev.avs.persistence.Timestamps;
import dev.avs.vault.Vault;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

@Repository
class VerificationRepository {

    private static final TypeReference<List<CheckResult>> CHECKS = new TypeReference<>() {
    };

    /** The stored inputs of a decision. */
    record Snapshot(String evidence, String policy) {
    }

    private final JdbcClient jdbc;
    private final JsonMapper json;
    private final Vault vault;

    VerificationRepository(JdbcClient jdbc, JsonMapper json, Vault vault) {
        this.jdbc = jdbc;
        this.json = json;
        this.vault = vault;
    }

    void insert(Verification v, Snapshot snapshot) {
        jdbc.sql("""
                INSERT INTO verification (id, account_id, api_key_id, applicant_id, form_id, status, verified, types,
                    callback_url, external_applicant_id, country_code, active_key, checks, decline_reasons, risk_score, decided_by,
                    decision_comment, policy_version, snapshot_hash, created_at, updated_at, completed_at)
                VALUES (:id, :account, :apiKey, :applicant, :form, :status, :verified, :types, :callback, :external,
                    :country, :active, :checks, :reasons, :risk, :decidedBy, :comment, :policyVersion, :snapshotHash, :createdAt,
                    :updatedAt, :completedAt)""")
                .param("id", v.id()).param("account", v.accountId()).param("apiKey", v.apiKeyId())
                .param("applicant", v.applicantId())
                .param("form", v.formId()).param("types", join(v.types().stream().map(Enum::name).toList()))
                .param("callback", v.callbackUrl())
                .param("external", vault.seal(v.accountId(), v.externalApplicantId()))
                .param("country", v.countryCode())
                .param("policyVersion", v.policyVersion()).param("snapshotHash", v.snapshotHash())
                .param("createdAt", Timestamps.sql(v.createdAt()))
                .params(state(v))
                .update();
        if (snapshot != null) {
            insertSnapshot(v, snapshot);
        }
    }

    /** The evidence is sealed whole: it holds everything the applicant sent. */
    private void insertSnapshot(Verification v, Snapshot snapshot) {
        jdbc.sql("""
                INSERT INTO verification_snapshot (verification_id, account_id, evidence, policy)
                VALUES (:id, :account, :evidence, :policy)""")
                .param("id", v.id()).param("account", v.accountId())
                .param("evidence", vault.seal(v.accountId(), snapshot.evidence())).param("policy", snapshot.policy())
                .update();
    }

    /**
     * Writes the verification's state if it still has the status it was read with; false if another writer (a
     * reviewer, or a second run of the same work) got there first.
     */
    boolean update(Verification v, VerificationStatus expected) {
        return jdbc.sql("""
                UPDATE verification SET status = :status, verified = :verified, active_key = :active,
                    checks = :checks, decline_reasons = :reasons, risk_score = :risk, decided_by = :decidedBy,
                    decision_comment = :comment, updated_at = :updatedAt, completed_at = :completedAt
                WHERE id = :id AND status = :expected""")
                .params(state(v))
                .param("id", v.id()).param("expected", expected.name())
                .update() == 1;
    }

    /** Reads the verification and locks its row until the transaction ends. */
    Optional<Verification> lock(String accountId, String id) {
        return AccountRows.lock(jdbc, "verification", accountId, id, this::map);
    }

    /** Stores a submitted form's verification: now pending, with its applicant, checks and snapshot. */
    void submitted(Verification v, Snapshot snapshot) {
        jdbc.sql("""
                UPDATE verification SET applicant_id = :applicant, external_applicant_id = :external,
                    country_code = :country, types = :types,
                    policy_version = :policyVersion, snapshot_hash = :snapshotHash, status = :status,
                    active_key = :active, updated_at = :updatedAt
                WHERE id = :id AND status = 'UNUSED'""")
                .param("applicant", v.applicantId())
                .param("external", vault.seal(v.accountId(), v.externalApplicantId()))
                .param("country", v.countryCode()).param("types", join(v.types().stream().map(Enum::name).toList()))
                .param("policyVersion", v.policyVersion()).param("snapshotHash", v.snapshotHash())
                .param("status", v.status().name()).param("active", v.applicantId())
                .param("updatedAt", Timestamps.sql(v.updatedAt())).param("id", v.id())
                .update();
        insertSnapshot(v, snapshot);
    }

    /** The applicant's verifications under a form, not counting expired ones. */
    int attempts(String accountId, String applicantId, String formId) {
        return jdbc.sql("""
                SELECT COUNT(*) FROM verification WHERE account_id = :account AND applicant_id = :applicant
                  AND form_id = :form AND status <> 'EXPIRED'""")
                .param("account", accountId).param("applicant", applicantId).param("form", formId)
                .query(Long.class).single().intValue();
    }

    Optional<Verification> find(String accountId, String id) {
        return AccountRows.find(jdbc, "verification", accountId, id, this::map);
    }

    /** For background work, which acts for whichever account the verification belongs to. */
    Optional<Verification> find(String id) {
        return jdbc.sql("SELECT * FROM verification WHERE id = :id").param("id", id).query(this::map).optional();
    }

    Optional<Snapshot> snapshot(String id) {
        return jdbc.sql("SELECT account_id, evidence, policy FROM verification_snapshot WHERE verification_id = :id")
                .param("id", id)
                .query((rs, n) -> new Snapshot(vault.open(rs.getString(1), rs.getString(2)), rs.getString(3)))
                .optional();
    }

    List<String> eraseOfApplicant(String accountId, String applicantId) {
        List<String> ids = idsOfApplicant(accountId, applicantId);
        if (ids.isEmpty()) {
            return ids;
        }
        jdbc.sql("DELETE FROM verification_snapshot WHERE account_id = :account AND verification_id IN (:ids)")
                .param("account", accountId).param("ids", ids).update();
        jdbc.sql("""
                UPDATE verification SET checks = NULL, external_applicant_id = NULL, decision_comment = NULL
                WHERE account_id = :account AND applicant_id = :applicant""")
                .param("account", accountId).param("applicant", applicantId).update();
        return ids;
    }

    /** Whether the applicant has a verification pending or in review. */
    boolean hasActive(String accountId, String applicantId) {
        return jdbc.sql("SELECT COUNT(*) FROM verification WHERE account_id = :account AND active_key = :applicant")
                .param("account", accountId).param("applicant", applicantId)
                .query(Long.class).single() > 0;
    }

    /** The id, status, decision and decline reasons of each of the applicant's verifications, newest first. */
    record Brief(String id, VerificationStatus status, Boolean verified, List<String> declineReasons) {
    }

    List<Brief> briefsOfApplicant(String accountId, String applicantId) {
        return jdbc.sql("""
                SELECT id, status, verified, decline_reasons FROM verification
                WHERE account_id = :account AND applicant_id = :applicant
                ORDER BY created_at DESC, id DESC""")
                .param("account", accountId).param("applicant", applicantId)
                .query((rs, n) -> new Brief(rs.getString(1), VerificationStatus.valueOf(rs.getString(2)),
                        rs.getObject(3, Boolean.class), split(rs.getString(4))))
                .list();
    }

    /**
     * (account, id) of every applicant's latest completed verification, ordered by id, after {@code afterId}: a
     * page at a time, for work that visits every decided applicant once.
     */
    List<String[]> latestCompleted(String afterId, int limit) {
        return jdbc.sql("""
                SELECT v.account_id, v.id FROM verification v
                WHERE v.status = 'COMPLETED' AND v.applicant_id IS NOT NULL AND v.id > :after
                  AND NOT EXISTS (SELECT 1 FROM verification w
                      WHERE w.account_id = v.account_id AND w.applicant_id = v.applicant_id AND w.status = 'COMPLETED'
                        AND (w.created_at > v.created_at OR (w.created_at = v.created_at AND w.id > v.id)))
                ORDER BY v.id LIMIT :limit""")
                .param("after", afterId).param("limit", limit)
                .query((rs, n) -> new String[] {rs.getString(1), rs.getString(2)}).list();
    }

    /** The ids of the account's verifications in review, the longest waiting first. */
    List<String> inReview(String accountId, int limit) {
        return jdbc.sql("SELECT id FROM verification WHERE account_id = :account AND status = 'REVIEW'"
                        + " ORDER BY created_at, id LIMIT :limit")
                .param("account", accountId).param("limit", limit).query(String.class).list();
    }

    int countInReview(String accountId) {
        return jdbc.sql("SELECT COUNT(*) FROM verification WHERE account_id = :account AND status = 'REVIEW'")
                .param("account", accountId).query(Integer.class).single();
    }

    /** The ids of the applicant's verifications, newest first. */
    List<String> idsOfApplicant(String accountId, String applicantId) {
        return briefsOfApplicant(accountId, applicantId).stream().map(Brief::id).toList();
    }

    private java.util.Map<String, Object> state(Verification v) {
        java.util.Map<String, Object> state = new java.util.HashMap<>();
        state.put("status", v.status().name());
        state.put("verified", v.verified());
        state.put("active", v.status().isActive() ? v.applicantId() : null);
        // the checks' details name what was found (dates of birth, matched names): sealed
        state.put("checks", v.checks().isEmpty() ? null
                : vault.seal(v.accountId(), json.writeValueAsString(v.checks())));
        state.put("reasons", join(v.declineReasons()));
        state.put("risk", v.riskScore());
        state.put("decidedBy", v.decidedBy());
        state.put("comment", vault.seal(v.accountId(), v.comment()));
        state.put("updatedAt", Timestamps.sql(v.updatedAt()));
        state.put("completedAt", Timestamps.sql(v.completedAt()));
        return state;
    }

    Verification map(ResultSet rs, int row) throws SQLException {
        Vault.Opener open = vault.opener(rs.getString("account_id"));
        String checks = open.text(rs, "checks");
        int risk = rs.getInt("risk_score");
        Integer riskScore = rs.wasNull() ? null : risk;
        return new Verification(rs.getString("id"), rs.getString("account_id"), rs.getString("api_key_id"),
                rs.getString("applicant_id"),
                rs.getString("form_id"), split(rs.getString("types")).stream().map(CheckType::valueOf).toList(),
                rs.getString("callback_url"), open.text(rs, "external_applicant_id"), rs.getString("country_code"),
                Timestamps.fromSql(rs.getObject("created_at", OffsetDateTime.class)),
                VerificationStatus.valueOf(rs.getString("status")), rs.getObject("verified", Boolean.class),
                checks == null ? List.of() : json.readValue(checks, CHECKS), split(rs.getString("decline_reasons")),
                riskScore, rs.getString("decided_by"), open.text(rs, "decision_comment"),
                rs.getString("policy_version"), rs.getString("snapshot_hash"),
                Timestamps.fromSql(rs.getObject("updated_at", OffsetDateTime.class)),
                Timestamps.fromSql(rs.getObject("completed_at", OffsetDateTime.class)));
    }

    static String join(List<String> values) {
        return String.join(",", values);
    }

    static List<String> split(String joined) {
        return joined == null || joined.isEmpty() ? List.of() : Arrays.asList(joined.split(","));
    }
}
