package dev.avs.reading;

import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * The words printed on a card, read by PaddleOCR's PP-OCRv4 mobile models (ONNX, one thread each; the Chinese
 * models, the only ones a package here ships, which read Latin capitals and digits well): the detector's lines, each
 * cut out axis-aligned and read by the recogniser, split into words ({@link LineWords}: at the spaces it reads and
 * where the line's ink parts; a word's box its ink's, its confidence the least probability of the characters that
 * matter: a 5 read as 6 at 0.5 among sure digits leaves the date unsure). Then the faint field numbers the detector
 * misses before names ({@link #fieldNumbers}); and a second reading in the lightest channel where the first misses a
 * key field ({@link #readings}).
 */
final class PaddleText implements AutoCloseable {

    static final String DETECTOR = "/models/ocr/ch_PP-OCRv4_det_folded.onnx";
    static final String RECOGNISER = "/models/ocr/ch_PP-OCRv4_rec_folded.onnx";
    static final String DICTIONARY = "/models/ocr/ppocr_keys_v1.txt";
    /**
     * The detector's input, the photo's longer side: a web-sized card (640 pixels) enlarged half again; 800 read 118
     * of the bench's 153 fields instead of 123 (a fifth faster), 1280 read 98 (lines broken up).
     */
    static final int DETECTOR_SIDE = 960;

    private final TextDetector detector;
    private final TextRecognizer recognizer;

    PaddleText(TextDetector detector, TextRecognizer recognizer) {
        this.detector = detector;
        this.recognizer = recognizer;
    }

    /** The shipped models, the detector given the image {@code longerSide} pixels on its longer side. */
    static PaddleText shipped(int longerSide) {
        List<String> dictionary = new String(TesseractReader.resource(DICTIONARY), StandardCharsets.UTF_8).lines()
                .toList();
        return new PaddleText(new TextDetector(TesseractReader.resource(DETECTOR), longerSide),
                new TextRecognizer(TesseractReader.resource(RECOGNISER), dictionary));
    }

    static OrtSession.SessionOptions options() throws OrtException {
        OrtSession.SessionOptions options = new OrtSession.SessionOptions();
        options.setIntraOpNumThreads(1);
        options.setInterOpNumThreads(1);
        options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
        // every photo and line gives the models another input shape: the memory pattern planned for a shape costs a
        // fresh allocation (page faults) the second time that shape comes, which made a detection 3 - 4 times slower
        options.setMemoryPatternOptimization(false);
        return options;
    }

    /**
     * The most lines read on one image: a card prints 20 to 40; a crafted image of countless specks would otherwise
     * hold the reader for a recognition per speck. The largest are kept.
     */
    static final int MAX_LINES = 120;

    /**
     * The words read on the image; and, when they miss a key field ({@link LicenceFront#missesKeyField}), a second
     * reading: the same words and those of the lines found only in the image's lightest channel, where a specimen's
     * coloured overprint across a line (Hawaii's red SAMPLE across 3. DOB, which the detector then misses) fades to
     * the card's white and the black print stays. Its fields only fill what the first reading lacks: print in colour
     * fades too (a red birth date). Only the new lines are recognised, so that a front read again costs a detection
     * and a few lines more (docs/performance.md).
     */
    List<List<PrintedWord>> readings(BufferedImage image, LocalDate today) {
        Pass first = pass(image);
        if (!LicenceFront.missesKeyField(first.words(), today)) {
            return List.of(first.words());
        }
        BufferedImage lightest = lightestChannel(first.rgb());
        List<TextDetector.TextBox> found = lines(detector.detect(lightest, AGAIN_SIDE).boxes()).stream()
                .filter(b -> first.boxes().stream().noneMatch(known -> known.box().contains(b.box().getCenterX(),
                        b.box().getCenterY())))
                .limit(MAX_LINES).toList();
        if (found.isEmpty()) {
            return List.of(first.words());
        }
        List<PrintedWord> again = new ArrayList<>(first.words());
        again.addAll(recognised(lightest, found).words());
        return List.of(first.words(), again);
    }

    /**
     * The detector's input when a front is looked at again in its lightest channel: a web-sized card as it is,
     * a third of the detection's time at {@value #DETECTOR_SIDE}; the lines an overprint hid are a card's larger print.
     */
    static final int AGAIN_SIDE = 640;

    /** Each pixel the lightest of its red, green and blue, as grey. */
    static BufferedImage lightestChannel(BufferedImage image) {
        int w = image.getWidth();
        int h = image.getHeight();
        int[] rgb = image.getRGB(0, 0, w, h, null, 0, w);
        for (int i = 0; i < rgb.length; i++) {
            int p = rgb[i];
            int v = Math.max(p >> 16 & 0xFF, Math.max(p >> 8 & 0xFF, p & 0xFF));
            rgb[i] = v << 16 | v << 8 | v;
        }
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        out.setRGB(0, 0, w, h, rgb, 0, w);
        return out;
    }

    /** The words read on the image, boxes in its pixels. */
    List<PrintedWord> words(BufferedImage image) {
        return pass(image).words();
    }

    /** A reading: the image as read (levelled, cropped to its print), its lines, and their words in its pixels. */
    private record Pass(BufferedImage rgb, List<TextDetector.TextBox> boxes, List<PrintedWord> words) {
    }

    private Pass pass(BufferedImage image) {
        return pass(rgb(image), true);
    }

    private Pass pass(BufferedImage rgb, boolean mayTurn) {
        TextDetector.Detection detection = detector.detect(rgb);
        if (mayTurn && Sideways.standsOnEnd(detection.boxes())) {
            // a card photographed sideways: read turned a quarter clockwise, and the other way if that reads unsure
            // (upside down), the surer kept
            Pass clockwise = pass(Sideways.quarterTurn(rgb, true), false);
            if (Sideways.sure(clockwise.words())) {
                return clockwise;
            }
            Pass counter = pass(Sideways.quarterTurn(rgb, false), false);
            return Sideways.surety(counter.words()) > Sideways.surety(clockwise.words()) ? counter : clockwise;
        }
        if (Math.abs(detection.slope()) >= LineSlope.LEVELLED) {
            // a card photographed askew: its lines levelled, then found again (boxes in the levelled image's pixels)
            rgb = LineSlope.levelled(rgb, detection.slope());
            detection = detector.detect(rgb);
        }
        Rectangle print = PrintExtent.of(detection.boxes(), rgb.getWidth(), rgb.getHeight());
        if (print != null) {
            // a card photographed within a larger scene (a phone photo of a card in a hand): its print found again
            // at the detector's whole size, its lines read from the crop (boxes in the crop's pixels)
            rgb = rgb.getSubimage(print.x, print.y, print.width, print.height);
            detection = detector.detect(rgb);
        }
        List<TextDetector.TextBox> boxes = lines(detection.boxes());
        if (boxes.size() > MAX_LINES) {
            boxes = boxes.stream().sorted(java.util.Comparator.comparingLong(
                    (TextDetector.TextBox b) -> (long) b.box().width * b.box().height).reversed())
                    .limit(MAX_LINES).toList();
        }
        Recognised read = recognised(rgb, boxes);
        List<PrintedWord> words = new ArrayList<>(read.words());
        words.addAll(fieldNumbers(rgb, boxes, read.readings()));
        return new Pass(rgb, boxes, words);
    }

    /** The lines' words, and what the recogniser read of each line. */
    private record Recognised(List<PrintedWord> words, List<TextRecognizer.Reading> readings) {
    }

    private Recognised recognised(BufferedImage rgb, List<TextDetector.TextBox> boxes) {
        List<BufferedImage> lines = new ArrayList<>();
        for (TextDetector.TextBox box : boxes) {
            Rectangle r = box.box();
            lines.add(rgb.getSubimage(r.x, r.y, r.width, r.height));
        }
        List<TextRecognizer.Reading> readings = recognizer.read(lines);
        List<PrintedWord> words = new ArrayList<>();
        for (int i = 0; i < boxes.size(); i++) {
            words.addAll(LineWords.words(readings.get(i), boxes.get(i).box(), WordGaps.of(lines.get(i))));
        }
        return new Recognised(words, readings);
    }

    /**
     * The boxes that are lines: not those standing on end more than twice as high as the median box (text printed
     * upright along the photo's side, or a column of field numbers taken for one line: Massachusetts' 1 2 8).
     */
    private static List<TextDetector.TextBox> lines(List<TextDetector.TextBox> boxes) {
        int[] heights = boxes.stream().mapToInt(b -> b.box().height).sorted().toArray();
        int median = heights.length == 0 ? 0 : heights[heights.length / 2];
        return boxes.stream().filter(b -> b.box().height <= 2 * median || b.box().height <= 1.5 * b.box().width)
                .toList();
    }

    /**
     * The small field numbers the detector misses left of a line of capitals (AAMVA's faint 1 and 2 before the
     * names on Arizona's and Mississippi's cards, five pixels high on a web-sized card): the square just left of such
     * a line, where no line was found (none centred in it), read on its own; kept when it reads a one-digit field
     * number (1, 2, 8, 4d), however unsure: only its place pairs it with the other.
     */
    private List<PrintedWord> fieldNumbers(BufferedImage image, List<TextDetector.TextBox> boxes,
                                           List<TextRecognizer.Reading> readings) {
        List<Rectangle> probes = new ArrayList<>();
        for (int i = 0; i < boxes.size(); i++) {
            Rectangle line = boxes.get(i).box();
            int side = (int) Math.round(1.2 * line.height);
            Rectangle probe = new Rectangle(line.x - side, line.y, side, line.height).intersection(
                    new Rectangle(0, 0, image.getWidth(), image.getHeight()));
            if (readings.get(i).text().matches("\\p{Lu}[\\p{Lu} ,.'\\-]+") && probe.width > line.height / 2
                    && boxes.stream().noneMatch(b -> probe.contains(b.box().getCenterX(), b.box().getCenterY()))) {
                probes.add(probe);
            }
        }
        List<BufferedImage> crops = new ArrayList<>();
        probes.forEach(p -> crops.add(image.getSubimage(p.x, p.y, p.width, p.height)));
        List<TextRecognizer.Reading> read = recognizer.read(crops);
        List<PrintedWord> numbers = new ArrayList<>();
        for (int i = 0; i < probes.size(); i++) {
            if (read.get(i).text().matches("[1-9][a-d]?")) {
                numbers.addAll(LineWords.words(read.get(i), probes.get(i), WordGaps.of(crops.get(i))));
            }
        }
        return numbers;
    }

    static BufferedImage resized(BufferedImage image, int w, int h) {
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(image, 0, 0, w, h, null);
        g.dispose();
        return out;
    }

    private static BufferedImage rgb(BufferedImage image) {
        if (image.getType() == BufferedImage.TYPE_INT_RGB) {
            return image;
        }
        return resized(image, image.getWidth(), image.getHeight());
    }

    @Override
    public void close() {
        detector.close();
        recognizer.close();
    }
}
