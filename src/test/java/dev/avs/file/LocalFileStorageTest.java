package dev.avs.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.apache.commons.codec.digest.DigestUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalFileStorageTest {

    @TempDir
    Path root;

    @Test
    void storesByHashInTwoLevelsOfFolders() {
        LocalFileStorage storage = new LocalFileStorage(root);
        byte[] content = "hello".getBytes(StandardCharsets.UTF_8);
        String sha = DigestUtils.sha256Hex(content);

        storage.store(sha, content);

        assertThat(root.resolve(sha.substring(0, 2)).resolve(sha.substring(2, 4)).resolve(sha)).hasBinaryContent(content);
        assertThat(storage.exists(sha)).isTrue();
        assertThat(storage.read(sha)).isEqualTo(content);
    }

    @Test
    void storingTheSameContentAgainKeepsOneFileAndNoTemporaryFiles() throws IOException {
        LocalFileStorage storage = new LocalFileStorage(root);
        byte[] content = "same".getBytes(StandardCharsets.UTF_8);
        String sha = DigestUtils.sha256Hex(content);

        storage.store(sha, content);
        storage.store(sha, content);

        try (Stream<Path> files = java.nio.file.Files.walk(root)) {
            assertThat(files.filter(java.nio.file.Files::isRegularFile)).containsExactly(storage.path(sha));
        }
    }

    @Test
    void repairsATruncatedContent() throws IOException {
        LocalFileStorage storage = new LocalFileStorage(root);
        byte[] content = "complete".getBytes(StandardCharsets.UTF_8);
        String sha = DigestUtils.sha256Hex(content);
        java.nio.file.Files.createDirectories(storage.path(sha).getParent());
        java.nio.file.Files.write(storage.path(sha), new byte[] {1});

        storage.store(sha, content);

        assertThat(storage.read(sha)).isEqualTo(content);
    }

    @Test
    void refusesAnythingButAHashAsAName() {
        LocalFileStorage storage = new LocalFileStorage(root);

        assertThatThrownBy(() -> storage.path("../../etc/passwd")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> storage.path("A".repeat(64))).isInstanceOf(IllegalArgumentException.class);
        assertThat(storage.exists("0".repeat(64))).isFalse();
    }
}
