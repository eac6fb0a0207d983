package dev.avs.audit;

import com.zaxxer.hikari.HikariDataSource;
import dev.avs.persistence.Columns;
import dev.avs.persistence.SidePools;
import dev.avs.persistence.Timestamps;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * The access log: INSERT and SELECT only; nothing in the service updates or deletes a row.
 * <p>
 * Groups of read events go through one connection of their own ({@link #insertGroup}): the group commit then never
 * queues behind the requests for a pooled connection (every read waits for that commit), and its statements stay
 * prepared on the server, as they would not when each group drew a different connection from the pool.
 */
@Repository
class AuditRepository implements AutoCloseable {

    private final JdbcClient jdbc;
    private final HikariDataSource groupPool;
    private final JdbcClient groups;

    AuditRepository(JdbcClient jdbc, DataSource dataSource) {
        this.jdbc = jdbc;
        this.groupPool = SidePools.open(dataSource, "avs-access-log", 1, 1, config -> { });
        this.groups = groupPool != null ? JdbcClient.create(groupPool) : jdbc;
    }

    @Override
    public void close() {
        if (groupPool != null) {
            groupPool.close();
        }
    }

    private static final List<String> COLUMNS = List.of("id", "account_id", "at", "actor", "action",
            "resource_type", "resource_id", "applicant_id", "fields", "request_id");

    /** In one transaction when the caller has one. */
    void insertAll(List<AuditEvent> events) {
        insert(jdbc, events);
    }

    /** Autocommitted on the log's own connection: {@link AuditWriter}'s groups. */
    void insertGroup(List<AuditEvent> events) {
        insert(groups, events);
    }

    private static void insert(JdbcClient jdbc, List<AuditEvent> events) {
        Columns.insertRows(jdbc, "audit_event", COLUMNS, events.stream().map(e -> new Object[] {e.id(),
                e.accountId(), Timestamps.sql(e.at()), e.actor(), e.action(), e.resourceType(), e.resourceId(),
                e.applicantId(), String.join(",", e.fields()), e.requestId()}).toList());
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
