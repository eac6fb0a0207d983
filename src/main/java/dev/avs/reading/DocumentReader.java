package dev.avs.reading;

import dev.avs.image.GreyImage;
import dev.avs.image.ImageDecoder;
import dev.avs.mrz.Mrz;
import dev.avs.mrz.MrzFormat;
import dev.avs.mrz.ParsedMrz;
import java.awt.image.BufferedImage;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A photo's bytes to the MRZ they show: decoded upright at the working size, then scanned; when an MRZ is read and
 * a page reader is given, the page printed above it is read too and compared with it ({@link VizCheck}).
 */
final class DocumentReader {

    private static final double REDUCED = 0.6;
    private static final double FINER_SCALE = 0.8;
    /**
     * Wider than a character of the page's print (12 - 30 pixels high on its 1,320-pixel cut): the background is
     * what a closing this wide leaves (tried: 21 and 45 found fewer fields).
     */
    private static final int INK_KERNEL = 31;
    /**
     * The regions whose ink is stretched apart, about three and two kernels wide, the wider first: on the real
     * specimens the wider finds Iceland's expiry and Japan's birth date, the narrower the expiries in Luxembourg's
     * glare band and on the Dutch page's dark bands. Chosen on those specimens, so their figures flatter it: 89/59
     * and 95/65 find the same but for two births or one expiry, 93/62 three expiries fewer; one region alone (61, 91
     * or 121) one to three fields fewer than two.
     */
    private static final int[] INK_REGIONS = {91, 61};

    private final MrzScanner scanner;
    private final PageReader pages;
    private final PageReader finerPages;
    private final LineReader numberLines;
    private final String modelId;
    private final int maxSide;

    /** @param pages the visual zone's reader; null to read the MRZ alone */
    DocumentReader(LineReader lines, PageReader pages, int maxSide) {
        this(lines, pages, null, maxSide);
    }

    /**
     * @param finerPages a slower, more exact reader of the visual zone for pages whose two readings by
     *                   {@code pages} miss a field; null for none
     */
    DocumentReader(LineReader lines, PageReader pages, PageReader finerPages, int maxSide) {
        this(lines, pages, finerPages, null, maxSide);
    }

    /**
     * @param numberLines a reader of single lines with the page model, for the unsure words that may hold a document
     *                    number the three readings missed ({@link NumberRereads}); null for none
     */
    DocumentReader(LineReader lines, PageReader pages, PageReader finerPages, LineReader numberLines, int maxSide) {
        this.scanner = new MrzScanner(lines);
        this.pages = pages;
        this.finerPages = pages == null ? null : finerPages;
        this.numberLines = this.finerPages == null ? null : numberLines;
        this.modelId = lines.modelId() + (pages == null ? "" : "+viz:" + pages.modelId())
                + (this.finerPages == null ? "" : "+" + this.finerPages.modelId());
        this.maxSide = maxSide;
    }

    String modelId() {
        return modelId;
    }

    /**
     * The words printed on a photo of a page (a bank statement, a card), joined by spaces in Tesseract's reading
     * order; empty when the photo does not decode or no page model is configured.
     */
    java.util.Optional<String> printedText(byte[] photo) {
        if (pages == null) {
            return java.util.Optional.empty();
        }
        BufferedImage image = ImageDecoder.decodeUpright(photo, maxSide).image();
        if (image == null) {
            return java.util.Optional.empty();
        }
        StringBuilder text = new StringBuilder();
        for (PrintedWord word : pages.words(GreyImage.of(image))) {
            text.append(text.isEmpty() ? "" : " ").append(word.text());
        }
        return java.util.Optional.of(text.toString());
    }

    /** The width a card's front is read at: its small print (labels, 4 - 6 pixels on a web-sized card) enlarged. */
    private static final int FRONT_WIDTH = 1300;
    /** ... and once more reduced: Tesseract reads large print better smaller (the same page reads more so). */
    private static final int FRONT_WIDTH_REDUCED = 900;

