package dev.avs.document;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class EditorTracesTest {

    private static final byte[] JPEG = ImageSamples.jpeg(ImageSamples.scene(320, 240, 1));
    private static final byte[] PNG = ImageSamples.png(ImageSamples.scene(320, 240, 1));

    @Test
    void exifSoftwareNamingPhotoshopIsAnEdit() {
        AnalysedImage image = ImageAnalysis.analyse(
                ImageSamples.withExifSoftware(JPEG, "Adobe Photoshop 25.0 (Windows)"), "image/jpeg");
        assertThat(image.decodable()).isTrue();
        assertThat(image.edited()).isTrue();
        assertThat(image.editors()).containsExactly("Adobe Photoshop");
        assertThat(image.editorTraces()).containsExactly(
                new EditorTrace("Adobe Photoshop", "EXIF Software", "Adobe Photoshop 25.0 (Windows)"));
    }

    @Test
    void cameraFirmwareIsNotAnEditor() {
        for (String software : new String[] {"HDR+ 1.0.641377693zd", "17.1.2", "Android RQ3A", "Canvas Camera 2"}) {
            AnalysedImage image = ImageAnalysis.analyse(ImageSamples.withExifSoftware(JPEG, software), "image/jpeg");
            assertThat(image.edited()).as(software).isFalse();
        }
    }

    @Test
    void lightroomIsNotReportedAsPhotoshop() {
        AnalysedImage image = ImageAnalysis.analyse(
                ImageSamples.withExifSoftware(JPEG, "Adobe Photoshop Lightroom Classic 13.0 (Macintosh)"), null);
        assertThat(image.editors()).containsExactly("Adobe Lightroom");
    }

    @Test
    void xmpCreatorToolAndHistoryInAPngAreEdits() {
        String xmp = ImageSamples.xmp("xmp:CreatorTool=\"GIMP 2.10\"", "Affinity Photo 2.4.0");
        AnalysedImage image = ImageAnalysis.analyse(ImageSamples.withPngXmp(PNG, xmp), "image/png");
        assertThat(image.decodable()).isTrue();
        assertThat(image.editorTraces()).containsExactlyInAnyOrder(
                new EditorTrace("GIMP", "XMP CreatorTool", "GIMP 2.10"),
                new EditorTrace("Affinity Photo", "XMP history", "Affinity Photo 2.4.0"));
    }

    @Test
    void xmpThatOnlyDeclaresThePhotoshopNamespaceIsNotAnEdit() {
        String xmp = ImageSamples.xmp("xmp:CreatorTool=\"Pixel 8 Pro\" photoshop:DateCreated=\"2026-01-02\"", null);
        assertThat(ImageAnalysis.analyse(ImageSamples.withPngXmp(PNG, xmp), "image/png").edited()).isFalse();
    }

    @Test
    void pngTextChunksNameEditors() {
        byte[] png = ImageSamples.withPngText(PNG, "Software", "paint.net 5.0.13");
        assertThat(ImageAnalysis.analyse(png, "image/png").editors()).containsExactly("Paint.NET");
        byte[] comment = ImageSamples.withPngText(PNG, "Comment", "Created with GIMP");
        assertThat(ImageAnalysis.analyse(comment, "image/png").editors()).containsExactly("GIMP");
        byte[] title = ImageSamples.withPngText(PNG, "Title", "My Photoshop tutorial");
        assertThat(ImageAnalysis.analyse(title, "image/png").edited()).isFalse();
    }

    @Test
    void aPlainImageHasNoTraces() {
        assertThat(EditorTraces.find(JPEG)).isEmpty();
        assertThat(EditorTraces.find(PNG)).isEmpty();
        assertThat(EditorTraces.find(new byte[] {1, 2, 3})).isEmpty();
    }
}
