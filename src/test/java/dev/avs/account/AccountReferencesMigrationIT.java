package dev.avs.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.support.IntegrationTest;
import java.sql.Connection;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * V22 on the migrated schema: no tenant table declares a key to {@code account}; {@code api_key} still does, and so
 * does {@code account} itself (a sandbox names its live account, V39).
 */
class AccountReferencesMigrationIT extends IntegrationTest {

    @Autowired
    DataSource dataSource;

    @Autowired
    JdbcClient jdbc;

    @Test
    void onlyApiKeysReferenceTheAccountTable() throws Exception {
        assertThat(tablesReferencingAccount()).containsExactlyInAnyOrder("account", "api_key");
    }

    @Test
    void aKeyForAnAccountThatDoesNotExistIsStillRefused() {
        assertThatThrownBy(() -> jdbc.sql("""
                INSERT INTO api_key (id, account_id, key_hash, key_hint, created_at)
                VALUES ('k-orphan', 'no-such-account', 'h-orphan', 'hint', CURRENT_TIMESTAMP)""").update())
                .isInstanceOf(DataIntegrityViolationException.class);
    }

    private List<String> tablesReferencingAccount() throws Exception {
        List<String> tables = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             ResultSet keys = connection.getMetaData().getExportedKeys(connection.getCatalog(), connection.getSchema(),
                     "account")) {
            while (keys.next()) {
                tables.add(keys.getString("FKTABLE_NAME").toLowerCase());
            }
        }
        return tables;
    }
}
