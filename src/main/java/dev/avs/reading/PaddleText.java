package dev.avs.reading;

import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The words printed on a card, read by PaddleOCR's PP-OCRv4 mobile models (ONNX, one thread each; the Chinese
 * models, the only ones a package here ships, which read Latin capitals and digits well): the detector's lines, each
 * cut out axis-aligned and read by the recogniser, split into words at the spaces it reads and where the line's ink
 * parts ({@link WordGaps}); a word's box its ink's, its confidence the least probability of the characters that matter
 * ({@link #confidence}): a 5 read as 6 at 0.5 among sure digits leaves the date unsure. Then the faint field numbers
 * the detector misses before names ({@link #fieldNumbers}).
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

    /** The words read on the image, boxes in its pixels. */
    List<PrintedWord> words(BufferedImage image) {
        BufferedImage rgb = rgb(image);
        TextDetector.Detection detection = detector.detect(rgb);
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
        List<BufferedImage> lines = new ArrayList<>();
        for (TextDetector.TextBox box : boxes) {
            Rectangle r = box.box();
            lines.add(rgb.getSubimage(r.x, r.y, r.width, r.height));
        }
        List<TextRecognizer.Reading> readings = recognizer.read(lines);
        List<PrintedWord> words = new ArrayList<>();
        for (int i = 0; i < boxes.size(); i++) {
            words.addAll(words(readings.get(i), boxes.get(i).box(), WordGaps.of(lines.get(i))));
        }
        words.addAll(fieldNumbers(rgb, boxes, readings));
        return words;
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
                numbers.addAll(words(read.get(i), probes.get(i), WordGaps.of(crops.get(i))));
            }
        }
        return numbers;
    }

    /**
     * A line's characters as words: parted at the spaces read and at the line's gaps ({@link WordGaps}), each
     * character in the span its place along the line falls in, and between two letters at a narrow gap with three
     * letters or more on one side of it (JOHN A; not a label's D L, set as loosely as a name's space); a
     * word's box is its span's ink; where a space read or a narrow gap parts a span, the words' sides within it are
     * their characters' steps.
     */
    static List<PrintedWord> words(TextRecognizer.Reading reading, Rectangle line, WordGaps.Gaps gaps) {
        List<WordGaps.Span> spans = gaps.spans();
        List<PrintedWord> words = new ArrayList<>();
        List<TextRecognizer.Glyph> word = new ArrayList<>();
        int wordSpan = -1;
        boolean spanStarts = true;
        List<TextRecognizer.Glyph> glyphs = reading.glyphs();
        for (int i = 0; i < glyphs.size(); i++) {
            TextRecognizer.Glyph g = glyphs.get(i);
            int span = span(spans, (g.left() + g.right()) / 2 / reading.scale());
            boolean narrow = !word.isEmpty() && span == wordSpan && spaceBetween(word.getLast(), g, gaps.narrow(),
                    reading.scale()) && Math.max(word.size(), lettersFrom(glyphs, i, spans, span, reading.scale())) >= 3;
            if (g.c() == ' ' || narrow || !word.isEmpty() && span != wordSpan) {
                boolean spanEnds = g.c() != ' ' && !narrow;
                add(words, word, reading.scale(), line, wordSpan < 0 ? null : spans.get(wordSpan), spanStarts, spanEnds);
                spanStarts = spanEnds;
                word = new ArrayList<>();
            }
            if (g.c() != ' ') {
                spanStarts |= word.isEmpty() && span != wordSpan;
                word.add(g);
                wordSpan = span;
            }
        }
        add(words, word, reading.scale(), line, wordSpan < 0 ? null : spans.get(wordSpan), spanStarts, true);
        return words;
    }

    /** How many letters are read from the {@code i}th glyph on in the same span, up to a space or anything else. */
    private static int lettersFrom(List<TextRecognizer.Glyph> glyphs, int i, List<WordGaps.Span> spans, int span,
                                   double scale) {
        int n = 0;
        while (i + n < glyphs.size() && Character.isLetter(glyphs.get(i + n).c())
                && span(spans, (glyphs.get(i + n).left() + glyphs.get(i + n).right()) / 2 / scale) == span) {
            n++;
        }
        return n;
    }

    /**
     * Whether a narrow gap lies between two letters read side by side: a space set tight. Not beside a digit, an I
     * or an l, whose side bearings leave as much blank (07/11/1988, INOM).
     */
    private static boolean spaceBetween(TextRecognizer.Glyph before, TextRecognizer.Glyph after,
                                        List<WordGaps.Span> narrow, double scale) {
        if (!Character.isLetter(before.c()) || !Character.isLetter(after.c()) || "Il".indexOf(before.c()) >= 0
                || "Il".indexOf(after.c()) >= 0) {
            return false;
        }
        double from = (before.left() + before.right()) / 2 / scale;
        double to = (after.left() + after.right()) / 2 / scale;
        return narrow.stream().anyMatch(gap -> gap.left() > from && gap.right() < to);
    }

    /** The span a place along the line falls in: parted half-way between spans; -1 when there are none. */
    private static int span(List<WordGaps.Span> spans, double x) {
        int i = 0;
        while (i + 1 < spans.size() && x > (spans.get(i).right() + spans.get(i + 1).left()) / 2.0) {
            i++;
        }
        return spans.isEmpty() ? -1 : i;
    }

    private static void add(List<PrintedWord> words, List<TextRecognizer.Glyph> word, double scale, Rectangle line,
                            WordGaps.Span span, boolean spanStarts, boolean spanEnds) {
        if (word.isEmpty()) {
            return;
        }
        StringBuilder text = new StringBuilder();
        for (TextRecognizer.Glyph g : word) {
            text.append(g.c());
        }
        double least = confidence(word);
        int left = line.x + (int) Math.floor(word.getFirst().left() / scale);
        int right = Math.min(line.x + line.width, line.x + (int) Math.ceil(word.getLast().right() / scale));
        if (span != null && spanStarts) {
            left = line.x + span.left();
        }
        if (span != null && spanEnds) {
            right = line.x + span.right();
        }
        words.add(new PrintedWord(text.toString(), (int) Math.round(100 * least), left, line.y,
                Math.max(left + 1, right), line.y + line.height));
    }

    /**
     * A word's confidence: the least probability of its digits when it holds a date or a number (four digits or
     * more, beside another or a separator: a label read into it, 3D0B07/15/1980, 4dLIcNo:P142-4558-7924, is not
     * what is unsure), and of a date's own digits where it holds one (Maine's 3 DOB read into it, 0001/12/1967: the
     * zeros are the label's), else of its letters and digits; punctuation (a colon read at 0.7) never counts.
     */
    static double confidence(List<TextRecognizer.Glyph> word) {
        boolean value = word.stream().filter(g -> Character.isDigit(g.c())).count() >= 4;
        StringBuilder text = new StringBuilder();
        word.forEach(g -> text.append(g.c()));
        // where the date starts, as the front's dates are read (FrontDates: stray digits before it are none of it)
        int from = FrontDates.anyDate(text.toString()) ? FrontDates.dateStart(text.toString()) : 0;
        double least = 1;
        boolean any = false;
        for (int i = from; i < word.size(); i++) {
            TextRecognizer.Glyph g = word.get(i);
            if (value ? Character.isDigit(g.c()) && inRun(word, i) : Character.isLetterOrDigit(g.c())) {
                least = Math.min(least, g.probability());
                any = true;
            }
        }
        return any ? least : word.stream().mapToDouble(TextRecognizer.Glyph::probability).min().orElse(0);
    }

    /**
     * Whether a digit stands beside another or a date's separator: the value's, not a lone digit of the label read
     * into it (3D0B01/06/1968: the 3 and the 0 read for O are the label's).
     */
    private static boolean inRun(List<TextRecognizer.Glyph> word, int i) {
        for (int j : new int[] {i - 1, i + 1}) {
            if (j >= 0 && j < word.size() && (Character.isDigit(word.get(j).c()) || "/.-".indexOf(word.get(j).c()) >= 0)) {
                return true;
            }
        }
        return false;
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
