package dev.avs.decoding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bytedeco.ffmpeg.global.avcodec.av_packet_alloc;
import static org.bytedeco.ffmpeg.global.avcodec.av_packet_free;

import org.bytedeco.ffmpeg.avcodec.AVPacket;
import org.junit.jupiter.api.Test;

/** How far a clip is read: its timestamps' span, whatever values a crafted file gives them. */
class PacketTimesTest {

    static {
        Natives.load();
    }

    private static boolean add(PacketTimes times, long pts) {
        AVPacket packet = av_packet_alloc();
        try {
            packet.pts(pts);
            packet.dts(pts);
            return times.add(packet);
        } finally {
            av_packet_free(packet);
        }
    }

    @Test
    void takesPacketsUpToTwentySecondsFromTheFirst() {
        PacketTimes times = new PacketTimes(1, 1000);
        assertThat(add(times, 5_000)).isTrue();
        assertThat(add(times, 25_000)).isTrue();
        assertThat(add(times, 25_001)).as("20.001 s after the first").isFalse();
        assertThat(add(times, 4_000)).as("before the first (B-frames come out of order): 21 s").isFalse();
        assertThat(add(times, 12_000)).as("between").isTrue();
        assertThat(times.seconds()).isEqualTo(20.0);
        assertThat(times.packets()).isEqualTo(3);
    }

    @Test
    void timestampsAtTheEndsOfTheRangeDoNotOverflowIntoAShortSpan() {
        PacketTimes times = new PacketTimes(1, 1000);
        assertThat(add(times, -(1L << 62))).isTrue();
        // as longs, 2^62 - (-2^62) overflows to a negative span, which would pass for a short clip
        assertThat(add(times, 1L << 62)).isFalse();
        assertThat(add(times, Long.MAX_VALUE)).isFalse();
        assertThat(times.seconds()).isZero();
    }
}
