package dev.avs.reading;

import dev.avs.file.ImageDecoder;
import java.awt.image.BufferedImage;

/** A photo's bytes to the MRZ they show: decoded upright at the working size, then scanned. */
final class DocumentReader {

    private final MrzScanner scanner;
    private final String modelId;
    private final int maxSide;

    DocumentReader(LineReader lines, int maxSide) {
        this.scanner = new MrzScanner(lines);
        this.modelId = lines.modelId();
        this.maxSide = maxSide;
    }

    String modelId() {
        return modelId;
    }

    MrzReading read(byte[] photo) {
        BufferedImage image = ImageDecoder.decodeUpright(photo, maxSide).image();
        return image == null ? MrzReading.undecodable() : scanner.scan(image);
    }
}
