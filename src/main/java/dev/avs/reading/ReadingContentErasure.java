package dev.avs.reading;

import dev.avs.file.FileContentForgotten;
import org.springframework.context.event.EventListener;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * What was derived from a content no file holds any more (mrz_reading, barcode_reading, front_reading) goes with
 * it, in the erasing transaction.
 */
@Component
class ReadingContentErasure {

    private final JdbcClient jdbc;

    ReadingContentErasure(JdbcClient jdbc) {
        this.jdbc = jdbc;
    }

    @EventListener
    void on(FileContentForgotten forgotten) {
        jdbc.sql("DELETE FROM mrz_reading WHERE sha256 = :sha").param("sha", forgotten.sha256()).update();
        jdbc.sql("DELETE FROM barcode_reading WHERE sha256 = :sha").param("sha", forgotten.sha256()).update();
        jdbc.sql("DELETE FROM front_reading WHERE sha256 = :sha").param("sha", forgotten.sha256()).update();
    }
}
