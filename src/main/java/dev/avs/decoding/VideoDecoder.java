package dev.avs.decoding;

import static org.bytedeco.ffmpeg.global.avcodec.AV_PKT_DATA_DISPLAYMATRIX;
import static org.bytedeco.ffmpeg.global.avcodec.AV_PKT_FLAG_CORRUPT;
import static org.bytedeco.ffmpeg.global.avcodec.av_packet_alloc;
import static org.bytedeco.ffmpeg.global.avcodec.av_packet_free;
import static org.bytedeco.ffmpeg.global.avcodec.av_packet_side_data_get;
import static org.bytedeco.ffmpeg.global.avcodec.av_packet_unref;
import static org.bytedeco.ffmpeg.global.avcodec.avcodec_alloc_context3;
import static org.bytedeco.ffmpeg.global.avcodec.avcodec_find_decoder;
import static org.bytedeco.ffmpeg.global.avcodec.avcodec_free_context;
import static org.bytedeco.ffmpeg.global.avcodec.avcodec_open2;
import static org.bytedeco.ffmpeg.global.avcodec.avcodec_parameters_to_context;
import static org.bytedeco.ffmpeg.global.avcodec.avcodec_receive_frame;
import static org.bytedeco.ffmpeg.global.avcodec.avcodec_send_packet;
import static org.bytedeco.ffmpeg.global.avformat.av_read_frame;
import static org.bytedeco.ffmpeg.global.avformat.avformat_close_input;
import static org.bytedeco.ffmpeg.global.avformat.avformat_open_input;
import static org.bytedeco.ffmpeg.global.avutil.AVERROR_EOF;
import static org.bytedeco.ffmpeg.global.avutil.AVMEDIA_TYPE_VIDEO;
import static org.bytedeco.ffmpeg.global.avutil.av_dict_free;
import static org.bytedeco.ffmpeg.global.avutil.av_dict_set;
import static org.bytedeco.ffmpeg.global.avutil.av_frame_alloc;
import static org.bytedeco.ffmpeg.global.avutil.av_frame_free;

import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Set;
import org.bytedeco.ffmpeg.avcodec.AVCodec;
import org.bytedeco.ffmpeg.avcodec.AVCodecContext;
import org.bytedeco.ffmpeg.avcodec.AVCodecParameters;
import org.bytedeco.ffmpeg.avcodec.AVPacket;
import org.bytedeco.ffmpeg.avcodec.AVPacketSideData;
import org.bytedeco.ffmpeg.avformat.AVFormatContext;
import org.bytedeco.ffmpeg.avformat.AVStream;
import org.bytedeco.ffmpeg.avutil.AVDictionary;
import org.bytedeco.ffmpeg.avutil.AVFrame;
import org.bytedeco.ffmpeg.global.avcodec;
import org.bytedeco.ffmpeg.global.avformat;
import org.bytedeco.javacpp.IntPointer;

/**
 * The frames of a selfie clip (WebM, MP4 or AVI), decoded with FFmpeg's own API and sampled evenly over its length. It
 * runs in the decoder process ({@link DecoderMain}), whose memory and time the service bounds; its own bounds make
 * a refusal quick and say why:
 * <ul>
 *   <li>only the Matroska, MP4 and AVI demuxers, reading from memory (no protocol, no external reference);</li>
 *   <li>at most {@value #MAX_STREAMS} streams, and no probing: {@code avformat_find_stream_info} would open a
 *       decoder for every stream and decode frames of any size before a limit applies (four 8192 x 8192 streams
 *       took half a gigabyte); the container's headers say all a decoder needs;</li>
 *   <li>one video stream decoded, every other one discarded by the demuxer; only the codecs browsers, phones and
 *       webcam software record;</li>
 *   <li>a picture of at most {@link #MAX_PIXELS}, checked on the declared size and again by the decoder itself
 *       before it allocates a frame; read as far as {@value #MAX_SECONDS} seconds from the first frame or
 *       {@value #MAX_DECODED} frames, whichever comes first, and no further: a longer video (a webcam left
 *       running, an app that records before and after the selfie) is judged on its beginning, and says so
 *       ({@link Clip#cut()});</li>
 *   <li>the kept frames turned upright as the container says to show them ({@link Orientation});</li>
 *   <li>decoded to its end, or to where reading stops: a read error, a packet the demuxer marks corrupt, or an MP4
 *       whose index lists more frames than its data holds is a damaged file, refused rather than judged on the part
 *       that decodes.</li>
 * </ul>
 */
final class VideoDecoder {

