package dev.avs.persistence;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** Which database the service runs on, where a statement that only one of them understands saves work. */
public final class Databases {

    private Databases() {
    }

    public static boolean isPostgreSql(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection()) {
            return connection.getMetaData().getDatabaseProductName().toLowerCase().contains("postgresql");
        } catch (SQLException e) {
            throw new IllegalStateException("Cannot tell which database the service runs on", e);
        }
    }
}
