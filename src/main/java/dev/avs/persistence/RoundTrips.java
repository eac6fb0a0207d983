package dev.avs.persistence;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.springframework.context.SmartLifecycle;
import org.springframework.jdbc.core.ArgumentPreparedStatementSetter;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * One thread and one connection of their own for the grouped calls that are one statement a group
 * ({@link GroupedStatement}): a read's view-version check, its access-log event. On PostgreSQL the groups of every
 * kind waiting at the same moment are sent as one multi-statement query: one round trip, one transaction and one
 * commit for all of them, where each group cost PostgreSQL about 50 µs of a core on its own (the protocol, the
 * commit, the wake-ups) and the service a thread's wake-up. If the query is refused, each kind's group runs again
 * on its own, and then each call alone, so that an item the database refuses fails only its own call. On H2 (in
 * the service's process, no round trip to save) the groups of a round run one after the other.
 */
@Component
public class RoundTrips implements SmartLifecycle, AutoCloseable {

    private static final long STOP_MILLIS = 30_000;

    private final HikariDataSource pool;
    private final JdbcTemplate jdbc;
    private final boolean together;
    private final GroupWorker worker = new GroupWorker("round-trips", this);

    public RoundTrips(DataSource dataSource) {
        this.pool = SidePools.open(dataSource, "avs-round-trips", 1, 1, config -> { });
        DataSource on = pool != null ? pool : dataSource;
        this.jdbc = new JdbcTemplate(on);
        this.together = Databases.isPostgreSql(on);
    }

    GroupWorker worker() {
        return worker;
    }

    /** One kind's group on its own. */
    <T, R> List<R> execute(GroupedStatement<T, R> statement, List<T> items) {
        GroupedStatement.Sql sql = statement.sql(items);
        return jdbc.execute(sql.text(), (PreparedStatement ps) -> {
            new ArgumentPreparedStatementSetter(sql.params().toArray()).setValues(ps);
            return statement.answers(items, ps.execute() ? ps.getResultSet() : null);
        });
    }

    /** Sends a round's groups of several kinds as one query; false if it cannot or the database refused it. */
    boolean runTogether(Map<GroupedCalls<?, ?>, List<GroupWorker.Pending<?, ?>>> kinds) {
        if (!together) {
            return false;   // every kind of this worker is one statement a group: its constructor takes one
        }
        List<Part<?, ?>> parts = kinds.entrySet().stream().<Part<?, ?>>map(e -> Part.of(e.getKey(), e.getValue()))
                .toList();
        String text = parts.stream().map(part -> part.sql.text()).collect(Collectors.joining(";\n"));
        Object[] params = parts.stream().flatMap(part -> part.sql.params().stream()).toArray();
        try {
            jdbc.execute(text, (PreparedStatement ps) -> {
                new ArgumentPreparedStatementSetter(params).setValues(ps);
                boolean rows = ps.execute();
                for (Part<?, ?> part : parts) {
                    part.answer(rows ? ps.getResultSet() : null);
                    rows = ps.getMoreResults();
                }
                return null;
            });
        } catch (RuntimeException e) {
            return false;
        }
        parts.forEach(Part::complete);
        return true;
    }

    /** One kind's group within a round sent together. */
    private static final class Part<T, R> {

        private final GroupedCalls<T, R> kind;
        private final List<GroupWorker.Pending<?, ?>> calls;
        private final List<T> items;
        private final GroupedStatement.Sql sql;
        private List<R> answers;

        private Part(GroupedCalls<T, R> kind, List<GroupWorker.Pending<?, ?>> calls) {
            this.kind = kind;
            this.calls = calls;
            this.items = kind.items(calls);
            this.sql = kind.statement().sql(items);
        }

        static <T, R> Part<T, R> of(GroupedCalls<T, R> kind, List<GroupWorker.Pending<?, ?>> calls) {
            return new Part<>(kind, calls);
        }

        void answer(ResultSet rows) throws SQLException {
            answers = kind.statement().answers(items, rows);
        }

        void complete() {
            kind.complete(calls, answers.stream().map(answer -> new GroupedCalls.Outcome<>(answer, null)).toList());
        }
    }

    @Override
    public void start() {
        worker.start();
    }

    /** Stops once every call handed over has run. */
    @Override
    public void stop() {
        worker.stop(STOP_MILLIS);
    }

    @Override
    public boolean isRunning() {
        return worker.running();
    }

    @Override
    public int getPhase() {
        return 0;
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
        }
    }
}
