package dev.avs.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.support.IntegrationTest;
import dev.avs.support.TestDatabase;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * Grouped calls of several kinds on one shared thread and connection: on PostgreSQL the groups of a round travel
 * as one query and one transaction; a refused item fails only its own call, whatever kinds shared its round.
 */
class RoundTripsIT extends IntegrationTest {

    @Autowired
    DataSource dataSource;
    @Autowired
    JdbcClient jdbc;

    private RoundTrips roundTrips;
    private GroupedCalls<String, Void> stores;
    private GroupedCalls<String, Boolean> finds;

    @BeforeEach
    void kinds() {
        jdbc.sql("CREATE TABLE IF NOT EXISTS round_trip_probe (id VARCHAR(36) PRIMARY KEY)").update();
        roundTrips = new RoundTrips(dataSource);
        stores = new GroupedCalls<>("stores", new Stores(), roundTrips);
        finds = new GroupedCalls<>("finds", new Finds(), roundTrips);
    }

    @AfterEach
    void close() {
        roundTrips.stop();
        roundTrips.close();
    }

    @Test
    void aRoundsGroupsOfSeveralKindsAreOneTransactionOnPostgreSql() throws Exception {
        Assumptions.assumeTrue(TestDatabase.isPostgres(), "on H2 the groups of a round run one after the other");
        GroupedCalls<String, Long> transactionA = new GroupedCalls<>("a", new TransactionId("a"), roundTrips);
        GroupedCalls<String, Long> transactionB = new GroupedCalls<>("b", new TransactionId("b"), roundTrips);
        List<GroupWorker.Pending<?, ?>> round = List.of(pending(transactionA, "1"), pending(transactionB, "2"),
                pending(transactionA, "3"));

        roundTrips.worker().round(round);

        List<Object> ids = new ArrayList<>();
        for (GroupWorker.Pending<?, ?> call : round) {
            ids.add(call.result().get(10, TimeUnit.SECONDS));
        }
        assertThat(ids).as("one transaction for both kinds").containsOnly(ids.getFirst());
    }

    @Test
    void anItemTheDatabaseRefusesFailsOnlyItsOwnCallWhateverSharedItsRound() throws Exception {
        String taken = Ids.newId();
        String fresh = Ids.newId();
        String missing = Ids.newId();
        stores.call(taken);
        List<GroupWorker.Pending<?, ?>> round = List.of(pending(stores, fresh), pending(finds, taken),
                pending(stores, taken), pending(finds, missing));

        roundTrips.worker().round(round);

        assertThat(round.get(0).result().get(10, TimeUnit.SECONDS)).isNull();
        assertThat(round.get(1).result().get(10, TimeUnit.SECONDS)).isEqualTo(true);
        assertThatThrownBy(() -> round.get(2).result().get(10, TimeUnit.SECONDS)).as("a key already stored")
                .hasCauseInstanceOf(RuntimeException.class);
        assertThat(round.get(3).result().get(10, TimeUnit.SECONDS)).isEqualTo(false);
        assertThat(finds.call(fresh)).as("stored beside the refused one").isTrue();
    }

    @Test
    void callsOfBothKindsFromManyThreadsAreEachAnswered() throws Exception {
        roundTrips.start();
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            ids.add(Ids.newId());
        }
        try (ExecutorService callers = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<Boolean>> found = new ArrayList<>();
            for (String id : ids) {
                found.add(callers.submit(() -> {
                    stores.call(id);
                    return finds.call(id) && !finds.call(Ids.newId());
                }));
            }
            for (Future<Boolean> each : found) {
                assertThat(each.get(30, TimeUnit.SECONDS)).as("each sees its own committed row").isTrue();
            }
        }
    }

    private static <T, R> GroupWorker.Pending<T, R> pending(GroupedCalls<T, R> kind, T item) {
        return new GroupWorker.Pending<>(kind, item, new CompletableFuture<>());
    }

    /** Stores ids (the primary key refuses one stored before). */
    private static final class Stores implements GroupedStatement<String, Void> {
        @Override
        public Sql sql(List<String> ids) {
            return new Sql(Columns.insertSql("round_trip_probe", List.of("id"), ids.size()), List.copyOf(ids));
        }

        @Override
        public List<Void> answers(List<String> ids, ResultSet rows) {
            return Collections.nCopies(ids.size(), null);
        }
    }

    /** Whether each id is stored. */
    private static final class Finds implements GroupedStatement<String, Boolean> {
        @Override
        public Sql sql(List<String> ids) {
            return new Sql("SELECT id FROM round_trip_probe WHERE id IN ("
                    + String.join(", ", Collections.nCopies(ids.size(), "?")) + ")", List.copyOf(ids));
        }

        @Override
        public List<Boolean> answers(List<String> ids, ResultSet rows) throws SQLException {
            Map<String, Boolean> found = new HashMap<>();
            while (rows.next()) {
                found.put(rows.getString(1), true);
            }
            return ids.stream().map(id -> found.containsKey(id)).toList();
        }
    }

    /** The transaction a group ran in, as PostgreSQL numbers it; the label keeps the statements apart. */
    private record TransactionId(String label) implements GroupedStatement<String, Long> {
        @Override
        public Sql sql(List<String> items) {
            return new Sql("SELECT txid_current(), '" + label + "'", List.of());
        }

        @Override
        public List<Long> answers(List<String> items, ResultSet rows) throws SQLException {
            rows.next();
            return Collections.nCopies(items.size(), rows.getLong(1));
        }
    }
}
