package dev.avs.monitoring;

import dev.avs.persistence.Timestamps;
import dev.avs.screening.AmlSubject;
import dev.avs.screening.lists.SubjectType;
import dev.avs.vault.Vault;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The monitored subjects, replaced per applicant whenever one of its verifications completes. */
@Repository
class MonitoredSubjectRepository {

    private static final String COLUMNS = """
            account_id, applicant_id, verification_id, form_id, role, subject_id, subject_type, name, birth_date,
            nationality, known_hits, since""";

    private final JdbcClient jdbc;
    private final Vault vault;

    MonitoredSubjectRepository(JdbcClient jdbc, Vault vault) {
        this.jdbc = jdbc;
        this.vault = vault;
    }

    /** The applicant's subjects become these (none: it is no longer monitored). */
    void replace(String accountId, String applicantId, List<MonitoredSubject> subjects) {
        remove(accountId, applicantId);
        for (MonitoredSubject s : subjects) {
            jdbc.sql("INSERT INTO monitored_subject (" + COLUMNS + """
                    ) VALUES (:account, :applicant, :verification, :form, :role, :subject, :type, :name, :dob,
                        :nationality, :known, :since)""")
                    .param("account", s.accountId()).param("applicant", s.applicantId())
                    .param("verification", s.verificationId()).param("form", s.formId())
                    .param("role", s.subject().role()).param("subject", s.subject().subjectId())
                    .param("type", s.subject().type().name())
                    .param("name", vault.seal(accountId, s.subject().name()))
                    .param("dob", vault.sealDate(accountId, s.subject().birthDate())).param("nationality", s.subject().nationality())
                    .param("known", s.knownHits()).param("since", Timestamps.sql(s.since()))
                    .update();
        }
    }

    void remove(String accountId, String applicantId) {
        jdbc.sql("DELETE FROM monitored_subject WHERE account_id = :account AND applicant_id = :applicant")
                .param("account", accountId).param("applicant", applicantId).update();
    }

    boolean any() {
        return jdbc.sql("SELECT COUNT(*) FROM (SELECT 1 FROM monitored_subject LIMIT 1) s").query(Integer.class)
                .single() > 0;
    }

    /**
     * A value that changes whenever the subjects do: their number and the newest replacement (every change
     * inserts rows stamped now or deletes some).
     */
    String version() {
        return jdbc.sql("SELECT COUNT(*), MAX(since) FROM monitored_subject")
                .query((rs, n) -> rs.getLong(1) + "/" + rs.getObject(2, OffsetDateTime.class)).single();
    }

    /** Every monitored subject of every account, for a run. */
    List<MonitoredSubject> all() {
        return jdbc.sql("SELECT " + COLUMNS + " FROM monitored_subject").query(this::row).list();
    }

    List<MonitoredSubject> ofApplicant(String accountId, String applicantId) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM monitored_subject WHERE account_id = :account"
                        + " AND applicant_id = :applicant ORDER BY role, subject_id")
                .param("account", accountId).param("applicant", applicantId)
                .query(this::row).list();
    }

    /** By position, in the order of {@link #COLUMNS}: a run maps a million of these. Name and birth date are sealed. */
    private MonitoredSubject row(ResultSet rs, int n) throws SQLException {
        String accountId = rs.getString(1);
        AmlSubject subject = new AmlSubject(rs.getString(5), rs.getString(6), SubjectType.valueOf(rs.getString(7)),
                vault.open(accountId, rs.getString(8)), vault.openDate(accountId, rs.getString(9)),
                rs.getString(10));
        return new MonitoredSubject(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), subject,
                rs.getString(11), Timestamps.fromSql(rs.getObject(12, OffsetDateTime.class)));
    }
}
