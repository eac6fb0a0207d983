package dev.avs.decoding;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The decoder process's command line carries the service's JavaCPP cache folder: a container with a read-only root
 * points it at its writable volume, where the decoders must extract FFmpeg too.
 */
class DecoderCommandTest {

    private static final String CACHE = "org.bytedeco.javacpp.cachedir";

    @Test
    void theDecoderUsesTheServicesNativeCache() {
        String before = System.getProperty(CACHE);
        // JavaCPP's own default, so that natives loaded meanwhile by other tests go where they would anyway
        String cache = Path.of(System.getProperty("user.home"), ".javacpp", "cache").toString();
        try {
            System.setProperty(CACHE, cache);
            assertThat(DecoderProcess.command(DecodingProperties.DEFAULTS)).contains("-D" + CACHE + "=" + cache);
            System.clearProperty(CACHE);
            assertThat(DecoderProcess.command(DecodingProperties.DEFAULTS)).noneMatch(a -> a.contains(CACHE));
        } finally {
            if (before == null) {
                System.clearProperty(CACHE);
            } else {
                System.setProperty(CACHE, before);
            }
        }
    }
}
