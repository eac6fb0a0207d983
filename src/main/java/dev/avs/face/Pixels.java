package dev.avs.face;

import dev.avs.image.GreyImage;
import java.awt.image.BufferedImage;
import java.awt.image.ComponentSampleModel;
import java.awt.image.DataBufferByte;
import java.awt.image.DataBufferInt;
import java.awt.image.SinglePixelPackedSampleModel;
import java.awt.image.WritableRaster;

/**
 * An RGB image as packed {@code 0xRRGGBB} ints, row by row: what the face models read. Resizing and cropping are
 * bilinear and done here in plain Java, without a graphics context.
 */
record Pixels(int width, int height, int[] rgb) {

    Pixels {
        if (width <= 0 || height <= 0 || rgb.length != width * height) {
            throw new IllegalArgumentException("A " + width + " x " + height + " image needs that many pixels");
        }
    }

    /**
     * The image's pixels; the common layouts (packed RGB, 3-byte BGR, grey) are read straight from the raster,
     * which is ten times faster than {@link BufferedImage#getRGB} (10 ms for a 512x512 photo).
     */
    static Pixels of(BufferedImage image) {
        int width = image.getWidth();
        int height = image.getHeight();
        int[] rgb = new int[width * height];
        boolean whole = isWholeAndContiguous(image);
        if (whole && image.getType() == BufferedImage.TYPE_INT_RGB) {
            int[] packed = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
            for (int i = 0; i < rgb.length; i++) {
                rgb[i] = packed[i] & 0xFFFFFF;
            }
        } else if (whole && image.getType() == BufferedImage.TYPE_3BYTE_BGR) {
            byte[] bgr = ((DataBufferByte) image.getRaster().getDataBuffer()).getData();
            for (int i = 0, j = 0; i < rgb.length; i++, j += 3) {
                rgb[i] = (bgr[j + 2] & 0xFF) << 16 | (bgr[j + 1] & 0xFF) << 8 | bgr[j] & 0xFF;
            }
        } else if (whole && image.getType() == BufferedImage.TYPE_BYTE_GRAY) {
            byte[] grey = ((DataBufferByte) image.getRaster().getDataBuffer()).getData();
            for (int i = 0; i < rgb.length; i++) {
                int v = grey[i] & 0xFF;
                rgb[i] = v << 16 | v << 8 | v;
            }
        } else {
            image.getRGB(0, 0, width, height, rgb, 0, width);
            for (int i = 0; i < rgb.length; i++) {
                rgb[i] &= 0xFFFFFF;
            }
        }
        return new Pixels(width, height, rgb);
    }

    /** Not a view into a larger raster, rows one after the other without padding. */
    private static boolean isWholeAndContiguous(BufferedImage image) {
        WritableRaster raster = image.getRaster();
        if (raster.getParent() != null || raster.getSampleModelTranslateX() != 0
                || raster.getSampleModelTranslateY() != 0 || raster.getDataBuffer().getNumBanks() != 1
                || raster.getDataBuffer().getOffset() != 0) {
            return false;
        }
        return switch (raster.getSampleModel()) {
            case SinglePixelPackedSampleModel packed -> packed.getScanlineStride() == image.getWidth();
            case ComponentSampleModel components ->
                    components.getScanlineStride() == image.getWidth() * components.getPixelStride();
            default -> false;
        };
    }

    BufferedImage toImage() {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        image.setRGB(0, 0, width, height, rgb, 0, width);
        return image;
    }

    int red(int x, int y) {
        return rgb[y * width + x] >> 16 & 0xFF;
    }

    int green(int x, int y) {
        return rgb[y * width + x] >> 8 & 0xFF;
    }

    int blue(int x, int y) {
        return rgb[y * width + x] & 0xFF;
    }

