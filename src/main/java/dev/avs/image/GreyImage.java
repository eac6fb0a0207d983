package dev.avs.image;

import java.awt.color.ColorSpace;
import java.awt.image.BufferedImage;
import java.awt.image.ColorModel;
import java.awt.image.ComponentColorModel;
import java.awt.image.DataBufferByte;
import java.awt.image.PixelInterleavedSampleModel;
import java.awt.image.WritableRaster;

/**
 * A grey image as floats, 0 black to 255 white (row-major): what image forensics and the MRZ search work on. Scaled
 * by a separable resize (area averaging down, bilinear up), by an integer factor, or turned by quarter turns.
 */
public record GreyImage(int width, int height, float[] pixels) {

    /**
     * Luma (ITU-R BT.601) of any decoded image; transparent pixels are composed over white. Byte-interleaved
     * sRGB and grey rasters (what the JPEG, PNG and WebP readers produce) are read directly: {@code getRGB}
     * converts pixel by pixel and would take longer than decoding.
     */
    public static GreyImage of(BufferedImage image) {
        int width = image.getWidth();
        int height = image.getHeight();
        float[] pixels = new float[width * height];
        if (!readInterleavedBytes(image, pixels) && !readPackedInts(image, pixels)) {
            int[] row = new int[width];
            for (int y = 0; y < height; y++) {
                image.getRGB(0, y, width, 1, row, 0, width);
                for (int x = 0; x < width; x++) {
                    int argb = row[x];
                    pixels[y * width + x] = grey(argb >> 16 & 0xff, argb >> 8 & 0xff, argb & 0xff, argb >>> 24);
                }
            }
        }
        return new GreyImage(width, height, pixels);
    }

    /**
     * Each pixel's lightest colour channel, or null for an image without colour. Black print stays black in it
     * while a coloured ground, a tinted security print or a red stamp over the print turns light: the MRZ search's
     * second view of a photo whose luma does not read.
     */
    public static GreyImage lightestChannel(BufferedImage image) {
        if (image.getColorModel().getNumColorComponents() < 3) {
            return null;
        }
        int width = image.getWidth();
        int height = image.getHeight();
        float[] pixels = new float[width * height];
        int[] row = new int[width];
        for (int y = 0; y < height; y++) {
            image.getRGB(0, y, width, 1, row, 0, width);
            for (int x = 0; x < width; x++) {
                int argb = row[x];
                int lightest = Math.max(argb >> 16 & 0xff, Math.max(argb >> 8 & 0xff, argb & 0xff));
                pixels[y * width + x] = over(lightest, argb >>> 24);
            }
        }
        return new GreyImage(width, height, pixels);
    }

    private static boolean readInterleavedBytes(BufferedImage image, float[] pixels) {
        WritableRaster raster = image.getRaster();
        ColorModel colorModel = image.getColorModel();
        if (!(raster.getSampleModel() instanceof PixelInterleavedSampleModel model)
                || !(raster.getDataBuffer() instanceof DataBufferByte buffer) || buffer.getNumBanks() != 1
                || !(colorModel instanceof ComponentColorModel) || raster.getParent() != null) {
            return false;
        }
        ColorSpace space = colorModel.getColorSpace();
        int bands = model.getNumBands();
        boolean rgb = space.isCS_sRGB() && (bands == 3 || bands == 4 && colorModel.hasAlpha());
        boolean grey = space.getType() == ColorSpace.TYPE_GRAY && (bands == 1 || bands == 2 && colorModel.hasAlpha());
        if (!rgb && !grey || colorModel.isAlphaPremultiplied()) {
            return false;
        }
        byte[] data = buffer.getData();
        int[] offsets = model.getBandOffsets();
        int pixelStride = model.getPixelStride();
        int scanlineStride = model.getScanlineStride();
        int width = image.getWidth();
        for (int y = 0; y < image.getHeight(); y++) {
            int row = buffer.getOffset() + y * scanlineStride;
            for (int x = 0; x < width; x++) {
                int at = row + x * pixelStride;
                int alpha = colorModel.hasAlpha() ? data[at + offsets[bands - 1]] & 0xff : 255;
                pixels[y * width + x] = rgb
                        ? grey(data[at + offsets[0]] & 0xff, data[at + offsets[1]] & 0xff,
                                data[at + offsets[2]] & 0xff, alpha)
                        : over(data[at + offsets[0]] & 0xff, alpha);
            }
        }
        return true;
    }

    /**
     * The packed RGB and ARGB images (what the reduced JPEG decode gives), read from their ints rather than through
     * {@code getRGB}, whose colour model conversion of every pixel cost more than the rest of the conversion.
     */
    private static boolean readPackedInts(BufferedImage image, float[] pixels) {
        int type = image.getType();
        WritableRaster raster = image.getRaster();
        if (type != BufferedImage.TYPE_INT_RGB && type != BufferedImage.TYPE_INT_ARGB
                || !(raster.getSampleModel() instanceof java.awt.image.SinglePixelPackedSampleModel model)
                || !(raster.getDataBuffer() instanceof java.awt.image.DataBufferInt buffer)
                || buffer.getNumBanks() != 1 || raster.getParent() != null) {
            return false;
        }
        int[] data = buffer.getData();
        int width = image.getWidth();
        boolean alpha = type == BufferedImage.TYPE_INT_ARGB;
        for (int y = 0; y < image.getHeight(); y++) {
            int row = buffer.getOffset() + y * model.getScanlineStride();
            for (int x = 0; x < width; x++) {
                int argb = data[row + x];
                pixels[y * width + x] = grey(argb >> 16 & 0xff, argb >> 8 & 0xff, argb & 0xff,
                        alpha ? argb >>> 24 : 255);
            }
        }
        return true;
    }