    /**
     * The words printed on a card's front without an MRZ, in two readings (the card {@value #FRONT_WIDTH} and
     * {@value #FRONT_WIDTH_REDUCED} pixels wide); empty when no page model is configured, null when the photo does
     * not decode.
     */
    List<List<PrintedWord>> frontWords(byte[] photo) {
        if (pages == null) {
            return List.of();
        }
        BufferedImage image = ImageDecoder.decodeUpright(photo, maxSide).image();
        if (image == null) {
            return null;
        }
        GreyImage card = GreyImage.of(image);
        List<List<PrintedWord>> readings = new ArrayList<>();
        for (int width : new int[] {FRONT_WIDTH, FRONT_WIDTH_REDUCED}) {
            readings.add(wordsScaled(pages, card, (double) width / card.width()));
        }
        return readings;
    }

    MrzReading read(byte[] photo) {
        MrzScanner.Scan scan = scan(photo);
        return scan == null ? MrzReading.undecodable() : withPage(scan);
    }

    /**
     * Whether the scan's reading stands as it is, its page to be read only for the visual zone: read sure of
     * itself, with a page above it and a page reader. Such a reading can be shown before its page is read.
     */
    boolean pageOnlyAddsViz(MrzScanner.Scan scan) {
        return pages != null && scan.page() != null && scan.doubt() == MrzScanner.Doubt.NONE
                && scan.reading().isRead();
    }

    /** The photo's MRZ found and read, its page not yet: null when the photo does not decode. */
    MrzScanner.Scan scan(byte[] photo) {
        BufferedImage image = ImageDecoder.decodeUpright(photo, maxSide).image();
        if (image == null) {
            return null;
        }
        MrzScanner.Scan scan = scanner.scanned(image, new AtomicInteger(MrzScanner.MAX_LINE_READS));
        // a reading whose checks hold but whose names or number the OCR doubted goes to its page, read anyway and by
        // another model (withPage), rather than to more cuts of the same print; without a page reader, it may
        // still be read in a margin
        boolean doubtedOnly = scan.doubt() != MrzScanner.Doubt.NONE && pages != null;
        if (!scan.reading().isRead() && scan.reading().mrz() != null && !doubtedOnly
                && scan.edgeInset() < PaddedScan.margin(image)
                && PaddedScan.mayRestore(scan.reading().mrz(), MrzFormat.valueOf(scan.reading().format()))) {
            // a zone that runs to the photo's edge loses its end characters to the search's margins: once more with
            // a margin of the border's own colour around the photo (only photos that did not read, and whose best
            // zone comes within that margin of the edge, pay for it: a zone farther in is cut whole already),
            // taken only where it restores characters at the lines' ends and changes nothing in between: so not
            // tried where a check fails between the ends, and only zones near the border are read (PaddedScan)
            MrzScanner.Scan padded = scanner.scanned(PaddedScan.padded(image),
                    new AtomicInteger(MrzScanner.MAX_LINE_READS / 2), PaddedScan.maxInset(image));
            if (padded.reading().isRead() && PaddedScan.onlyEndsDiffer(scan.reading().mrz(), padded.reading().mrz())) {
                scan = padded;
            }
        }
        return scan;
    }

    /**
     * The scan's reading with its page compared ({@link VizCheck}), and read if the page confirms the names it was
     * unsure of; as scanned when no page reader is given or the scan has no page.
     */
    MrzReading withPage(MrzScanner.Scan scan) {
        if (pages == null || scan.page() == null
                || !(Mrz.parse(scan.reading().mrz(), LocalDate.now(ZoneOffset.UTC)) instanceof ParsedMrz parsed)) {
            return scan.reading();
        }
        List<PrintedWord> words = pageWords(parsed, scan.page());
        MrzReading reading = scan.reading();
        if (scan.doubt() != MrzScanner.Doubt.NONE) {
            // an MRZ of small characters whose names two cuts spelled differently, or one the OCR was unsure of: the
            // page's print, read by another model, is a reading of its own; it reads only if the page spells every
            // name as it does, and, for an unsure one, prints its document number as read
            if (!VizCheck.namesPrinted(parsed, words)
                    || scan.doubt() == MrzScanner.Doubt.UNSURE && !VizCheck.numberPrinted(parsed, words)) {
                return reading;
            }
            reading = MrzReading.read(reading.mrz(), reading.format(), reading.confidence());
        }
        return reading.withViz(VizCheck.compare(parsed, words));
    }

