package dev.avs.image;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.bytedeco.javacpp.Loader;
import org.bytedeco.javacpp.Pointer;

/**
 * The one way into JavaCPP's natives (Leptonica, Tesseract, FFmpeg): a preset's libraries are loaded under one lock,
 * after JavaCPP's own {@code Pointer} class is initialised. Two threads loading presets for the first time can
 * otherwise deadlock for good: one holds JavaCPP's {@code Loader} while a library it loads waits for
 * {@code Pointer}'s class initialisation, which the other thread is running and which waits for {@code Loader}.
 * Seen on a fresh service under load (a thread dump): its first JPEG decode ({@link ReducedJpeg}) and its first
 * document reader starting at once, every later upload stuck behind them with the database connections it held.
 */
public final class JavaCpp {

    private static final Set<Class<?>> LOADED = ConcurrentHashMap.newKeySet();

    private JavaCpp() {
    }

    /** Loads the presets' libraries once; throws what JavaCPP throws where they do not load. */
    public static synchronized void load(Class<?> presets) {
        if (LOADED.contains(presets)) {
            return;
        }
        Pointer.maxBytes();   // Pointer's class initialisation first, on this thread, under this lock
        Loader.load(presets);
        LOADED.add(presets);
    }

    /** Whether {@link #load} has loaded the presets. */
    public static boolean loaded(Class<?> presets) {
        return LOADED.contains(presets);
    }
}
