package dev.avs.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.support.TestImages;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class FileInspectorTest {

    private final FileInspector inspector = new FileInspector(40_000_000);

    @Test
    void sniffsAcceptedTypesAndMeasuresImages() {
        assertThat(inspector.inspect(TestImages.png(64, 48)))
                .isEqualTo(new FileInspector.Inspection("image/png", 64, 48));
        assertThat(inspector.inspect(TestImages.jpeg(30, 20)))
                .isEqualTo(new FileInspector.Inspection("image/jpeg", 30, 20));
        assertThat(inspector.inspect(TestImages.WEBP_1X1))
                .isEqualTo(new FileInspector.Inspection("image/webp", 1, 1));
        assertThat(inspector.inspect(TestImages.pdf()))
                .isEqualTo(new FileInspector.Inspection("application/pdf", null, null));
    }

    @Test
    void refusesOtherTypesWith415() {
        for (byte[] content : new byte[][] {
                "just some text, named .png by the client".getBytes(StandardCharsets.UTF_8),
                "<html><body>hi</body></html>".getBytes(StandardCharsets.UTF_8),
                "GIF89a\u0001\u0000\u0001\u0000".getBytes(StandardCharsets.ISO_8859_1),
                {0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0}}) {
            assertThatThrownBy(() -> inspector.inspect(content))
                    .isInstanceOfSatisfying(ApiException.class,
                            e -> assertThat(e.type()).isEqualTo(ErrorType.UNSUPPORTED_MEDIA_TYPE));
        }
    }

    @Test
    void readsTheSizeFromTheHeaderWithoutPixels() {
        assertThat(inspector.inspect(TestImages.pngHeaderOnly(6000, 4000)))
                .isEqualTo(new FileInspector.Inspection("image/png", 6000, 4000));
    }

    @Test
    void refusesImagesOverThePixelLimitWith413() {
        FileInspector small = new FileInspector(10_000);

        assertThat(small.inspect(TestImages.png(100, 100)).width()).isEqualTo(100);
        assertThatThrownBy(() -> small.inspect(TestImages.png(101, 100)))
                .isInstanceOfSatisfying(ApiException.class, e -> {
                    assertThat(e.type()).isEqualTo(ErrorType.PAYLOAD_TOO_LARGE);
                    assertThat(e.getMessage()).contains("101 x 100").contains("10000");
                });
        assertThatThrownBy(() -> inspector.inspect(TestImages.pngHeaderOnly(65_535, 65_535)))
                .isInstanceOfSatisfying(ApiException.class,
                        e -> assertThat(e.type()).isEqualTo(ErrorType.PAYLOAD_TOO_LARGE));
    }

    @Test
    void acceptsAnImageWhoseHeaderCannotBeReadWithoutASize() {
        byte[] truncatedJpeg = {(byte) 0xff, (byte) 0xd8, (byte) 0xff, (byte) 0xe0, 0, 0x10, 'J', 'F', 'I', 'F', 0};

        assertThat(inspector.inspect(truncatedJpeg))
                .isEqualTo(new FileInspector.Inspection("image/jpeg", null, null));
    }
}
