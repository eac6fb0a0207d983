package dev.avs.reading;

import static org.bytedeco.tesseract.global.tesseract.RIL_WORD;

import dev.avs.image.GreyImage;
import dev.avs.image.JavaCpp;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.javacpp.IntPointer;
import org.bytedeco.tesseract.ETEXT_DESC;
import org.bytedeco.tesseract.ResultIterator;
import org.bytedeco.tesseract.TessBaseAPI;
import org.bytedeco.tesseract.global.tesseract;

/**
 * Tesseract 5's LSTM engine (bytedeco presets, natives in the jar), in one of three modes: MRZ lines with an OCR-B
 * model, one line at a time (page segmentation mode 7, the MRZ alphabet only), or a data page's printed words
 * with a general model, as sparse text (mode 11: labels and values scattered over a page) or as one block of lines
 * (mode 6). A Tesseract handle is not thread-safe and takes a few hundred
 * milliseconds to start, so handles are pooled: one per core at most (OCR is CPU-bound, more would only queue),
 * started on demand, borrowed for one line. Not per thread: requests and jobs run on virtual threads, each of which
 * would start (and keep) a handle of its own.
 */
final class TesseractReader implements LineReader, PageReader, AutoCloseable {

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";
    private static final int SINGLE_LINE = 7;
    private static final int SPARSE_TEXT = 11;
    private static final int SINGLE_BLOCK = 6;
    /** The LSTM recogniser alone: the legacy one would be a second, slower pass. */
    private static final int LSTM_ONLY = 1;
    private static final int SAUVOLA = 2;

    private final Path dataFolder;
    private final String language;
    private final String modelId;
    private final boolean lines;
    private final int segmentation;
    private final List<TessBaseAPI> handles = new CopyOnWriteArrayList<>();
    private final BlockingQueue<TessBaseAPI> idle = new LinkedBlockingQueue<>();
    private final Semaphore unstarted = new Semaphore(Math.max(1, Runtime.getRuntime().availableProcessors()));

    /** @param model the {@code .traineddata} bytes; written to a private temporary folder, as Tesseract reads files */
    TesseractReader(byte[] model, String language, String modelId) {
        this(model, language, modelId, SINGLE_LINE);
    }

    /** A reader of a page's printed words ({@link #words}), with a general model such as Tesseract's {@code eng}. */
    static TesseractReader forPages(byte[] model, String language, String modelId) {
        return new TesseractReader(model, language, modelId, SPARSE_TEXT);
    }

    /**
     * A reader of a page's words that takes the page as one block of lines (mode 6) rather than scattered words:
     * on a data page's guilloche, where the sparse mode loses lines, it keeps label and value lines whole (with the
     * finer model at 80 %, given names found 51 -> 54 of 57 and expiries 42 -> 44 of 51 on the real specimens).
     */
    static TesseractReader forPageBlocks(byte[] model, String language, String modelId) {
        return new TesseractReader(model, language, modelId, SINGLE_BLOCK);
    }

    private TesseractReader(byte[] model, String language, String modelId, int segmentation) {
        this.lines = segmentation == SINGLE_LINE;
        this.segmentation = segmentation;
        try {
            this.dataFolder = Files.createTempDirectory("avs-tessdata");
            Files.write(dataFolder.resolve(language + ".traineddata"), model);
            dataFolder.toFile().deleteOnExit();
            dataFolder.resolve(language + ".traineddata").toFile().deleteOnExit();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the OCR model to a temporary folder", e);
        }
        this.language = language;
        this.modelId = modelId;
        unstarted.acquireUninterruptibly();
        idle.add(start());   // fails here, not on the first document, when the natives or the model are broken
    }

