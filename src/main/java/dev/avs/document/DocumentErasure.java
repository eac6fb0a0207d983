package dev.avs.document;

import dev.avs.applicant.ApplicantErasing;
import dev.avs.file.FileContentForgotten;
import dev.avs.file.Files;
import java.util.List;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * An erased applicant's documents go (every version, pinned or not) with the images verifications indexed from them,
 * and then the files they showed that no other document of the account shows. The analyses cached by content go
 * when no file of any account holds that content any more.
 */
@Component
class DocumentErasure {

    private static final String SIDES = "front_side_id, back_side_id, other_side_1_id, other_side_2_id, other_side_3_id";

    private final JdbcClient jdbc;
    private final Files files;

    DocumentErasure(JdbcClient jdbc, Files files) {
        this.jdbc = jdbc;
        this.files = files;
    }

    @EventListener
    void on(ApplicantErasing erasing) {
        String account = erasing.account().value();
        List<String> shown = jdbc.sql("SELECT " + SIDES + " FROM document WHERE account_id = :account"
                        + " AND applicant_id = :applicant")
                .param("account", account).param("applicant", erasing.applicantId())
                .query((rs, n) -> {
                    List<String> ids = new java.util.ArrayList<>();
                    for (int i = 1; i <= 5; i++) {
                        if (rs.getString(i) != null) {
                            ids.add(rs.getString(i));
                        }
                    }
                    return ids;
                }).list().stream().flatMap(List::stream).distinct().toList();
        jdbc.sql("DELETE FROM verified_image WHERE account_id = :account AND applicant_id = :applicant")
                .param("account", account).param("applicant", erasing.applicantId()).update();
        jdbc.sql("DELETE FROM document WHERE account_id = :account AND applicant_id = :applicant")
                .param("account", account).param("applicant", erasing.applicantId()).update();
        List<String> unshared = shown.stream().filter(file -> !shownElsewhere(account, file)).toList();
        files.erase(erasing.account(), unshared);
    }

    private boolean shownElsewhere(String account, String fileId) {
        return jdbc.sql("""
                SELECT COUNT(*) FROM document WHERE account_id = :account AND (front_side_id = :file
                  OR back_side_id = :file OR other_side_1_id = :file OR other_side_2_id = :file
                  OR other_side_3_id = :file)""")
                .param("account", account).param("file", fileId).query(Long.class).single() > 0;
    }

    @EventListener
    void on(FileContentForgotten forgotten) {
        jdbc.sql("DELETE FROM image_analysis WHERE sha256 = :sha").param("sha", forgotten.sha256()).update();
    }
}
