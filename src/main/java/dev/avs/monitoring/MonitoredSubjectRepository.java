package dev.avs.monitoring;

import dev.avs.screening.AmlSubject;
import dev.avs.screening.SubjectType;
import dev.avs.web.Timestamps;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The monitored subjects, replaced per applicant whenever one of its verifications completes. */
@Repository
class MonitoredSubjectRepository {

    private static final String COLUMNS = """
            account_id, applicant_id, verification_id, form_id, role, subject_id, subject_type, name, birth_date,
            nationality, known_hits, since""";

    private final JdbcClient jdbc;

    MonitoredSubjectRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
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
                    .param("type", s.subject().type().name()).param("name", s.subject().name())
                    .param("dob", s.subject().birthDate()).param("nationality", s.subject().nationality())
                    .param("known", String.join("\n", s.knownHits())).param("since", Timestamps.sql(s.since()))
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

    /** Every monitored subject of every account, for a run. */
    List<MonitoredSubject> all() {
        return jdbc.sql("SELECT " + COLUMNS + " FROM monitored_subject").query(MonitoredSubjectRepository::row).list();
    }

    List<MonitoredSubject> ofApplicant(String accountId, String applicantId) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM monitored_subject WHERE account_id = :account"
                        + " AND applicant_id = :applicant ORDER BY role, subject_id")
                .param("account", accountId).param("applicant", applicantId)
                .query(MonitoredSubjectRepository::row).list();
    }

    private static MonitoredSubject row(ResultSet rs, int n) throws SQLException {
        String known = rs.getString("known_hits");
        Set<String> hits = known.isEmpty() ? Set.of() : new HashSet<>(List.of(known.split("\n")));
        LocalDate dob = rs.getObject("birth_date", LocalDate.class);
        AmlSubject subject = new AmlSubject(rs.getString("role"), rs.getString("subject_id"),
                SubjectType.valueOf(rs.getString("subject_type")), rs.getString("name"), dob,
                rs.getString("nationality"));
        return new MonitoredSubject(rs.getString("account_id"), rs.getString("applicant_id"),
                rs.getString("verification_id"), rs.getString("form_id"), subject, hits,
                Timestamps.fromSql(rs.getObject("since", OffsetDateTime.class)));
    }
}
