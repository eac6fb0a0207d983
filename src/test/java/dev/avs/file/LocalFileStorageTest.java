package dev.avs.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
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
    void foldersAndFilesAreTheOwnersOnly() throws IOException {
        LocalFileStorage storage = new LocalFileStorage(root.resolve("data").resolve("files"));
        byte[] content = "private".getBytes(StandardCharsets.UTF_8);
        String sha = DigestUtils.sha256Hex(content);

        storage.probe();
        storage.store(sha, content);
        storage.replace(DigestUtils.sha256Hex("other"), 5, new java.io.ByteArrayInputStream(
                "other".getBytes(StandardCharsets.UTF_8)));

        for (Path folder : List.of(root.resolve("data"), storage.root(), storage.path(sha).getParent().getParent(),
                storage.path(sha).getParent())) {
            assertThat(mode(folder)).as(folder.toString()).isEqualTo("rwx------");
        }
        assertThat(mode(storage.path(sha))).isEqualTo("rw-------");
        assertThat(mode(storage.path(DigestUtils.sha256Hex("other")))).isEqualTo("rw-------");
    }

    private static String mode(Path path) throws IOException {
        return java.nio.file.attribute.PosixFilePermissions.toString(java.nio.file.Files.getPosixFilePermissions(path));
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
