package dev.avs.file;

import java.nio.file.Path;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code avs.file.*}: where the local storage keeps file contents, and the decompression-bomb guard. The size
 * limit of one file is the web layer's ({@code avs.web.limits.file}), since the body filter enforces it first.
 */
@ConfigurationProperties("avs.file")
public record FileProperties(Path storageDir, long maxImagePixels) {
}
