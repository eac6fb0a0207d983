package dev.avs.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.support.IntegrationTest;
import dev.avs.support.TestDatabase;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

/** A row and its rows in one statement: all stored, or (when one is refused) none. */
class ColumnsIT extends IntegrationTest {

    @Autowired
    JdbcClient jdbc;

    @Test
    void storesTheRowAndItsRowsTogetherOrNeither() {
        Assumptions.assumeTrue(TestDatabase.isPostgres(), "a data-modifying WITH is PostgreSQL's");
        String account = newTenant().account().value();
        String stored = Ids.newId();
        Columns.insertWithRows(jdbc, "applicant", List.of(row(stored, account)), "applicant_search",
                List.of("account_id", "applicant_id", "search_key"),
                List.of(new Object[] {account, stored, "a"}, new Object[] {account, stored, "b"}));
        assertThat(count("applicant", stored)).isOne();
        assertThat(jdbc.sql("SELECT count(*) FROM applicant_search WHERE applicant_id = ?").param(stored)
                .query(Integer.class).single()).isEqualTo(2);

        String refused = Ids.newId();
        assertThatThrownBy(() -> Columns.insertWithRows(jdbc, "applicant", List.of(row(refused, account)), "applicant_search",
                List.of("account_id", "applicant_id", "search_key"),
                List.of(new Object[] {account, refused, "a"}, new Object[] {account, refused, null})))
                .as("a search word without a key").isNotNull();
        assertThat(count("applicant", refused)).as("the applicant's row went with its words").isZero();
    }

    private static Map<String, Object> row(String id, String account) {
        return Columns.of("id", id, "account_id", account, "type", "PERSON",
                "created_at", Timestamps.sql(Instant.now()), "updated_at", Timestamps.sql(Instant.now()));
    }

    private int count(String table, String id) {
        return jdbc.sql("SELECT count(*) FROM " + table + " WHERE id = ?").param(id).query(Integer.class).single();
    }
}
