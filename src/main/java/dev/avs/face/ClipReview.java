package dev.avs.face;

import dev.avs.account.AccountId;
import dev.avs.decoding.Clip;
import dev.avs.decoding.Undecodable;
import dev.avs.verification.Policy;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * A selfie clip as a reviewer sees it: the frames the check judged, side by side, and the head's pose over them,
 * with how the clip was captured and the challenge it answered. Worked out again from the stored clip, as the
 * check did, so that a clip whose check was clear (and so recorded no details) shows the same.
 */
@Component
public class ClipReview {

    /** The frames' side in the contact sheet, and how many fit in a row. */
    private static final int CELL = 160;
    private static final int COLUMNS = 6;

    /**
     * @param yawTrack    each frame's yaw (null where no face was found): 0 frontal, + to the image's right
     * @param bestFrame   the frame compared with the document (index into the track), -1 without one
     * @param capture     {@code live}, {@code upload} (the hosted form), or {@code api}
     * @param asked       the movements asked for, in order; empty when none were
     * @param turned      the yaw from which a head counts as turned, and {@code frontal} within which it is back
     * @param bestFace    the best frame's face, null without one
     * @param seconds     the length judged, from the first frame read to the last
     * @param cut         the video went on beyond what was read and judged (its first {@code seconds})
     */
    public record ClipView(List<Double> yawTrack, int bestFrame, List<String> signals, String capture,
                           List<AskedMovement> asked, double turned, double frontal, double frontalYaw,
                           FaceAnalysis.Face bestFace, double seconds, boolean cut) {
    }

    /**
     * A movement asked for: {@code words} in the person's own terms ("turn left"), {@code imageSide} the side of
     * the camera's picture the nose goes to (the other: the camera faces the person).
     */
    public record AskedMovement(String words, String imageSide) {

        static AskedMovement of(Challenge.Step step) {
            return new AskedMovement(step.label().replace('_', ' '), step.imageSign() > 0 ? "right" : "left");
        }
    }

    private final VideoSelfies videos;
    private final Faces faces;
    private final SelfieCaptures captures;

    ClipReview(VideoSelfies videos, Faces faces, SelfieCaptures captures) {
        this.videos = videos;
        this.faces = faces;
        this.captures = captures;
    }

    /** Whether the file is a video, so that it is shown as a clip. */
    public boolean isVideo(AccountId account, String fileId) {
        return videos.isVideo(account, fileId);
    }

    /** The clip judged as the FACIAL or VIDEO check judges it; empty when it does not decode or no engine runs. */
    public Optional<ClipView> of(AccountId account, String videoFile, Policy policy) {
        Optional<SelfieCaptures.Capture> capture = captures.find(account, videoFile);
        Challenge challenge = capture.map(SelfieCaptures.Capture::challenge).orElse(null);
        return clip(account, videoFile).flatMap(clip -> faces.judgeClip(clip, challenge,
                policy.clipLivenessThreshold()).map(judged -> view(clip, judged, capture, challenge)));
    }

    private static ClipView view(Clip clip, Faces.JudgedClip judged, Optional<SelfieCaptures.Capture> capture,
                                 Challenge challenge) {
        Map<String, Object> evidence = judged.verdict().evidence();
        List<Double> track = new ArrayList<>();
        if (evidence.get("yaw_track") instanceof List<?> yaws) {
            yaws.forEach(y -> track.add(y instanceof Number n ? n.doubleValue() : null));
        }
        List<AskedMovement> asked = challenge == null ? List.of()
                : challenge.steps().stream().map(AskedMovement::of).toList();
        return new ClipView(track, judged.verdict().bestFrame(), judged.verdict().signals(),
                SelfieCaptures.Capture.kindOf(capture), asked, Movements.TURNED, Movements.BACK,
                evidence.get("frontal_yaw") instanceof Number f ? f.doubleValue() : 0, judged.bestFace(),
                clip.seconds(), clip.cut());
    }

    /** The judged frames of the clip in one JPEG-ready picture, numbered as the yaw track is; empty if unreadable. */
    public Optional<BufferedImage> contactSheet(AccountId account, String videoFile) {
        return clip(account, videoFile).map(clip -> sheet(clip.frames()));
    }

    /** The clip's frames as the checks sample them; empty when it does not decode. */
    private Optional<Clip> clip(AccountId account, String videoFile) {
        try {
            return Optional.of(videos.decode(account, videoFile));
        } catch (Undecodable unreadable) {
            return Optional.empty();
        }
    }

    private static BufferedImage sheet(List<BufferedImage> frames) {
        int rows = (frames.size() + COLUMNS - 1) / COLUMNS;
        int cellHeight = CELL * 3 / 4;
        BufferedImage sheet = new BufferedImage(CELL * Math.min(COLUMNS, frames.size()), cellHeight * rows,
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = sheet.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, sheet.getWidth(), sheet.getHeight());
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        for (int i = 0; i < frames.size(); i++) {
            BufferedImage frame = frames.get(i);
            double scale = Math.min(CELL / (double) frame.getWidth(), cellHeight / (double) frame.getHeight());
            int w = (int) Math.round(frame.getWidth() * scale);
            int h = (int) Math.round(frame.getHeight() * scale);
            int x = (i % COLUMNS) * CELL;
            int y = (i / COLUMNS) * cellHeight;
            g.drawImage(frame, x + (CELL - w) / 2, y + (cellHeight - h) / 2, w, h, null);
            g.setColor(Color.BLACK);
            g.fillRect(x, y, 24, 18);
            g.setColor(Color.WHITE);
            g.drawString(String.valueOf(i), x + 3, y + 14);
        }
        g.dispose();
        return sheet;
    }
}
