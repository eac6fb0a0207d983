package dev.avs.reading;

import dev.avs.file.GreyImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import org.bytedeco.javacpp.BytePointer;
import org.bytedeco.tesseract.TessBaseAPI;

/**
 * Tesseract 5's LSTM engine (bytedeco presets, natives in the jar) with an OCR-B model, one line at a time (page
 * segmentation mode 7, the MRZ alphabet only). A Tesseract handle is not thread-safe and takes a few hundred
 * milliseconds to start, so handles are pooled: one per core at most (OCR is CPU-bound, more would only queue),
 * started on demand, borrowed for one line. Not per thread: requests and jobs run on virtual threads, each of which
 * would start (and keep) a handle of its own.
 */
final class TesseractLineReader implements LineReader, AutoCloseable {

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<";
    private static final int SINGLE_LINE = 7;
    /** The LSTM recogniser alone: the legacy one would be a second, slower pass. */
    private static final int LSTM_ONLY = 1;

    private final Path dataFolder;
    private final String language;
    private final String modelId;
    private final List<TessBaseAPI> handles = new CopyOnWriteArrayList<>();
    private final BlockingQueue<TessBaseAPI> idle = new LinkedBlockingQueue<>();
    private final Semaphore unstarted = new Semaphore(Math.max(1, Runtime.getRuntime().availableProcessors()));

    /** @param model the {@code .traineddata} bytes; written to a private temporary folder, as Tesseract reads files */
    TesseractLineReader(byte[] model, String language, String modelId) {
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
        try (InputStream in = TesseractLineReader.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("The OCR model " + path + " is not on the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private TessBaseAPI start() {
        TessBaseAPI api = new TessBaseAPI();
        if (api.Init(dataFolder.toString(), language, LSTM_ONLY) != 0) {
            api.close();
            throw new IllegalStateException("Tesseract could not load the OCR model " + language);
        }
        api.SetPageSegMode(SINGLE_LINE);
        api.SetVariable("tessedit_char_whitelist", ALPHABET);
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
        byte[] pixels = new byte[line.width() * line.height()];
        float[] v = line.pixels();
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = (byte) Math.max(0, Math.min(255, Math.round(v[i])));
        }
        api.SetImage(pixels, line.width(), line.height(), 1, line.width());
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
