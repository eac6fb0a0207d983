package dev.avs.decoding;

import org.bytedeco.ffmpeg.global.avformat;
import org.bytedeco.ffmpeg.global.avutil;
import org.bytedeco.ffmpeg.global.swscale;
import org.bytedeco.javacpp.Loader;
import org.bytedeco.javacpp.Pointer;

/**
 * FFmpeg's libraries, loaded once in the decoder process. The service itself never loads them: only its decoder
 * processes do ({@link DecoderMain}), one thread each, so the lock that keeps the service's own JavaCPP presets from
 * deadlocking ({@code file.JavaCpp}) is not needed here; the order is the same (JavaCPP's {@code Pointer} first).
 */
final class Natives {

    private static boolean loaded;

    private Natives() {
    }

    static synchronized void load() {
        if (loaded) {
            return;
        }
        Pointer.maxBytes();
        Loader.load(avformat.class);
        Loader.load(swscale.class);
        // FFmpeg's messages would name what it read; nothing reads them
        avutil.av_log_set_level(avutil.AV_LOG_QUIET);
        loaded = true;
    }
}
