package dev.avs.document;

import java.util.List;

/**
 * What {@link ImageAnalysis} found in a file. For a PDF only {@code decodable} applies (it is not rendered);
 * the other values are null and the list empty. For an undecodable image everything but the dimensions (when
 * the header gave them) is null.
 *
 * @param decodable      an image that decodes, or a PDF with a header and an end-of-file marker
 * @param pdf            the file was analysed as a PDF
 * @param width          width of the original image in pixels
 * @param height         height of the original image in pixels
 * @param sharpness      variance of the 3×3 Laplacian on the grey image, area-averaged down to a longer side
 *                       of at most {@value ImageAnalysis#NORMALISED_SIDE} px; higher is sharper
 * @param perceptualHash 64-bit pHash; compare with {@link ImageAnalysis#hammingDistance}
 * @param editorTraces   image editors named in EXIF, XMP, PNG text or JPEG comments
 */
public record AnalysedImage(
        boolean decodable,
        boolean pdf,
        Integer width,
        Integer height,
        Double sharpness,
        Long perceptualHash,
        List<EditorTrace> editorTraces) {

    public AnalysedImage {
        editorTraces = List.copyOf(editorTraces);
    }

    static AnalysedImage pdf(boolean decodable) {
        return new AnalysedImage(decodable, true, null, null, null, null, List.of());
    }

    static AnalysedImage undecodable(Integer width, Integer height) {
        return new AnalysedImage(false, false, width, height, null, null, List.of());
    }

    /** The shorter side in pixels, for {@code IMAGE_TOO_SMALL}; null when unknown. */
    public Integer shorterSide() {
        return width == null || height == null ? null : Math.min(width, height);
    }

    /** The distinct editors found, in the order found ({@code IMAGE_EDITED} when not empty). */
    public List<String> editors() {
        return editorTraces.stream().map(EditorTrace::editor).distinct().toList();
    }

    public boolean edited() {
        return !editorTraces.isEmpty();
    }
}
