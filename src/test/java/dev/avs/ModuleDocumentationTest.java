package dev.avs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.springframework.modulith.core.ApplicationModules;
import org.springframework.modulith.docs.Documenter;

/**
 * The module diagrams and canvases in {@code docs/modules} are generated from the code by Spring Modulith's
 * {@link Documenter}; this test fails when they no longer match it. To bring them up to date:
 * {@code ./mvnw test -Dtest=ModuleDocumentationTest -Davs.docs.update=true}.
 */
class ModuleDocumentationTest {

    private static final Path COMMITTED = Path.of("docs", "modules");
    private static final Path GENERATED = Path.of("target", "modules-documentation");

    @Test
    void theCommittedModuleDocumentationMatchesTheCode() throws IOException {
        new Documenter(ApplicationModules.of(AvsApplication.class),
                Documenter.Options.defaults().withOutputFolder(GENERATED.toString()))
                .writeModulesAsPlantUml()
                .writeIndividualModulesAsPlantUml()
                .writeModuleCanvases();
        List<Path> generated = files(GENERATED);
        if (Boolean.getBoolean("avs.docs.update")) {
            Files.createDirectories(COMMITTED);
            for (Path stale : files(COMMITTED)) {
                Files.delete(COMMITTED.resolve(stale));
            }
            for (Path file : generated) {
                Files.copy(GENERATED.resolve(file), COMMITTED.resolve(file), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        assertThat(files(COMMITTED)).as("the files in docs/modules").containsExactlyInAnyOrderElementsOf(generated);
        for (Path file : generated) {
            assertThat(lines(COMMITTED.resolve(file)))
                    .as("docs/modules/%s is out of date: run this test with -Davs.docs.update=true", file)
                    .isEqualTo(lines(GENERATED.resolve(file)));
        }
    }

    /**
     * The lines of a file in order: the Documenter writes a diagram's elements and a canvas's list items in an order
     * that varies by run (and marks a cell's first item with {@code |}).
     */
    private static List<String> lines(Path file) throws IOException {
        return Files.readAllLines(file).stream().map(line -> line.startsWith("|* ") ? line.substring(1) : line)
                .sorted().toList();
    }

    private static List<Path> files(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> paths = Files.list(folder)) {
            return paths.map(Path::getFileName).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
