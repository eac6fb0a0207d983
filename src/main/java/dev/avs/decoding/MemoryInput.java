package dev.avs.decoding;

import static org.bytedeco.ffmpeg.global.avformat.avformat_alloc_context;
import static org.bytedeco.ffmpeg.global.avformat.avio_alloc_context;
import static org.bytedeco.ffmpeg.global.avformat.avio_context_free;
import static org.bytedeco.ffmpeg.global.avutil.AVERROR_EOF;
import static org.bytedeco.ffmpeg.global.avutil.av_free;
import static org.bytedeco.ffmpeg.global.avutil.av_malloc;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.bytedeco.ffmpeg.avformat.AVFormatContext;
import org.bytedeco.ffmpeg.avformat.AVIOContext;
import org.bytedeco.ffmpeg.avformat.Read_packet_Pointer_BytePointer_int;
import org.bytedeco.ffmpeg.avformat.Seek_Pointer_long_int;
import org.bytedeco.ffmpeg.global.avformat;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.Pointer;

/**
 * A video's bytes as FFmpeg's input: a container context reading from memory through callbacks, so that no file
 * and no protocol is involved (the bytes are a decrypted upload: they never touch the disk).
 */
final class MemoryInput implements AutoCloseable {

    private static final int BUFFER = 32 * 1024;
    /** The inputs being read, by their container context (the callbacks' opaque pointer). */
    private static final Map<Pointer, MemoryInput> OPEN = new ConcurrentHashMap<>();
    private static final Read_packet_Pointer_BytePointer_int READ = new Read_packet_Pointer_BytePointer_int() {
        @Override
        public int call(Pointer opaque, BytePointer buffer, int size) {
            MemoryInput input = OPEN.get(opaque);
            return input == null ? -1 : input.read(buffer, size);
        }
    };
    private static final Seek_Pointer_long_int SEEK = new Seek_Pointer_long_int() {
        @Override
        public long call(Pointer opaque, long offset, int whence) {
            MemoryInput input = OPEN.get(opaque);
            return input == null ? -1 : input.seek(offset, whence);
        }
    };

    private final byte[] data;
    private final AVFormatContext context;
    private final Pointer key;
    private AVIOContext io;
    private long position;

    MemoryInput(byte[] data) {
        this.data = data;
        this.context = avformat_alloc_context();
        this.key = new Pointer(context);
        BytePointer buffer = new BytePointer(av_malloc(BUFFER)).capacity(BUFFER);
        this.io = avio_alloc_context(buffer, BUFFER, 0, context, READ, null, SEEK);
        context.pb(io);
        OPEN.put(key, this);
    }

    /** The container context, to open with {@code avformat_open_input} (which frees it if it fails). */
    AVFormatContext context() {
        return context;
    }

    private int read(BytePointer buffer, int size) {
        int n = (int) Math.min(size, data.length - position);
        if (n <= 0) {
            return AVERROR_EOF();
        }
        buffer.position(0).put(data, (int) position, n);
        position += n;
        return n;
    }

    private long seek(long offset, int whence) {
        if ((whence & avformat.AVSEEK_SIZE) != 0) {
            return data.length;
        }
        long target = switch (whence & ~avformat.AVSEEK_FORCE) {
            case 0 -> offset;
            case 1 -> position + offset;
            case 2 -> data.length + offset;
            default -> -1;
        };
        if (target < 0 || target > data.length) {
            return -1;
        }
        position = target;
        return target;
    }

    @Override
    public void close() {
        OPEN.remove(key);
        if (io != null) {
            // FFmpeg may have replaced the buffer it was given: free the one the context holds now
            av_free(io.buffer());
            io.buffer(null);
            avio_context_free(io);
            io = null;
        }
    }
}
