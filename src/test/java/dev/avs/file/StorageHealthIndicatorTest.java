package dev.avs.file;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StorageHealthIndicatorTest {

    @Test
    void aLocalFolderThatCanBeWrittenIsUpAndOneThatCannotBeMadeIsDown(@TempDir Path dir) throws Exception {
        assertThat(new StorageHealthIndicator(new LocalFileStorage(dir.resolve("files"))).health(true).getStatus()
                .getCode()).isEqualTo("UP");

        Path aFile = Files.writeString(dir.resolve("not-a-folder"), "x");
        var down = new StorageHealthIndicator(new LocalFileStorage(aFile.resolve("files"))).health(true);
        assertThat(down.getStatus().getCode()).isEqualTo("DOWN");
        assertThat(down.getDetails().get("reason")).as("ours, not the path").isEqualTo("The storage folder cannot be created");
    }
}
