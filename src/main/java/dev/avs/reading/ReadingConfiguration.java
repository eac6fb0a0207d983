package dev.avs.reading;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.codec.digest.DigestUtils;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.Resource;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(ReadingProperties.class)
class ReadingConfiguration {

    /** Tesseract 5.5.3 through the bytedeco presets of this build (pom.xml tesseract.version). */
    static final String ENGINE = "tesseract-5.5.3";
    /**
     * The version of what runs around the OCR (finding the zone, correcting): part of a stored reading's model id,
     * so that photos read by an earlier pipeline (whose unreadable ones a newer one may read) are read again.
     * 2: stacked lines joined into zones, state codes, no made-up fillers (issue 30). 3: the zone's pixels as
     * photographed when its ink does not read, and the visual zone compared with the MRZ. 4: names read from
     * characters under 9.5 pixels apart confirmed by a second reading. 5: the lightest colour channel and the
     * search for whole lines where nothing else reads, no digit in the document code and no sex other than M, F,
     * X or a filler, the page read with Sauvola's threshold and a document number printed differently only when
     * both readings of the page say so. 6: the page read a third time with a finer model, as one block of lines,
     * when the first two miss a field; dates printed with spaces alone and misread month names found; an Icelandic
     * Þ read as P; a name one letter away a difference only when two readings print it. 7: names read from small
     * characters that a second reading did not confirm confirmed by the page spelling them; a zone whose check
     * digits hold but which is not whole read once more with mid-greys lightened; a document code starts with a
     * letter its layout allows. 8: a long document number read unsure of itself with one character unlike the
     * MRZ's found on the page; a bilingual month whose slash was read as other marks read; a valid reading the OCR
     * was unsure of confirmed by the page spelling its names and printing its number; a document number the page
     * readings missed looked for in their unsure words read again as single lines. 9: a page whose readings still
     * miss a field read as black ink on white, stretched region by region in two regions' widths
     * ({@code Morphology.inkOnWhite}).
     */
    static final String PIPELINE = "9";

    /** One reader per model for the process: every application context of it (tests start several) shares it. */
    private static final Map<String, TesseractReader> READERS = new ConcurrentHashMap<>();

    /** Loaded on first use: a node that never reads a document never starts Tesseract. */
    @Bean
    DocumentReaderOnFirstUse documentReader(ReadingProperties properties) {
        return new DocumentReaderOnFirstUse(properties.enabled(), () -> load(properties));
    }

    private static DocumentReader load(ReadingProperties properties) {
        TesseractReader lines = reader(properties.model(), "mrz", "lines", TesseractReader::new);
        TesseractReader pages = properties.vizModel() == null ? null
                : reader(properties.vizModel(), "viz", "pages", TesseractReader::forPages);
        TesseractReader finer = properties.vizModel() == null || properties.vizFinerModel() == null ? null
                : reader(properties.vizFinerModel(), "viz_finer", "blocks", TesseractReader::forPageBlocks);
        // the page model reading single lines: unsure words that may hold the document number (NumberRereads)
        TesseractReader numberLines = finer == null ? null
                : reader(properties.vizModel(), "viz", "number-lines", TesseractReader::new);
        return new DocumentReader(lines, pages, finer, numberLines, properties.maxSide());
    }

    /** How a reader of a model is made: MRZ lines, a page's scattered words, a page's block of lines. */
    private interface ReaderKind {
        TesseractReader make(byte[] model, String language, String modelId);
    }

    /**
     * The process's reader of a model for one use; its id names the engine, the pipeline's version and the model's
     * hash.
     */
    private static TesseractReader reader(Resource resource, String fallbackName, String use, ReaderKind kind) {
        byte[] model;
        try (InputStream in = resource.getInputStream()) {
            model = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the OCR model " + resource.getDescription(), e);
        }
        String name = resource.getFilename() == null ? fallbackName
                : resource.getFilename().replaceFirst("\\.traineddata$", "");
        String modelId = ENGINE + ":" + PIPELINE + ":" + name + ":" + DigestUtils.sha256Hex(model).substring(0, 12);
        String language = name.replaceAll("[^A-Za-z0-9_]", "_");
        return READERS.computeIfAbsent(modelId + ":" + use, id -> kind.make(model, language, modelId));
    }
}
