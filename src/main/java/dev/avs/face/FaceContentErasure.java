package dev.avs.face;

import dev.avs.file.FileContentForgotten;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/** What was derived from a content no file holds any more (face_analysis) goes with it, in the erasing transaction. */
@Component
class FaceContentErasure {

    private final JdbcClient jdbc;

    FaceContentErasure(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @EventListener
    void on(FileContentForgotten forgotten) {
        jdbc.sql("DELETE FROM face_analysis WHERE sha256 = :sha").param("sha", forgotten.sha256()).update();
    }
}