    private static float grey(int red, int green, int blue, int alpha) {
        return over(0.299f * red + 0.587f * green + 0.114f * blue, alpha);
    }

    private static float over(float value, int alpha) {
        return alpha == 255 ? value : (value * alpha + 255f * (255 - alpha)) / 255f;
    }

    /**
     * This image scaled down (area averaging) so that its longer side is at most {@code side} pixels, keeping
     * the aspect ratio; smaller images are returned as they are (upscaling would only blur them).
     */
    public GreyImage normalised(int side) {
        if (Math.max(width, height) <= side) {
            return this;
        }
        double scale = (double) side / Math.max(width, height);
        return resized(Math.max(1, (int) Math.round(width * scale)), Math.max(1, (int) Math.round(height * scale)));
    }

    public GreyImage resized(int newWidth, int newHeight) {
        if (newWidth == width && newHeight == height) {
            return this;
        }
        Weights horizontal = Weights.of(width, newWidth);
        Weights vertical = Weights.of(height, newHeight);
        float[] rows = new float[newWidth * height];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < newWidth; x++) {
                float[] w = horizontal.weights[x];
                int first = horizontal.first[x];
                float sum = 0;
                for (int k = 0; k < w.length; k++) {
                    sum += w[k] * pixels[y * width + first + k];
                }
                rows[y * newWidth + x] = sum;
            }
        }
        float[] result = new float[newWidth * newHeight];
        for (int y = 0; y < newHeight; y++) {
            float[] w = vertical.weights[y];
            int first = vertical.first[y];
            for (int k = 0; k < w.length; k++) {
                float weight = w[k];
                int source = (first + k) * newWidth;
                for (int x = 0; x < newWidth; x++) {
                    result[y * newWidth + x] += weight * rows[source + x];
                }
            }
        }
        return new GreyImage(newWidth, newHeight, result);
    }

    /** For each output pixel of one axis: the first input pixel and the weights of the input pixels from it. */
    private record Weights(int[] first, float[][] weights) {

        static Weights of(int from, int to) {
            int[] first = new int[to];
            float[][] weights = new float[to][];
            double scale = (double) from / to;
            for (int i = 0; i < to; i++) {
                if (to <= from) {
                    double start = i * scale;
                    double end = Math.min(from, (i + 1) * scale);
                    int p0 = (int) Math.floor(start);
                    int p1 = Math.min(from - 1, (int) Math.ceil(end) - 1);
                    first[i] = p0;
                    weights[i] = new float[p1 - p0 + 1];
                    for (int p = p0; p <= p1; p++) {
                        double overlap = Math.min(end, p + 1) - Math.max(start, p);
                        weights[i][p - p0] = (float) (overlap / scale);
                    }
                } else {
                    double x = (i + 0.5) * scale - 0.5;
                    int x0 = (int) Math.floor(x);
                    float fraction = (float) (x - x0);
                    if (x0 < 0) {
                        first[i] = 0;
                        weights[i] = new float[] {1f};
                    } else if (x0 >= from - 1) {
                        first[i] = from - 1;
                        weights[i] = new float[] {1f};
                    } else {
                        first[i] = x0;
                        weights[i] = new float[] {1f - fraction, fraction};
                    }
                }
            }
            return new Weights(first, weights);
        }
    }

    public float at(int x, int y) {
        return pixels[y * width + x];
    }

    /** Bilinear sample; outside the image, the nearest edge pixel. */
    public float sample(double x, double y) {
        double cx = Math.max(0, Math.min(width - 1.001, x));
        double cy = Math.max(0, Math.min(height - 1.001, y));
        int x0 = (int) cx;
        int y0 = (int) cy;
        double fx = cx - x0;
        double fy = cy - y0;
        int i = y0 * width + x0;
        double top = pixels[i] + (pixels[i + 1] - pixels[i]) * fx;
        double bottom = pixels[i + width] + (pixels[i + width + 1] - pixels[i + width]) * fx;
        return (float) (top + (bottom - top) * fy);
    }

    /** Reduced by an integer factor, each output pixel the mean of the block it covers. */
    public GreyImage shrunk(int factor) {
        if (factor <= 1) {
            return this;
        }
        int w = width / factor;
        int h = height / factor;
        float[] out = new float[w * h];
        float norm = 1f / (factor * factor);
        for (int y = 0; y < h; y++) {
            for (int dy = 0; dy < factor; dy++) {
                int row = (y * factor + dy) * width;
                for (int x = 0; x < w; x++) {
                    float sum = 0;
                    int from = row + x * factor;
                    for (int dx = 0; dx < factor; dx++) {
                        sum += pixels[from + dx];
                    }
                    out[y * w + x] += sum * norm;
                }
            }
        }
        return new GreyImage(w, h, out);
    }

    /** The rectangle at ({@code x}, {@code y}), {@code w} by {@code h}, which must lie within the image. */
    public GreyImage cropped(int x, int y, int w, int h) {
        float[] out = new float[w * h];
        for (int row = 0; row < h; row++) {
            System.arraycopy(pixels, (y + row) * width + x, out, row * w, w);
        }
        return new GreyImage(w, h, out);
    }

    /** Turned by a multiple of 90 degrees clockwise. */
    public GreyImage turned(int quarters) {
        int q = Math.floorMod(quarters, 4);
        if (q == 0) {
            return this;
        }
        int w = q == 2 ? width : height;
        int h = q == 2 ? height : width;
        float[] out = new float[pixels.length];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int nx = q == 1 ? height - 1 - y : q == 2 ? width - 1 - x : y;
                int ny = q == 1 ? x : q == 2 ? height - 1 - y : width - 1 - x;
                out[ny * w + nx] = pixels[y * width + x];
            }
        }
        return new GreyImage(w, h, out);
    }
}
