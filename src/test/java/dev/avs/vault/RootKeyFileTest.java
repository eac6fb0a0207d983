package dev.avs.vault;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The key file of the embedded default: made once, whole and owner-only, even by starts that race. */
class RootKeyFileTest {

    @TempDir
    Path folder;

    @Test
    void aFirstStartMakesTheKeyFileAndTheNextReadsIt() throws Exception {
        Path file = folder.resolve("data").resolve("encryption.key");
        byte[] made = RootKeyFile.load(null, file);
        assertThat(made).hasSize(32);
        assertThat(Base64.getDecoder().decode(Files.readString(file).trim())).isEqualTo(made);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(RootKeyFile.load(null, file)).isEqualTo(made);
        assertThat(RootKeyFile.load(" " + Base64.getEncoder().encodeToString(new byte[32]), file))
                .as("the variable before the file").isEqualTo(new byte[32]);
    }

    /** Two nodes (or test JVMs) starting at once on one folder: every one of them ends with the same key. */
    @Test
    void startsThatRaceAllTakeTheOneKeyWritten() throws Exception {
        int starts = 8;
        try (ExecutorService pool = Executors.newFixedThreadPool(starts)) {
            for (int round = 0; round < 30; round++) {
                Path file = folder.resolve("round-" + round).resolve("encryption.key");
                CyclicBarrier together = new CyclicBarrier(starts);
                List<Future<byte[]>> keys = new ArrayList<>();
                for (int i = 0; i < starts; i++) {
                    keys.add(pool.submit(() -> {
                        together.await();
                        return RootKeyFile.load(null, file);
                    }));
                }
                List<byte[]> taken = new ArrayList<>();
                for (Future<byte[]> key : keys) {
                    taken.add(key.get());
                }
                byte[] written = Base64.getDecoder().decode(Files.readString(file).trim());
                assertThat(taken).as("round %d", round).allSatisfy(key -> assertThat(key).isEqualTo(written));
                try (var left = Files.list(file.getParent())) {
                    assertThat(left.map(p -> p.getFileName().toString()).toList()).as("no temporary file left")
                            .containsExactly("encryption.key");
                }
            }
        }
    }
}
