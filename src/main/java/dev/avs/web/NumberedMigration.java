package dev.avs.web;

import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.JavaMigration;

/**
 * A migration written in Java, for what portable SQL cannot do; Spring Boot hands such beans to Flyway. Its number
 * is shared with the SQL migrations and doubles as its checksum: the code of a released migration never changes.
 */
public abstract class NumberedMigration implements JavaMigration {

    private final int version;
    private final String description;

    protected NumberedMigration(int version, String description) {
        this.version = version;
        this.description = description;
    }

    @Override
    public final MigrationVersion getVersion() {
        return MigrationVersion.fromVersion(Integer.toString(version));
    }

    @Override
    public final String getDescription() {
        return description;
    }

    @Override
    public final Integer getChecksum() {
        return version;
    }

    @Override
    public final boolean canExecuteInTransaction() {
        return true;
    }
}