    /** The words read on the page above an MRZ, in as many readings as its fields need. */
    private List<PrintedWord> pageWords(ParsedMrz parsed, GreyImage page) {
        List<PrintedWord> words = new ArrayList<>(pages.words(page));
        Viz viz = VizCheck.compare(parsed, words);
        if (viz.allFound()) {
            // more words cannot take a field found away: the second reading could not change the result (on the
            // real specimens a third of the pages that print their fields find all of them here)
            return words;
        }
        // the page once more at 60 %: Tesseract reads small print better enlarged and large print better reduced,
        // and on the real specimens the two readings together find a fifth more of the fields than either alone
        words.addAll(wordsScaled(pages, page, REDUCED));
        viz = VizCheck.compare(parsed, words);
        if (finerPages == null || viz.allFound()) {
            return words;
        }
        boolean inked = false;
        if (!viz.anyFound()) {
            // two readings found none of the MRZ's fields. A card prints them on its other side (ICAO 9303 part 5):
            // no data page. A passport's or a visa's page is tried once more as ink on white (below), and if that
            // finds none either, it is no page the OCR can read (the Dutch specimen's number and given names, on a
            // page crossed by dark bands, are read only so)
            if (parsed.format() == MrzFormat.TD1) {
                return words;
            }
            List<PrintedWord> ink = inkOnWhite(page, INK_REGIONS[0]);
            if (ink == null || !VizCheck.compare(parsed, ink).anyFound()) {
                return words;
            }
            words.addAll(ink);
            inked = true;
        }
        // once more with the finer model at 80 %, as one block of lines, ~240 ms of a core: on the real specimens
        // numbers found 41 -> 46 of 57, given names 51 -> 54, births 43 -> 46, expiries 40 -> 44
        words.addAll(wordsScaled(finerPages, page, FINER_SCALE));
        if (numberLines != null && !VizCheck.compare(parsed, words).found("document_number")) {
            // on the real specimens the Republic of China page's Courier 000000000, read nowhere else
            words.addAll(NumberRereads.of(numberLines, page, words));
        }
        // once more with the page's background taken away and its ink made black, region by region: print under
        // glare, on a tint or crossed by a stamp's lines (on the real specimens births 51 -> 54 of 58, numbers
        // 54 -> 56 of 62, expiries 48 -> 51 of 55); only on a page that reads as printing dates at all: a data page
        // prints three, and the rendered photos of MrzReadingBenchmark, which print names alone, are not helped
        boolean printsDates = inked || !PrintedDates.in(words).isEmpty();
        for (int region = inked ? 1 : 0; printsDates && region < INK_REGIONS.length; region++) {
            if (VizCheck.compare(parsed, words).allFound()) {
                break;
            }
            List<PrintedWord> ink = inkOnWhite(page, INK_REGIONS[region]);
            if (ink == null) {
                break;   // out of time: the page is noise to this treatment
            }
            words.addAll(ink);
        }
        return words;
    }

    /**
     * The words of the page as ink on white, read within {@value #INK_MILLIS} ms: a safety net, not a budget. Noise
     * stretched into specks holds Tesseract for seconds (a rendered photo with noise of sigma 15: a thousand specks
     * read as words, 5 s), print takes 100 - 450 ms (the Luxembourg page's dense French text the most); the limit
     * is wide enough that a busy machine does not change what a page reads. Null when it ran out, so that the
     * caller tries no further region.
     */
    private List<PrintedWord> inkOnWhite(GreyImage page, int region) {
        return pages.words(Morphology.inkOnWhite(page, INK_KERNEL, region), INK_MILLIS);
    }

    private static final int INK_MILLIS = 1_500;

    /** The words read on the page resized by {@code scale}, their boxes in the page's own pixels. */
    private static List<PrintedWord> wordsScaled(PageReader reader, GreyImage page, double scale) {
        GreyImage resized = page.resized((int) (page.width() * scale), (int) (page.height() * scale));
        return reader.words(resized).stream().map(word -> word.scaled(1 / scale)).toList();
    }
}