    /**
     * The median over the pixels of max(R, G, B) - min(R, G, B): 0 for a black-and-white image, 20 or more for
     * skin in a colour photo. A median, so that a coloured frame or mark on a pencil drawing does not count.
     */
    int medianChroma() {
        int[] histogram = new int[256];
        for (int p : rgb) {
            int r = p >> 16 & 0xFF;
            int g = p >> 8 & 0xFF;
            int b = p & 0xFF;
            histogram[Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b))]++;
        }
        int seen = 0;
        for (int chroma = 0; chroma < 256; chroma++) {
            seen += histogram[chroma];
            if (2 * seen > rgb.length) {
                return chroma;
            }
        }
        return 255;
    }

    /** The whole image scaled to {@code w x h} (aspect not kept). */
    Pixels resize(int w, int h) {
        return crop(0, 0, width, height, w, h);
    }

    /**
     * The region {@code (x, y, cw, ch)} (in this image's pixels, may reach outside: edge pixels repeat) scaled to
     * {@code w x h}, sampled bilinearly at pixel centres; a downscale by more than two first averages boxes so that
     * detail is not aliased away.
     */
    Pixels crop(double x, double y, double cw, double ch, int w, int h) {
        int[] out = new int[w * h];
        double sx = cw / w;
        double sy = ch / h;
        int box = (int) Math.max(1, Math.floor(Math.min(sx, sy) / 2));
        for (int j = 0; j < h; j++) {
            double fy = y + (j + 0.5) * sy - 0.5;
            for (int i = 0; i < w; i++) {
                double fx = x + (i + 0.5) * sx - 0.5;
                out[j * w + i] = box > 1 ? average(fx, fy, box) : bilinear(fx, fy);
            }
        }
        return new Pixels(w, h, out);
    }

    /** The colour at a real-valued position, interpolated between the four pixels around it. */
    int bilinear(double fx, double fy) {
        int x0 = (int) Math.floor(fx);
        int y0 = (int) Math.floor(fy);
        double ax = fx - x0;
        double ay = fy - y0;
        int p00 = at(x0, y0);
        int p10 = at(x0 + 1, y0);
        int p01 = at(x0, y0 + 1);
        int p11 = at(x0 + 1, y0 + 1);
        int result = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            double top = (p00 >> shift & 0xFF) * (1 - ax) + (p10 >> shift & 0xFF) * ax;
            double bottom = (p01 >> shift & 0xFF) * (1 - ax) + (p11 >> shift & 0xFF) * ax;
            int value = (int) Math.round(top * (1 - ay) + bottom * ay);
            result |= Math.clamp(value, 0, 255) << shift;
        }
        return result;
    }

    private int average(double fx, double fy, int box) {
        int cx = (int) Math.round(fx);
        int cy = (int) Math.round(fy);
        long r = 0;
        long g = 0;
        long b = 0;
        int half = box / 2;
        for (int dy = -half; dy < box - half; dy++) {
            for (int dx = -half; dx < box - half; dx++) {
                int p = at(cx + dx, cy + dy);
                r += p >> 16 & 0xFF;
                g += p >> 8 & 0xFF;
                b += p & 0xFF;
            }
        }
        int n = box * box;
        return (int) (r / n) << 16 | (int) (g / n) << 8 | (int) (b / n);
    }

    /** The pixel at (x, y), the nearest edge pixel outside the image. */
    int at(int x, int y) {
        return rgb[Math.clamp(y, 0, height - 1) * width + Math.clamp(x, 0, width - 1)];
    }

    /** Rotated by a multiple of 90 degrees clockwise, and mirrored first when asked (EXIF orientations). */
    Pixels oriented(int quarterTurns, boolean mirrored) {
        int turns = Math.floorMod(quarterTurns, 4);
        int w = turns % 2 == 0 ? width : height;
        int h = turns % 2 == 0 ? height : width;
        int[] out = new int[w * h];
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int sx = mirrored ? width - 1 - x : x;
                int tx;
                int ty;
                switch (turns) {
                    case 1 -> { tx = height - 1 - y; ty = x; }
                    case 2 -> { tx = width - 1 - x; ty = height - 1 - y; }
                    case 3 -> { tx = y; ty = width - 1 - x; }
                    default -> { tx = x; ty = y; }
                }
                out[ty * w + tx] = rgb[y * width + sx];
            }
        }
        return new Pixels(w, h, out);
    }

    /**
     * The picture with its levels stretched: the 1st and 99th percentiles of grey become black and white (a picture
     * whose levels spread less than 8 apart is returned as it is). An underexposed webcam's dull picture is then
     * exposed as a camera's usual one is.
     */
    Pixels levelled() {
        int[] grey = new int[256];
        for (int c : rgb) {
            grey[grey(c)]++;
        }
        int low = level(grey, rgb.length / 100);
        int high = level(grey, rgb.length * 99 / 100);
        if (high - low < 8) {
            return this;
        }
        int[] out = new int[rgb.length];
        for (int i = 0; i < rgb.length; i++) {
            int c = rgb[i];
            out[i] = stretched(c >> 16 & 0xFF, low, high) << 16 | stretched(c >> 8 & 0xFF, low, high) << 8
                    | stretched(c & 0xFF, low, high);
        }
        return new Pixels(width, height, out);
    }

    /** The picture's grey levels ({@link #grey(int)}), for the project's grey-image operations. */
    GreyImage grey() {
        float[] levels = new float[rgb.length];
        for (int i = 0; i < rgb.length; i++) {
            levels[i] = grey(rgb[i]);
        }
        return new GreyImage(width, height, levels);
    }

    /** The grey level of a packed RGB pixel (BT.601 weights, integer). */
    static int grey(int rgb) {
        return ((rgb >> 16 & 0xFF) * 299 + (rgb >> 8 & 0xFF) * 587 + (rgb & 0xFF) * 114) / 1000;
    }

    /** The grey level below which {@code count} pixels lie (a histogram's quantile). */
    private static int level(int[] histogram, int count) {
        int seen = 0;
        for (int g = 0; g < 256; g++) {
            seen += histogram[g];
            if (seen > count) {
                return g;
            }
        }
        return 255;
    }

    private static int stretched(int value, int low, int high) {
        return Math.max(0, Math.min(255, (value - low) * 255 / (high - low)));
    }
}
