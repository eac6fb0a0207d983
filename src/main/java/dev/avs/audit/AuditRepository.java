package dev.avs.audit;

import dev.avs.persistence.Columns;
import dev.avs.persistence.GroupedStatement;
import dev.avs.persistence.Timestamps;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The access log: INSERT and SELECT only; nothing in the service updates or deletes a row.
 * <p>
 * Groups of read events go through a connection of their own ({@link #groupInsert}, {@code RoundTrips}): the group
 * commit then never queues behind the requests for a pooled connection (every read waits for that commit), and its
 * statements stay prepared on the server, as they would not when each group drew a different connection.
 */
@Repository
class AuditRepository {

    private final JdbcClient jdbc;

    AuditRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    private static final List<String> COLUMNS = List.of("id", "account_id", "at", "actor", "action",
            "resource_type", "resource_id", "applicant_id", "fields", "request_id");

    /** In one transaction when the caller has one. */
    void insertAll(List<AuditEvent> events) {
        insert(jdbc, events);
    }

    /**
     * {@link AuditWriter}'s groups: one multi-row INSERT a group, autocommitted. An event written before its read is
     * answered ({@link ReadAudit#preHandle}) is stored only if the applicant it reads exists in its account and is
     * not erased, which is when that read answers: a read of an id the caller cannot see is not recorded. It cannot
     * answer unrecorded either: an applicant found by the read's later version check was there for this one, as a
     * row is never un-erased and its id is only known once its creation is committed.
     */
    GroupedStatement<AuditWriter.Write, Void> groupInsert() {
        return new GroupedStatement<>() {
            @Override
            public Sql sql(List<AuditWriter.Write> writes) {
                List<Object> params = new ArrayList<>(writes.size() * (COLUMNS.size() + 1));
                writes.forEach(write -> {
                    params.addAll(Arrays.asList(values(write.event())));
                    params.add(write.ifApplicantExists() ? 1 : 0);
                });
                String row = "(?, ?, CAST(? AS TIMESTAMP WITH TIME ZONE), ?, ?, ?, ?, ?, ?, ?, CAST(? AS INTEGER))";
                return new Sql("INSERT INTO audit_event (" + String.join(", ", COLUMNS) + ") SELECT "
                        + String.join(", ", COLUMNS) + " FROM (VALUES " + String.join(", ", Collections.nCopies(
                        writes.size(), row)) + ") AS e (" + String.join(", ", COLUMNS) + ", guarded)"
                        + " WHERE e.guarded = 0 OR EXISTS (SELECT 1 FROM applicant a WHERE a.id = e.applicant_id"
                        + " AND a.account_id = e.account_id AND a.erased_at IS NULL)", params);
            }

            @Override
            public List<Void> answers(List<AuditWriter.Write> writes, ResultSet rows) {
                return Collections.nCopies(writes.size(), null);
            }
        };
    }

    private static void insert(JdbcClient jdbc, List<AuditEvent> events) {
        Columns.insertRows(jdbc, "audit_event", COLUMNS, events.stream().map(AuditRepository::values).toList());
    }

    private static Object[] values(AuditEvent e) {
        return new Object[] {e.id(), e.accountId(), Timestamps.sql(e.at()), e.actor(), e.action(), e.resourceType(),
                e.resourceId(), e.applicantId(), String.join(",", e.fields()), e.requestId()};
    }

    record Filter(String applicantId, String action, String resourceType, Instant from, Instant until) {
    }

    /** A page of the account's events, newest first, after the position (at, id) of the previous page's last. */
    List<AuditEvent> page(String accountId, Filter filter, Instant afterAt, String afterId, int limit) {
        StringBuilder sql = new StringBuilder("SELECT * FROM audit_event WHERE account_id = :account");
        if (filter.applicantId() != null) {
            sql.append(" AND applicant_id = :applicant");
        }
        if (filter.action() != null) {
            sql.append(" AND action = :action");
        }
        if (filter.resourceType() != null) {
            sql.append(" AND resource_type = :type");
        }
        if (filter.from() != null) {
            sql.append(" AND at >= :from");
        }
        if (filter.until() != null) {
            sql.append(" AND at < :until");
        }
        if (afterAt != null) {
            sql.append(" AND (at < :afterAt OR (at = :afterAt AND id < :afterId))");
        }
        sql.append(" ORDER BY at DESC, id DESC LIMIT :limit");
        var statement = jdbc.sql(sql.toString()).param("account", accountId).param("limit", limit);
        if (filter.applicantId() != null) {
            statement = statement.param("applicant", filter.applicantId());
        }
        if (filter.action() != null) {
            statement = statement.param("action", filter.action());
        }
        if (filter.resourceType() != null) {
            statement = statement.param("type", filter.resourceType());
        }
        if (filter.from() != null) {
            statement = statement.param("from", Timestamps.sql(filter.from()));
        }
        if (filter.until() != null) {
            statement = statement.param("until", Timestamps.sql(filter.until()));
        }
        if (afterAt != null) {
            statement = statement.param("afterAt", Timestamps.sql(afterAt)).param("afterId", afterId);
        }
        return statement.query(AuditRepository::row).list();
    }

    private static AuditEvent row(ResultSet rs, int n) throws SQLException {
        String fields = rs.getString("fields");
        return new AuditEvent(rs.getString("id"), rs.getString("account_id"),
                Timestamps.fromSql(rs.getObject("at", OffsetDateTime.class)), rs.getString("actor"),
                rs.getString("action"), rs.getString("resource_type"), rs.getString("resource_id"),
                rs.getString("applicant_id"), fields.isEmpty() ? List.of() : Arrays.asList(fields.split(",")),
                rs.getString("request_id"));
    }
}
