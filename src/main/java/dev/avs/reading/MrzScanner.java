package dev.avs.reading;

import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the machine-readable zone of one photo: the candidate zones as found and each turned upside down, then
 * those of the photo turned by a quarter (and so, upside down, by three quarters); per zone its last three or two lines go through OCR and
 * {@link MrzCorrection}. The first reading whose check digits all hold wins; otherwise the best partial one
 * makes the photo {@code unreadable} (an MRZ is there, its text does not check out), and no MRZ-like text at all
 * makes it {@code not_found}.
 */
final class MrzScanner {

    /** OCR lines shorter than this are no MRZ line (the shortest, TD1's, has 30 characters). */
    private static final int MIN_LINE = 20;

    private final LineReader reader;

    MrzScanner(LineReader reader) {
        this.reader = reader;
    }

    MrzReading scan(BufferedImage image) {
        Grey full = Grey.of(image);
        Attempt best = null;
        // a zone found is also tried upside down, so two quarter turns cover all four orientations
        for (int quarter : new int[] {0, 1}) {
            for (MrzLocator.Zone zone : MrzLocator.find(full.turned(quarter))) {
                List<Grey> lines = MrzLines.split(zone.image());
                if (lines.size() < 2) {
                    continue;
                }
                List<Grey> upsideDown = lines.reversed().stream().map(line -> line.turned(2)).toList();
                LineReader.Text last = reader.read(lines.getLast());
                // upside-down text reads as low-confidence noise without filler runs: then try the other way first
                boolean upright = last.confidence() >= 30 || last.characters().contains("<<");
                List<List<Grey>> ways = upright ? List.of(lines, upsideDown) : List.of(upsideDown, lines);
                for (List<Grey> candidate : ways) {
                    Attempt attempt = read(candidate, candidate == lines ? last : null);
                    if (attempt != null && (best == null || attempt.better(best))) {
                        best = attempt;
                    }
                    if (best != null && best.result.valid()) {
                        return MrzReading.read(String.join("\n", best.result.lines()), best.result.layout().name(),
                                best.confidence());
                    }
                }
            }
        }
        if (best == null) {
            return MrzReading.notFound();
        }
        return MrzReading.unreadable(String.join("\n", best.result.lines()), best.result.layout().name(),
                best.confidence());
    }

    /** The best reading of the zone's last two or three lines; {@code last} is the last line's OCR when known. */
    private Attempt read(List<Grey> lines, LineReader.Text known) {
        List<Grey> group = lines.subList(Math.max(0, lines.size() - 3), lines.size());
        LineReader.Text last = known != null ? known : reader.read(group.getLast());
        if (last.characters().length() < MIN_LINE) {
            return null;   // upside down or no MRZ: one line's OCR tells
        }
        Attempt best = null;
        for (int count = Math.min(3, group.size()); count >= 2; count--) {
            if (count == 3 && last.characters().length() > 36) {
                continue;   // TD1's lines have 30 characters; this is a two-line zone under some other text
            }
            List<Grey> chosen = group.subList(group.size() - count, group.size());
            String[] texts = new String[count];
            int confidence = last.confidence();
            texts[count - 1] = last.characters();
            for (int i = 0; i < count - 1; i++) {
                LineReader.Text text = reader.read(chosen.get(i));
                texts[i] = text.characters();
                confidence = Math.min(confidence, text.confidence());
            }
            if (Arrays.stream(texts).anyMatch(t -> t.length() < MIN_LINE)) {
                continue;
            }
            MrzCorrection.Result result = MrzCorrection.correct(List.of(texts));
            if (result != null) {
                Attempt attempt = new Attempt(result, confidence);
                if (result.valid()) {
                    return attempt;
                }
                if (best == null || attempt.better(best)) {
                    best = attempt;
                }
            }
        }
        return best;
    }

    private record Attempt(MrzCorrection.Result result, int ocrConfidence) {

        boolean better(Attempt other) {
            double mine = (double) result.checksValid() / result.checks();
            double theirs = (double) other.result.checksValid() / other.result.checks();
            return mine > theirs || mine == theirs && ocrConfidence > other.ocrConfidence;
        }

        /** 0 - 1: the OCR's confidence in its weakest line, times the share of check digits that hold. */
        double confidence() {
            return Math.round(ocrConfidence / 100.0 * result.checksValid() / result.checks() * 1000) / 1000.0;
        }
    }
}
