package dev.avs.face;

import dev.avs.vault.SealedTable;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The faces found in photos, embeddings included: installation-wide data (no account), sealed likewise. */
@Configuration(proxyBeanMethods = false)
class FaceSealing {

    @Bean
    SealedTable faceAnalysisSealed() {
        return new SealedTable("face_analysis", List.of("sha256", "model_id"), null, List.of("analysis"));
    }
}
