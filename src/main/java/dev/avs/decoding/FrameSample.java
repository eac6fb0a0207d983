package dev.avs.decoding;

import static org.bytedeco.ffmpeg.global.avutil.AV_NOPTS_VALUE;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import org.bytedeco.ffmpeg.avutil.AVFrame;

/**
 * The frames of a clip kept while it decodes: at most {@value #KEPT}, one every 100 ms, the rate halved each time
 * they fill up, so that a clip of any length holds at most this many scaled frames (32 x 1.2 MB at 640 x 480): a
 * five-second selfie clip keeps about 25, 200 ms apart. Then {@code count} of them spread evenly.
 */
final class FrameSample implements AutoCloseable {

    static final int KEPT = 32;

    private final int timeBaseNum;
    private final int timeBaseDen;
    private final FrameConverter converter = new FrameConverter();
    private final List<BufferedImage> kept = new ArrayList<>();
    private final List<Long> times = new ArrayList<>();
    private long step = 100_000;
    private long last;

    FrameSample(int timeBaseNum, int timeBaseDen) {
        this.timeBaseNum = timeBaseNum;
        this.timeBaseDen = timeBaseDen;
    }

    void add(AVFrame frame) throws Undecodable {
        if ((long) frame.width() * frame.height() > VideoDecoder.MAX_PIXELS) {
            throw new Undecodable("The video is " + frame.width() + " x " + frame.height()
                    + " pixels; at most 1920 x 1920");
        }
        long pts = frame.best_effort_timestamp() == AV_NOPTS_VALUE() ? frame.pts() : frame.best_effort_timestamp();
        long at = pts == AV_NOPTS_VALUE() || timeBaseDen <= 0 ? last + 1
                : (long) (pts * 1_000_000.0 * timeBaseNum / timeBaseDen);
        last = Math.max(last, at);
        if (!times.isEmpty() && Math.abs(at - times.getLast()) < step) {
            return;
        }
        if (kept.size() == KEPT) {
            // keep every other frame and halve the rate from here on: memory stays bounded
            for (int i = kept.size() - 1; i > 0; i -= 2) {
                kept.remove(i);
                times.remove(i);
            }
            step *= 2;
        }
        kept.add(converter.scaled(frame, VideoDecoder.FRAME_SIDE));
        times.add(at);
    }

    boolean isEmpty() {
        return kept.isEmpty();
    }

    /** {@code count} of the kept frames, spread evenly. */
    List<BufferedImage> evenly(int count) {
        if (kept.size() <= count) {
            return List.copyOf(kept);
        }
        List<BufferedImage> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            out.add(kept.get((int) Math.round(i * (kept.size() - 1) / (double) (count - 1))));
        }
        return out;
    }

    @Override
    public void close() {
        converter.close();
    }
}
