package dev.avs.face;

import dev.avs.decoding.Clip;
import dev.avs.decoding.Decoders;
import dev.avs.decoding.Undecodable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the face tools of the bench share: the shipped models, and the video rows of a footage manifest
 * (bench/footage/*.csv) decoded as a selfie video is.
 */
final class FootageManifest {

    /** One video of the manifest: its name there, its label and where it lies. */
    record Row(String file, String label, Path path) {
    }

    private FootageManifest() {
    }

    /** The shipped face models, the detector at its production score. */
    static OnnxFaceEngine engine() {
        return new OnnxFaceEngine(FaceModels.of(SpoofModelEval.resource("fr_detect"),
                SpoofModelEval.resource("fr_landmark"), SpoofModelEval.resource("fr_feature"),
                SpoofModelEval.resource("fr_liveness")), 0.7);
    }

    /** The manifest's videos, in its order; files beside it are named relative to it. */
    static List<Row> videos(Path manifest) throws IOException {
        List<String> lines = Files.readAllLines(manifest);
        List<String> header = dev.avs.bench.ClipCalibration.cells(lines.getFirst());
        List<Row> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> row = dev.avs.bench.ClipCalibration.cells(line);
            String file = row.get(header.indexOf("file"));
            if (file.matches(".*\\.(mp4|webm|mov|avi)$")) {
                rows.add(new Row(file, row.get(header.indexOf("label")), manifest.resolveSibling(file)));
            }
        }
        return rows;
    }

    /** The video's frames as a selfie video's are followed ({@link VideoSelfies#POSE_FRAMES}), its type sniffed. */
    static Clip clip(Decoders decoders, Row row) throws IOException, Undecodable {
        byte[] video = Files.readAllBytes(row.path());
        return decoders.clip(video, dev.avs.bench.ClipCalibration.sniffed(video), VideoSelfies.POSE_FRAMES);
    }
}
