package dev.avs.decoding;

import static org.bytedeco.ffmpeg.global.avutil.AV_NOPTS_VALUE;

import org.bytedeco.ffmpeg.avcodec.AVPacket;

/**
 * How long a clip is, from its packets as they are read: from the earliest presentation time to the latest (a clip
 * whose timestamps start at 100,000 s is as long as its frames span), refused as soon as the span passes
 * {@value VideoDecoder#MAX_SECONDS} seconds or the count {@value VideoDecoder#MAX_DECODED} frames, before the rest
 * is read.
 */
final class PacketTimes {

    private final int timeBaseNum;
    private final int timeBaseDen;
    private long packets;
    private long first = Long.MAX_VALUE;
    private long last = Long.MIN_VALUE;

    PacketTimes(int timeBaseNum, int timeBaseDen) {
        this.timeBaseNum = timeBaseNum;
        this.timeBaseDen = timeBaseDen;
    }

    void add(AVPacket packet) throws Undecodable {
        if (++packets > VideoDecoder.MAX_DECODED) {
            throw tooLong();
        }
        long pts = packet.pts() != AV_NOPTS_VALUE() ? packet.pts() : packet.dts();
        if (pts == AV_NOPTS_VALUE() || timeBaseDen <= 0) {
            return;
        }
        first = Math.min(first, pts);
        last = Math.max(last, pts);
        if (seconds() > VideoDecoder.MAX_SECONDS) {
            throw tooLong();
        }
    }

    long packets() {
        return packets;
    }

    /** From the first frame to the last. */
    double seconds() {
        return first > last ? 0 : (double) (last - first) * timeBaseNum / timeBaseDen;
    }

    private static Undecodable tooLong() {
        return new Undecodable("The video is longer than " + VideoDecoder.MAX_SECONDS + " seconds");
    }
}
