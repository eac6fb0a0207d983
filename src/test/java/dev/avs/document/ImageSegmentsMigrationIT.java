package dev.avs.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.SimpleDriverDataSource;

/** V20 on a database that already holds images indexed by V12's bands: the stored hashes get their segments. */
class ImageSegmentsMigrationIT {

    @Test
    void backfillsTheSegmentsOfStoredHashes() throws Exception {
        SimpleDriverDataSource db = new SimpleDriverDataSource(new org.h2.Driver(),
                "jdbc:h2:mem:v20-" + System.nanoTime() + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DB_CLOSE_DELAY=-1", "sa", "");
        Flyway.configure().dataSource(db).locations("classpath:db/migration").target("19").load().migrate();
        JdbcClient jdbc = JdbcClient.create(db);
        jdbc.sql("""
                INSERT INTO account (id, name, status, created_at, updated_at)
                VALUES ('a', 'A', 'ACTIVE', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)""").update();
        long phash = 0x8123_4567_89ab_cdefL;
        jdbc.sql("""
                INSERT INTO verified_image (account_id, applicant_id, verification_id, document_id, file_id, sha256,
                    phash, band_0) VALUES ('a', 'p', 'v', 'd', 'with', 's', :phash, 1)""").param("phash", phash).update();
        jdbc.sql("""
                INSERT INTO verified_image (account_id, applicant_id, verification_id, document_id, file_id, sha256)
                VALUES ('a', 'p', 'v', 'd', 'pdf', 's')""").update();

        Flyway.configure().dataSource(db).locations("classpath:db/migration")
                .javaMigrations(new V20__verified_image_segments()).load().migrate();

        Map<String, Object> migrated = jdbc.sql("SELECT * FROM verified_image WHERE file_id = 'with'").query().singleRow();
        assertThat(List.of(migrated.get("segment_0"), migrated.get("segment_1"), migrated.get("segment_2"),
                migrated.get("segment_3"))).containsExactly(0xcdef, 0x89ab, 0x4567, 0x8123);
        assertThat(migrated).doesNotContainKey("band_0");
        assertThat(jdbc.sql("SELECT segment_0 FROM verified_image WHERE file_id = 'pdf'").query().singleRow()
                .get("segment_0")).isNull();
    }
}
