package dev.avs.image;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.TestImages;
import org.bytedeco.leptonica.global.leptonica;
import org.junit.jupiter.api.Test;

/**
 * Every way into JavaCPP's natives goes through {@link JavaCpp}'s one lock, so that two first loads at once cannot
 * deadlock (JavaCPP's Loader against Pointer's class initialisation; seen once under load, not reproducible on
 * demand): the reduced JPEG decoder loads its presets through it (FFmpeg is loaded only by decoder processes).
 */
class JavaCppTest {

    @Test
    void theReducedJpegDecoderLoadsLeptonicaThroughTheOneLock() {
        ImageDecoder.decodeUpright(TestImages.jpeg(2400, 1800), 600);

        assertThat(JavaCpp.loaded(leptonica.class)).isTrue();
    }

}
