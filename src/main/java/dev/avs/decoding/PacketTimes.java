package dev.avs.decoding;

import static org.bytedeco.ffmpeg.global.avutil.AV_NOPTS_VALUE;

import org.bytedeco.ffmpeg.avcodec.AVPacket;

/**
 * How long a clip is, from its packets as they are read: from the earliest presentation time to the latest (a clip
 * whose timestamps start at 100,000 s is as long as its frames span). A packet that takes the span past
 * {@value VideoDecoder#MAX_SECONDS} seconds, or the count past {@value VideoDecoder#MAX_DECODED} frames, is not
 * taken: the reader stops there and the rest of the file is never read.
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

    /** Takes the packet, or says (false) that it lies beyond what is read of a clip. */
    boolean add(AVPacket packet) {
        if (packets == VideoDecoder.MAX_DECODED) {
            return false;
        }
        long pts = packet.pts() != AV_NOPTS_VALUE() ? packet.pts() : packet.dts();
        if (pts != AV_NOPTS_VALUE() && timeBaseDen > 0) {
            long from = Math.min(first, pts);
            long to = Math.max(last, pts);
            if (span(from, to) > VideoDecoder.MAX_SECONDS) {
                return false;
            }
            first = from;
            last = to;
        }
        packets++;
        return true;
    }

    long packets() {
        return packets;
    }

    /** From the first frame to the last. */
    double seconds() {
        return first > last ? 0 : span(first, last);
    }

    /** Seconds between two timestamps; in doubles, so that a crafted file's far-apart timestamps cannot overflow. */
    private double span(long from, long to) {
        return ((double) to - (double) from) * timeBaseNum / timeBaseDen;
    }
}
