package dev.avs.file;

import dev.avs.persistence.AfterCommit;
import java.util.List;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * Deletes erased files: the rows in the erasing transaction, the contents from storage after it commits (a rolled
 * back erasure must find its files whole), each only when no other file of the account holds the same content.
 */
@Component
class FileErasure {

    private final JdbcClient jdbc;
    private final SealedContents contents;
    private final ApplicationEventPublisher events;

    FileErasure(JdbcClient jdbc, SealedContents contents, ApplicationEventPublisher events) {
        this.jdbc = jdbc;
        this.contents = contents;
        this.events = events;
    }

    void erase(String accountId, List<String> fileIds) {
        List<String> hashes = jdbc.sql("SELECT DISTINCT sha256 FROM stored_file WHERE account_id = :account"
                        + " AND id IN (:ids)")
                .param("account", accountId).param("ids", fileIds).query(String.class).list();
        jdbc.sql("DELETE FROM stored_file WHERE account_id = :account AND id IN (:ids)")
                .param("account", accountId).param("ids", fileIds).update();
        for (String sha256 : hashes) {
            boolean anywhere = jdbc.sql("SELECT COUNT(*) FROM stored_file WHERE sha256 = :sha")
                    .param("sha", sha256).query(Long.class).single() > 0;
            if (!anywhere) {
                events.publishEvent(new FileContentForgotten(sha256));
            }
        }
        AfterCommit.run(() -> hashes.forEach(sha256 -> contents.deleteIfUnused(accountId, sha256)));
    }
}
