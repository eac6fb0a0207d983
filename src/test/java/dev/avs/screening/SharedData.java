package dev.avs.screening;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates the team's shared data folder: {@code -Davs.shared.data=...}, else ../shared/data, else /work/shared/data. */
final class SharedData {

    private SharedData() {
    }

    static Path root() {
        String configured = System.getProperty("avs.shared.data");
        if (configured != null) {
            return Path.of(configured);
        }
        for (Path candidate : new Path[] {Path.of("../shared/data"), Path.of("../../shared/data"),
                Path.of("/work/shared/data")}) {
            if (Files.isDirectory(candidate.resolve("sanctions"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("Shared data not found; set -Davs.shared.data");
    }
}
