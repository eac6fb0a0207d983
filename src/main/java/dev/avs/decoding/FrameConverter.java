package dev.avs.decoding;

import static org.bytedeco.ffmpeg.global.avutil.AV_PIX_FMT_BGR24;
import static org.bytedeco.ffmpeg.global.avutil.av_free;
import static org.bytedeco.ffmpeg.global.avutil.av_mallocz;
import static org.bytedeco.ffmpeg.global.swscale.SWS_BILINEAR;
import static org.bytedeco.ffmpeg.global.swscale.sws_freeContext;
import static org.bytedeco.ffmpeg.global.swscale.sws_getCachedContext;
import static org.bytedeco.ffmpeg.global.swscale.sws_scale;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import org.bytedeco.ffmpeg.avutil.AVFrame;
import org.bytedeco.ffmpeg.swscale.SwsContext;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.DoublePointer;
import org.bytedeco.javacpp.IntPointer;
import org.bytedeco.javacpp.PointerPointer;

/**
 * A decoded frame as a picture no longer than a given side: converted to BGR at its own size by swscale, then
 * scaled by Java2D with bilinear interpolation, as the face engine's thresholds were calibrated on.
 */
final class FrameConverter implements AutoCloseable {

    /** The alignment FFmpeg's vector code assumes of a picture's lines. */
    private static final int ALIGN = 64;
    /** The pixels swscale's vector code converts at a time (8 in its SSSE3 converters; 16 leaves room to spare). */
    private static final int VECTOR = 16;

    private SwsContext sws;
    private BytePointer pixels;
    private long capacity;

    BufferedImage scaled(AVFrame frame, int side) throws Undecodable {
        int width = frame.width();
        int height = frame.height();
        sws = sws_getCachedContext(sws, width, height, frame.format(), width, height, AV_PIX_FMT_BGR24, SWS_BILINEAR,
                null, null, (DoublePointer) null);
        if (sws == null) {
            throw new Undecodable("The video's pictures cannot be converted");
        }
        // swscale writes whole vectors: every line starts aligned and has room for a whole vector past its last
        // pixel. Its fast yuv420p -> BGR converter (x86 SSSE3, libswscale/x86/yuv2rgb.c) writes the width rounded
        // up to 8 pixels, and 8 pixels fewer when that does not fit in the line: with room only to the next 64
        // bytes, a picture 852 wide (a phone's 480p) had its last 4 columns never written
        int line = ((width + VECTOR - 1) / VECTOR * VECTOR * 3 + ALIGN - 1) / ALIGN * ALIGN;
        long size = (long) line * height + ALIGN;
        if (size > capacity) {
            if (pixels != null) {
                av_free(pixels.position(0));
            }
            pixels = new BytePointer(av_mallocz(size)).capacity(size);
            capacity = size;
        }
        // four planes, as swscale reads them whatever the format: the three a packed picture does not use empty
        try (PointerPointer<?> target = new PointerPointer<>(pixels.position(0), null, null, null);
             IntPointer stride = new IntPointer(line, 0, 0, 0)) {
            sws_scale(sws, new PointerPointer<>(frame), frame.linesize(), 0, height, target, stride);
        }
        BufferedImage full = new BufferedImage(width, height, BufferedImage.TYPE_3BYTE_BGR);
        byte[] out = ((DataBufferByte) full.getRaster().getDataBuffer()).getData();
        for (int y = 0; y < height; y++) {
            pixels.position((long) y * line).get(out, y * width * 3, width * 3);
        }
        return scaled(full, side);
    }

    /** A copy no longer than {@code side} on either side. */
    private static BufferedImage scaled(BufferedImage image, int side) {
        double scale = Math.min(1, side / (double) Math.max(image.getWidth(), image.getHeight()));
        int w = Math.max(1, (int) Math.round(image.getWidth() * scale));
        int h = Math.max(1, (int) Math.round(image.getHeight() * scale));
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(image, 0, 0, w, h, null);
        g.dispose();
        return out;
    }

    @Override
    public void close() {
        if (sws != null) {
            sws_freeContext(sws);
            sws = null;
        }
        if (pixels != null) {
            av_free(pixels.position(0));
            pixels = null;
        }
    }
}