    static byte[] resource(String path) {
        try (InputStream in = TesseractReader.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("The OCR model " + path + " is not on the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private TessBaseAPI start() {
        JavaCpp.load(tesseract.class);
        TessBaseAPI api = new TessBaseAPI();
        if (api.Init(dataFolder.toString(), language, LSTM_ONLY) != 0) {
            api.close();
            throw new IllegalStateException("Tesseract could not load the OCR model " + language);
        }
        api.SetPageSegMode(segmentation);
        if (lines) {
            api.SetVariable("tessedit_char_whitelist", ALPHABET);
        } else {
            // a data page's print over a tinted ground, a guilloche and a photo: Otsu's single threshold (Tesseract's
            // default) turns whole regions black or white, Sauvola's local one keeps the letters; on a British page
            // it read 4 of 5 fields where Otsu's read none
            api.SetVariable("thresholding_method", String.valueOf(SAUVOLA));
        }
        api.SetVariable("debug_file", "/dev/null");
        // an MRZ is dark on light: the second pass on the inverted line, Tesseract's default, only costs time
        api.SetVariable("tessedit_do_invert", "0");
        handles.add(api);
        return api;
    }

    @Override
    public Text read(GreyImage line) {
        TessBaseAPI api = borrow();
        try {
            return read(api, line);
        } finally {
            idle.add(api);
        }
    }

    private TessBaseAPI borrow() {
        TessBaseAPI api = idle.poll();
        if (api != null) {
            return api;
        }
        if (unstarted.tryAcquire()) {
            try {
                return start();
            } catch (RuntimeException e) {
                unstarted.release();
                throw e;
            }
        }
        try {
            return idle.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for the OCR engine", e);
        }
    }

    private Text read(TessBaseAPI api, GreyImage line) {
        api.SetImage(bytes(line), line.width(), line.height(), 1, line.width());
        BytePointer text = api.GetUTF8Text();
        try {
            String read = text == null ? "" : text.getString().replaceAll("[^A-Z0-9<]", "");
            return new Text(read, Math.max(0, api.MeanTextConf()));
        } finally {
            if (text != null) {
                text.deallocate();
            }
            api.Clear();
        }
    }

    @Override
    public List<PrintedWord> words(GreyImage page) {
        return words(page, 0);
    }

    @Override
    public List<PrintedWord> words(GreyImage page, int millis) {
        TessBaseAPI api = borrow();
        try (ETEXT_DESC monitor = new ETEXT_DESC()) {
            if (millis > 0) {
                monitor.set_deadline_msecs(millis);
            }
            api.SetImage(bytes(page), page.width(), page.height(), 1, page.width());
            List<PrintedWord> words = new ArrayList<>();
            int failed = api.Recognize(monitor);
            if (millis > 0 && monitor.deadline_exceeded()) {
                return null;
            }
            if (failed != 0) {
                return words;
            }
            try (ResultIterator word = api.GetIterator()) {
                if (word == null) {
                    return words;
                }
                do {
                    BytePointer text = word.GetUTF8Text(RIL_WORD);
                    if (text != null) {
                        int[] box = new int[4];
                        try (IntPointer left = new IntPointer(1); IntPointer top = new IntPointer(1);
                             IntPointer right = new IntPointer(1); IntPointer bottom = new IntPointer(1)) {
                            if (word.BoundingBox(RIL_WORD, left, top, right, bottom)) {
                                box = new int[] {left.get(), top.get(), right.get(), bottom.get()};
                            }
                        }
                        words.add(new PrintedWord(text.getString().strip(), Math.round(word.Confidence(RIL_WORD)),
                                box[0], box[1], box[2], box[3]));
                        text.deallocate();
                    }
                } while (word.Next(RIL_WORD));
            }
            return words;
        } finally {
            api.Clear();
            idle.add(api);
        }
    }

    private static byte[] bytes(GreyImage image) {
        byte[] pixels = new byte[image.width() * image.height()];
        float[] v = image.pixels();
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = (byte) Math.max(0, Math.min(255, Math.round(v[i])));
        }
        return pixels;
    }

    @Override
    public String modelId() {
        return modelId;
    }

    @Override
    public void close() {
        for (TessBaseAPI api : handles) {
            api.End();
            api.close();
        }
        handles.clear();
    }
}
