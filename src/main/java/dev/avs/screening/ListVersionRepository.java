package dev.avs.screening;

import dev.avs.persistence.Ids;
import dev.avs.persistence.Timestamps;
import dev.avs.screening.lists.ListFormat;
import java.time.Instant;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** The audit trail of list versions: one row per source and content hash, first load time kept. */
@Repository
class ListVersionRepository implements ScreeningLists.VersionLog {

    private final JdbcClient jdbc;

    ListVersionRepository(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public void record(String source, ListFormat format, int entries, String sha256, Instant loadedAt) {
        boolean known = jdbc.sql("SELECT COUNT(*) FROM screening_list_version WHERE source = :source AND sha256 = :sha256")
                .param("source", source).param("sha256", sha256).query(Integer.class).single() > 0;
        if (known) {
            return;
        }
        try {
            jdbc.sql("""
                    INSERT INTO screening_list_version (id, source, format, entries, sha256, loaded_at)
                    VALUES (:id, :source, :format, :entries, :sha256, :loadedAt)
                    """)
                    .param("id", Ids.newId())
                    .param("source", source)
                    .param("format", format.id())
                    .param("entries", entries)
                    .param("sha256", sha256)
                    .param("loadedAt", Timestamps.sql(loadedAt))
                    .update();
        } catch (DuplicateKeyException e) {
            // another node recorded the same version at the same moment
        }
    }

    int count(String source) {
        return jdbc.sql("SELECT COUNT(*) FROM screening_list_version WHERE source = :source")
                .param("source", source).query(Integer.class).single();
    }
}
