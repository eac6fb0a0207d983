package dev.avs.face;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.io.Resource;

@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(FaceProperties.class)
class FaceConfiguration {

    /**
     * Engines by model id and detector threshold: sessions are immutable and safe to share, so every application
     * context of the process (tests start several) uses one set instead of loading the models again.
     */
    private static final Map<String, OnnxFaceEngine> ENGINES = new ConcurrentHashMap<>();

    /** Loaded on first use: a node that never sees a photo never loads the models. */
    @Bean
    FaceAnalyserOnFirstUse faceAnalyser(FaceProperties properties) {
        return new FaceAnalyserOnFirstUse(properties.enabled(), () -> load(properties));
    }

    private static FaceAnalyser load(FaceProperties properties) {
        FaceProperties.Models models = properties.models();
        FaceModels loaded = FaceModels.of(bytes(models.detector()), bytes(models.landmarks()),
                bytes(models.embedding()), bytes(models.liveness()));
        OnnxFaceEngine engine = ENGINES.computeIfAbsent(loaded.id() + "@" + properties.minScore(),
                key -> new OnnxFaceEngine(loaded, properties.minScore()));
        return new FaceAnalyser(engine, properties.maxSide());
    }

    private static byte[] bytes(Resource resource) {
        try (InputStream in = resource.getInputStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the face model " + resource.getDescription(), e);
        }
    }
}