    /** The largest picture decoded: a 1080p frame in either orientation. */
    static final int MAX_PIXELS = 1920 * 1920;
    /** Read no further than this from the first frame ({@link Clip#MAX_SECONDS}). */
    static final int MAX_SECONDS = Clip.MAX_SECONDS;
    /** Frames read at most (twenty seconds at 60 frames a second). */
    static final int MAX_DECODED = 1200;
    /** A clip has a picture, perhaps sound, and the metadata tracks phones add (an iPhone's has five streams). */
    static final int MAX_STREAMS = 16;
    /** The longer side of a kept frame: faces in a selfie clip fill the picture. */
    static final int FRAME_SIDE = 640;
    /**
     * What browsers (VP8, VP9, AV1, H.264), phones (H.264, HEVC) and webcam software record (MPEG-4 Part 2: OpenCV's
     * {@code mp4v}, {@code XVID} and {@code DIVX}, which Python webcam apps write; Microsoft's MPEG-4 variants:
     * OpenCV's {@code MP42} and {@code MP43}, decoded by the same H.263-family code as MPEG-4 Part 2; Motion JPEG:
     * what USB webcams send and OpenCV's {@code MJPG} stores).
     */
    private static final Set<Integer> CODECS = Set.of(avcodec.AV_CODEC_ID_H264, avcodec.AV_CODEC_ID_HEVC,
            avcodec.AV_CODEC_ID_VP8, avcodec.AV_CODEC_ID_VP9, avcodec.AV_CODEC_ID_AV1, avcodec.AV_CODEC_ID_MPEG4,
            avcodec.AV_CODEC_ID_MSMPEG4V2, avcodec.AV_CODEC_ID_MSMPEG4V3, avcodec.AV_CODEC_ID_MJPEG);
    /** {@code AVERROR(EAGAIN)} on Linux, the platform whose FFmpeg build the service ships. */
    private static final int EAGAIN = -11;

    static {
        Natives.load();
    }

    private VideoDecoder() {
    }

    /**
     * Up to {@code count} frames spread evenly over the video, with its size and length; with {@code count} 0, a
     * first look: every packet read (its length, whether it is whole) and only the first frame decoded.
     */
    static Clip sample(byte[] video, String contentType, int count) throws Undecodable {
        String format = switch (contentType) {
            case "video/webm" -> "matroska";
            case "video/mp4", "video/quicktime" -> "mp4";
            case "video/x-msvideo" -> "avi";
            default -> throw new Undecodable("The file is not a WebM, MP4 or AVI video");
        };
        try (MemoryInput input = new MemoryInput(video)) {
            AVFormatContext container = input.context();
            AVDictionary options = new AVDictionary(null);
            av_dict_set(options, "max_streams", String.valueOf(MAX_STREAMS), 0);
            int opened = avformat_open_input(container, "clip", avformat.av_find_input_format(format), options);
            av_dict_free(options);
            if (opened < 0) {
                // FFmpeg has freed the context: nothing of it can be read
                throw new Undecodable("The video cannot be read: the file is damaged, or it holds more than "
                        + MAX_STREAMS + " streams (a selfie clip has a picture, perhaps sound and a few of metadata)");
            }
            try {
                return frames(container, count);
            } finally {
                avformat_close_input(container);
            }
        }
    }

