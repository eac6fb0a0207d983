package dev.avs.reading;

import dev.avs.image.GreyImage;
import dev.avs.mrz.MrzFormat;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Reads the machine-readable zone of one photo: the candidate zones as found and each turned upside down, then
 * those of the photo turned by a quarter (and so, upside down, by three quarters), first their ink and then, when
 * none checks out, their pixels as photographed (in the photo's luma only: on the real specimens no reading of
 * another view's pixels as photographed ever checked out where its ink did not); per zone its last three or two lines go through OCR and
 * {@link MrzCorrection}. When nothing reads in the photo's luma, other views of it are searched
 * ({@link ZoneSearch}): its lightest colour channel, then whole lines only; all within a bound of OCR line
 * readings, and only until three cuts have read the same text, not valid, sure of every line ({@link SureRepeats}).
 * A zone read sure of every line one way up is not read the other way up. The first reading whose check digits
 * all hold, read with confidence, wins; otherwise the best partial one makes the photo {@code unreadable} (an MRZ
 * is there, its text does not check out or the OCR was unsure of it), and no MRZ-like text at all makes it
 * {@code not_found}.
 */
final class MrzScanner {

    /** OCR lines shorter than this are no MRZ line (the shortest, TD1's, has 30 characters). */
    private static final int MIN_LINE = 20;
    /**
     * The OCR's confidence (0 - 100) every line of a reading needs. Check digits do not cover the names or the
     * issuing state, and cannot tell 6 from G (or 0 from A, 8 from I: values 10 apart weigh the same); in the
     * accuracy runs (docs/document-reading.md) every wrong text had a line read at 57 or less, every exact one
     * 85 or more.
     */
    static final int MIN_OCR_CONFIDENCE = 70;
    private static final double TD1_MAX_ASPECT = 36.5;
    static final int PAGE_ZONE_WIDTH = 1200;
    static final double MIN_PITCH = 9.5;
    /**
     * The OCR line readings one scan of a photo may take (its margin's second scan, {@link DocumentReader}, half as
     * many): the real specimens that read took at most 45 (a photo at an angle, read by the search for whole
     * lines), those that read nowhere up to 300 and 10 s; each reading is 40 - 90 ms of a core.
     */
    static final int MAX_LINE_READS = 64;

    private final LineReader reader;

    MrzScanner(LineReader reader) {
        this.reader = reader;
    }

    MrzReading scan(BufferedImage image) {
        return scanned(image).reading();
    }

    /**
     * A photo's reading and, when it was read, the page printed above its zone, upright and enlarged so that the
     * zone would be about {@value #PAGE_ZONE_WIDTH} pixels long: what the visual zone's OCR reads.
     *
     * @param doubt     why a reading whose check digits all hold is {@code unreadable}, if that is all that keeps it
     *                  from being read; {@code page} is then the page above it, whose print may confirm it
     * @param edgeInset for a reading not read, how far (pixels) the zone of its best reading lies inside the photo's
     *                  border, below 0 where it runs over it; infinite otherwise
     */
    record Scan(MrzReading reading, GreyImage page, Doubt doubt, double edgeInset) {

        Scan(MrzReading reading, GreyImage page, Doubt doubt) {
            this(reading, page, doubt, Double.POSITIVE_INFINITY);
        }

        Scan(MrzReading reading, GreyImage page) {
            this(reading, page, Doubt.NONE);
        }
    }

    /** What keeps a reading whose check digits all hold from being trusted. */
    enum Doubt {
        NONE,
        /** Its characters are small and a second cut of the zone spelled the names otherwise. */
        NAMES,
        /**
         * The OCR was unsure of a line: the names, which no check digit covers, and the document number, whose check
         * digit weighs 6 and G (8 and S, 1 and L) alike, are guesses.
         */
        UNSURE
    }

    Scan scanned(BufferedImage image) {
        return scanned(image, new AtomicInteger(MAX_LINE_READS));
    }

    Scan scanned(BufferedImage image, AtomicInteger lineReads) {
        return scanned(image, lineReads, Double.POSITIVE_INFINITY);
    }

    /**
     * @param lineReads the OCR line readings the photo may still take, counted down: a photo whose zones read
     *                  nowhere stops trying at a bound that depends on the photo alone, not on the machine's load
     * @param maxInset  only zones at most this far (pixels) inside the photo's border are read
     */
    Scan scanned(BufferedImage image, AtomicInteger lineReads, double maxInset) {
        GreyImage luma = GreyImage.of(image);
        ZoneReading best = null;
        List<ZoneSearch> searches = new ArrayList<>(List.of(new ZoneSearch(luma, false)));
        Set<MrzLocator.Zone> lightenedZones = Collections.newSetFromMap(new IdentityHashMap<>());
        SureRepeats repeats = new SureRepeats();
        double bestInset = Double.POSITIVE_INFINITY;
        views:
        for (int s = 0; s < searches.size(); s++) {
            ZoneSearch search = searches.get(s);
            // the zones' ink first; their pixels as photographed only when no reading of the ink checks out
            for (boolean asPhotographed : s == 0 ? new boolean[] {false, true} : new boolean[] {false}) {
                // a zone found is also tried upside down, so two quarter turns cover all four orientations; the
                // photo turned by a quarter is searched only when its upright zones do not read
                for (int quarter = 0; quarter < 2; quarter++) {
                    for (MrzLocator.Zone zone : search.zones(quarter, searches.subList(0, s))) {
                        if (zone.inset(search.turned(quarter)) > maxInset) {
                            continue;
                        }
                        if (lineReads.get() <= 0) {
                            break views;
                        }
                        double aspect = search.linesOnly() ? MrzLines.MAX_ASPECT_WHOLE_LINES : MrzLines.MAX_ASPECT;
                        ZoneReading read = bestOf(MrzLines.split(zone.image(), asPhotographed, aspect), null, lineReads);
                        boolean fromInk = !asPhotographed;
                        if (read != null && read.checksHold() && !read.trusted() && lightenedZones.add(zone)) {
                            // every check digit holds, yet a character no digit covers is none the layout allows or
                            // the OCR was unsure: a mark fainter than the print may touch it (a SPECIMEN overprint
                            // made the Liechtenstein card's I a 4); the zone's ink once more, mid-greys lightened
                            ZoneReading lightened = bestOf(MrzLines.split(zone.image(), false, aspect).stream()
                                    .map(MrzLines::lightened).toList(), null, lineReads);
                            if (lightened != null && lightened.better(read)) {
                                read = lightened;
                                fromInk = true;
                            }
                        }
                        if (read != null && (best == null || read.better(best))) {
                            bestInset = zone.inset(search.turned(quarter));
                            // valid but for the OCR's doubt: kept with its page, which may print what it doubted
                            best = read.result().valid() && !read.trusted() && read.page() == null
                                    ? read.inDoubt(page(zone, searches, quarter, read)) : read;
                        }
                        // a trusted reading here is this zone's: any earlier one would have been returned
                        if (best != null && best.trusted() && fromInk && small(zone, best)
                                && !confirmed(zone, best, lineReads)) {
                            best = best.inDoubt(page(zone, searches, quarter, best));
                        }
                        if (best != null && best.trusted()) {
                            return new Scan(MrzReading.read(String.join("\n", best.result().lines()),
                                    best.result().layout().name(), best.confidence()),
                                    page(zone, searches, quarter, best));
                        }
                        if (repeats.settled(read)) {
                            break views;   // the zone says what was read, not valid: more cuts would read it again
                        }
                    }
                }
            }
            if (s == 0) {
                // nothing read in the luma: its lightest channel (a tinted ground or a red stamp turns light, black
                // print stays), then only what runs along whole lines (a stamp's frame or a guilloche joined to
                // the zone goes); each costs time only on photos that would otherwise go to a person
                GreyImage lightest = GreyImage.lightestChannel(image);
                if (lightest != null) {
                    searches.add(new ZoneSearch(lightest, false));
                }
                searches.add(new ZoneSearch(lightest == null ? luma : lightest, true));
            }
        }
        if (best == null) {
            return new Scan(MrzReading.notFound(), null);
        }
        return new Scan(MrzReading.unreadable(String.join("\n", best.result().lines()), best.result().layout().name(),
                best.confidence()), best.page(), best.doubt(), bestInset);
    }

    /** The page printed above the zone read, upright, its zone enlarged to about {@value #PAGE_ZONE_WIDTH} pixels. */
    private static GreyImage page(MrzLocator.Zone zone, List<ZoneSearch> searches, int quarter, ZoneReading read) {
        double scale = Math.max(0.5, Math.min(3, PAGE_ZONE_WIDTH / zone.frame()[4]));
        return zone.above(searches.getFirst().turned(quarter), read.upsideDown(), scale);
    }

    /** Characters under {@value #MIN_PITCH} pixels apart: names, which no check digit covers, are guesses there. */
    private static boolean small(MrzLocator.Zone zone, ZoneReading attempt) {
        return (double) zone.image().width() / attempt.result().layout().lineLength() < MIN_PITCH;
    }

    /**
     * Whether a second reading of the zone, from its pixels as photographed (another cut of the same characters),
     * leaves the names as read: a second reading that spells them otherwise shows the OCR was guessing at them.
     */
    private boolean confirmed(MrzLocator.Zone zone, ZoneReading attempt, AtomicInteger lineReads) {
        ZoneReading again = bestOf(MrzLines.split(zone.image(), true), null, lineReads);
        return again == null || again.result().layout() != attempt.result().layout()
                || names(again.result()).equals(names(attempt.result()));
    }

    /** The name field: TD1's third line, the others' first line after the document code and issuing state. */
    private static String names(MrzCorrection.Result result) {
        return result.layout() == MrzFormat.TD1 ? result.lines().get(2) : result.lines().getFirst().substring(5);
    }

    /** The better of {@code best} and the zone's lines read one way up and the other, stopping at a trusted one. */
    private ZoneReading bestOf(List<GreyImage> lines, ZoneReading best, AtomicInteger lineReads) {
        if (lines.size() < 2) {
            return best;
        }
        List<GreyImage> upsideDown = lines.reversed().stream().map(line -> line.turned(2)).toList();
        // fillers, lighter than letters, end an MRZ's lines: a zone darker on its right is likely upside down
        List<ZoneText> ways = MrzLines.rightHeavier(lines)
                ? List.of(new ZoneText(reader, upsideDown, true, lineReads),
                        new ZoneText(reader, lines, false, lineReads))
                : List.of(new ZoneText(reader, lines, false, lineReads),
                        new ZoneText(reader, upsideDown, true, lineReads));
        for (ZoneText candidate : ways) {
            ZoneReading attempt = read(candidate);
            if (attempt != null && (best == null || attempt.better(best))) {
                best = attempt;
            }
            if (best != null && best.ocrConfidence() >= MIN_OCR_CONFIDENCE) {
                // trusted, or read sure of every line though not valid: the zone is this way up, and the other way
                // would read noise (on the real specimens, always at confidence 0)
                return best;
            }
        }
        return best;
    }

    /** The best reading of the zone's last two or three lines. */
    private ZoneReading read(ZoneText zone) {
        List<GreyImage> lines = zone.lines;
        List<GreyImage> group = lines.subList(Math.max(0, lines.size() - 3), lines.size());
        // three lines of TD1's 30 characters (a line about 33 character heights long, TD2's 40, TD3's 48) are
        // all needed: read them together
        boolean td1Like = group.size() == 3 && group.getLast().width() < TD1_MAX_ASPECT * MrzLines.TEXT_HEIGHT;
        zone.prefetch(td1Like ? group : group.subList(group.size() - 2, group.size()));
        LineReader.Text last = zone.of(group.getLast());
        if (last.characters().length() < MIN_LINE) {
            return null;   // upside down or no MRZ: one line's OCR tells
        }
        ZoneReading best = null;
        for (int count = Math.min(3, group.size()); count >= 2; count--) {
            if (count == 3 && last.characters().length() > 36) {
                continue;   // TD1's lines have 30 characters; this is a two-line zone under some other text
            }
            List<LineReader.Text> texts = group.subList(group.size() - count, group.size()).stream().map(zone::of)
                    .toList();
            if (count == 2 && group.size() == 3 && texts.getFirst().characters().length() < MIN_LINE) {
                // widely spaced lines (a visa's) can have a band of guilloche between them cut as a line of its own
                texts = List.of(zone.of(group.getFirst()), last);
            }
            if (texts.stream().anyMatch(t -> t.characters().length() < MIN_LINE)) {
                continue;
            }
            MrzCorrection.Result result = MrzCorrection.correct(texts.stream().map(LineReader.Text::characters).toList());
            if (result != null) {
                ZoneReading attempt = new ZoneReading(result, texts.stream().mapToInt(LineReader.Text::confidence).min()
                        .orElse(0), zone.upsideDown);
                if (result.valid()) {
                    return attempt;
                }
                if (best == null || attempt.better(best)) {
                    best = attempt;
                }
            }
        }
        return best;
    }}
