package dev.avs.face;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * The process's face analyser, made when a photo first needs it (loading the models takes seconds and memory a
 * node that never sees a photo should not spend); none when the operator switched the engine off. A load that
 * fails is tried again by the next photo.
 */
final class FaceAnalyserOnFirstUse {

    private final boolean enabled;
    private final Supplier<FaceAnalyser> load;
    private volatile FaceAnalyser analyser;

    FaceAnalyserOnFirstUse(boolean enabled, Supplier<FaceAnalyser> load) {
        this.enabled = enabled;
        this.load = load;
    }

    Optional<FaceAnalyser> get() {
        if (!enabled) {
            return Optional.empty();
        }
        FaceAnalyser loaded = analyser;
        if (loaded == null) {
            synchronized (this) {
                if (analyser == null) {
                    analyser = load.get();
                }
                loaded = analyser;
            }
        }
        return Optional.of(loaded);
    }
}