    private static Clip frames(AVFormatContext container, int count) throws Undecodable {
        AVStream stream = videoStream(container);
        AVCodecParameters parameters = stream.codecpar();
        if (!CODECS.contains(parameters.codec_id())) {
            throw new Undecodable("The video is not encoded as browsers, phones and webcam software record (H.264, "
                    + "HEVC, VP8, VP9, AV1, MPEG-4 Part 2, Microsoft MPEG-4 or Motion JPEG)");
        }
        int width = parameters.width();
        int height = parameters.height();
        // MPEG-4 Part 2 (OpenCV's mp4v, older webcam software) may say its size only in the bitstream: the decoder
        // reads it there and bounds it (max_pixels), and so does every frame kept (FrameSample)
        boolean sized = width > 0 && height > 0;
        if (!sized && parameters.codec_id() != avcodec.AV_CODEC_ID_MPEG4) {
            throw new Undecodable("The video has no picture");
        }
        if ((long) width * height > MAX_PIXELS) {
            throw new Undecodable("The video is " + width + " x " + height + " pixels; at most 1920 x 1920");
        }
        AVCodec codec = avcodec_find_decoder(parameters.codec_id());
        AVCodecContext decoder = codec == null ? null : avcodec_alloc_context3(codec);
        if (decoder == null || avcodec_parameters_to_context(decoder, parameters) < 0) {
            throw new Undecodable("The video cannot be decoded");
        }
        Orientation orientation = orientation(parameters);
        AVPacket packet = av_packet_alloc();
        AVFrame frame = av_frame_alloc();
        PacketTimes times = new PacketTimes(stream.time_base().num(), stream.time_base().den());
        try (FrameSample sample = new FrameSample(stream.time_base().num(), stream.time_base().den())) {
            AVDictionary options = new AVDictionary(null);
            // two threads for a whole clip (a 1080p HEVC clip decodes at about real time on one core of this kind
            // of machine); one for a first frame
            av_dict_set(options, "threads", count == 0 ? "1" : "2", 0);
            av_dict_set(options, "max_pixels", String.valueOf(MAX_PIXELS), 0);
            int opened = avcodec_open2(decoder, codec, options);
            av_dict_free(options);
            if (opened < 0) {
                throw new Undecodable("The video cannot be decoded");
            }
            int read;
            boolean cut = false;
            while ((read = av_read_frame(container, packet)) >= 0) {
                try {
                    if (packet.stream_index() != stream.index()) {
                        continue;
                    }
                    if ((packet.flags() & AV_PKT_FLAG_CORRUPT) != 0) {
                        throw damaged();
                    }
                    if (!times.add(packet)) {
                        cut = true;
                        break;
                    }
                    // a first look (count 0) decodes until it has one frame, and then only reads
                    if ((count > 0 || sample.isEmpty()) && avcodec_send_packet(decoder, packet) < 0) {
                        throw damaged();
                    }
                } finally {
                    av_packet_unref(packet);
                }
                drain(decoder, frame, sample);
            }
            if (!cut && read != AVERROR_EOF()) {
                throw damaged();
            }
            if (count > 0 || sample.isEmpty()) {
                avcodec_send_packet(decoder, null);
                drain(decoder, frame, sample);
            }
            // an MP4's index lists every frame; a file cut short lists more than it holds (FFmpeg reads to the cut
            // and calls it the end)
            if (!cut && stream.nb_frames() > 0 && times.packets() < stream.nb_frames()) {
                throw damaged();
            }
            if (sample.isEmpty()) {
                // pictures were there, none decoded: a clip cut before its first frame ended
                throw times.packets() > 0 ? damaged() : new Undecodable("The video has no frames");
            }
            List<BufferedImage> frames = count == 0 ? List.of()
                    : sample.evenly(count).stream().map(orientation::apply).toList();
            int w = sized ? width : decoder.width();
            int h = sized ? height : decoder.height();
            return orientation.sideways() ? new Clip(frames, h, w, times.seconds(), cut)
                    : new Clip(frames, w, h, times.seconds(), cut);
        } finally {
            av_frame_free(frame);
            av_packet_free(packet);
            avcodec_free_context(decoder);
        }
    }

    /** The first video stream; every other stream is discarded by the demuxer, never read into packets. */
    private static AVStream videoStream(AVFormatContext container) throws Undecodable {
        AVStream video = null;
        for (int i = 0; i < container.nb_streams(); i++) {
            AVStream stream = container.streams(i);
            if (video == null && stream.codecpar().codec_type() == AVMEDIA_TYPE_VIDEO) {
                video = stream;
            } else {
                stream.discard(avcodec.AVDISCARD_ALL);
            }
        }
        if (video == null) {
            throw new Undecodable("The file has no video stream (sound alone, or nothing)");
        }
        return video;
    }

    /** How the container says the pictures are turned to be shown (a phone's portrait clip is stored sideways). */
    private static Orientation orientation(AVCodecParameters parameters) {
        AVPacketSideData side = av_packet_side_data_get(parameters.coded_side_data(),
                parameters.nb_coded_side_data(), AV_PKT_DATA_DISPLAYMATRIX);
        if (side == null || side.isNull() || side.data() == null || side.data().isNull() || side.size() < 36) {
            return Orientation.UPRIGHT;
        }
        int[] matrix = new int[9];
        new IntPointer(side.data()).get(matrix);
        return Orientation.of(matrix);
    }

    private static void drain(AVCodecContext decoder, AVFrame frame, FrameSample sample) throws Undecodable {
        int received;
        while ((received = avcodec_receive_frame(decoder, frame)) >= 0) {
            sample.add(frame);
        }
        if (received != EAGAIN && received != AVERROR_EOF()) {
            throw damaged();
        }
    }

    private static Undecodable damaged() {
        return new Undecodable("The video is damaged: it does not decode to its end");
    }
}
