package dev.avs.console;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.persistence.Timestamps;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.function.Consumer;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * The console's audit trail: appended to, read, never changed (this class has no update or delete, and no page
 * calls anything else on the table). Ids, action names and short fixed phrases only: no names, no document data.
 */
@Component
class ConsoleAudit {

    public record Event(String eventId, String userId, String action, String targetType, String targetId, String detail,
                 String ip, Instant at) {
    }

    /** Which events to list: an action, a user, a period (inclusive dates, UTC); nulls match all. */
    record Filter(String action, String userId, java.time.LocalDate from, java.time.LocalDate to) {
    }

    private final JdbcClient jdbc;
    private final Clock clock;

    ConsoleAudit(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    void record(AccountId account, String userId, String action, String targetType, String targetId, String detail,
                String ip) {
        jdbc.sql("""
                INSERT INTO console_audit (event_id, account_id, user_id, action, target_type, target_id, detail, ip, at)
                VALUES (:id, :account, :user, :action, :type, :target, :detail, :ip, :at)""")
                .param("id", Ids.newId()).param("account", account == null ? null : account.value())
                .param("user", userId).param("action", action).param("type", targetType).param("target", targetId)
                .param("detail", detail == null ? null : detail.length() > 400 ? detail.substring(0, 400) : detail)
                .param("ip", ip).param("at", Timestamps.sql(clock.instant()))
                .update();
    }

    /** What the signed-in user just did. */
    void record(ConsolePrincipal who, String action, String targetType, String targetId, String detail, String ip) {
        record(who.home(), who.userId(), action, targetType, targetId, detail, ip);
    }

    List<Event> list(AccountId account, Filter filter, int limit) {
        return query(account, filter).query(ConsoleAudit::map).stream().limit(limit).toList();
    }

    void forEach(AccountId account, Filter filter, Consumer<Event> each) {
        query(account, filter).query(ConsoleAudit::map).stream().forEach(each);
    }

    private JdbcClient.StatementSpec query(AccountId account, Filter filter) {
        StringBuilder sql = new StringBuilder("SELECT event_id, user_id, action, target_type, target_id, detail, ip, at"
                + " FROM console_audit WHERE account_id = :account");
        if (filter.action() != null) {
            sql.append(" AND action = :action");
        }
        if (filter.userId() != null) {
            sql.append(" AND user_id = :user");
        }
        if (filter.from() != null) {
            sql.append(" AND at >= :from");
        }
        if (filter.to() != null) {
            sql.append(" AND at < :to");
        }
        sql.append(" ORDER BY at DESC, event_id");
        JdbcClient.StatementSpec spec = jdbc.sql(sql.toString()).param("account", account.value());
        if (filter.action() != null) {
            spec = spec.param("action", filter.action());
        }
        if (filter.userId() != null) {
            spec = spec.param("user", filter.userId());
        }
        if (filter.from() != null) {
            spec = spec.param("from", Timestamps.sql(filter.from().atStartOfDay(java.time.ZoneOffset.UTC).toInstant()));
        }
        if (filter.to() != null) {
            spec = spec.param("to", Timestamps.sql(filter.to().plusDays(1).atStartOfDay(java.time.ZoneOffset.UTC)
                    .toInstant()));
        }
        return spec;
    }

    private static Event map(java.sql.ResultSet rs, int n) throws java.sql.SQLException {
        return new Event(rs.getString("event_id"), rs.getString("user_id"), rs.getString("action"),
                rs.getString("target_type"), rs.getString("target_id"), rs.getString("detail"), rs.getString("ip"),
                Timestamps.fromSql(rs.getObject("at", OffsetDateTime.class)));
    }
}
