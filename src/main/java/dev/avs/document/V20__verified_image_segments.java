package dev.avs.document;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;
import org.springframework.stereotype.Component;

/**
 * V20: the perceptual-hash index of {@code verified_image} moves from eight 8-bit bands to four 16-bit segments
 * ({@link ImageIndex#candidates}). In Java because the segments of the stored hashes are computed here: the bit
 * operations of H2 and PostgreSQL differ.
 */
@Component
class V20__verified_image_segments extends BaseJavaMigration {

    /** The checksum installations migrated before this class took Flyway's naming have recorded. */
    @Override
    public Integer getChecksum() {
        return 20;
    }

    @Override
    public void migrate(Context context) throws Exception {
        Connection connection = context.getConnection();
        try (Statement ddl = connection.createStatement()) {
            for (int band = 0; band < 8; band++) {
                ddl.execute("DROP INDEX verified_image_band_" + band);
                ddl.execute("ALTER TABLE verified_image DROP COLUMN band_" + band);
            }
            for (int segment = 0; segment < ImageIndex.SEGMENTS; segment++) {
                ddl.execute("ALTER TABLE verified_image ADD COLUMN segment_" + segment + " INTEGER");
            }
        }
        try (Statement read = connection.createStatement();
             ResultSet rows = read.executeQuery(
                     "SELECT verification_id, file_id, phash FROM verified_image WHERE phash IS NOT NULL");
             PreparedStatement update = connection.prepareStatement("UPDATE verified_image SET segment_0 = ?,"
                     + " segment_1 = ?, segment_2 = ?, segment_3 = ? WHERE verification_id = ? AND file_id = ?")) {
            int pending = 0;
            while (rows.next()) {
                long phash = rows.getLong("phash");
                for (int segment = 0; segment < ImageIndex.SEGMENTS; segment++) {
                    update.setInt(segment + 1, ImageIndex.segment(phash, segment));
                }
                update.setString(5, rows.getString("verification_id"));
                update.setString(6, rows.getString("file_id"));
                update.addBatch();
                if (++pending % 1000 == 0) {
                    update.executeBatch();
                }
            }
            update.executeBatch();
        }
        try (Statement ddl = connection.createStatement()) {
            for (int segment = 0; segment < ImageIndex.SEGMENTS; segment++) {
                ddl.execute("CREATE INDEX verified_image_segment_" + segment
                        + " ON verified_image (account_id, segment_" + segment + ")");
            }
        }
    }
}
