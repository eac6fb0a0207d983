package dev.avs.reading;

import dev.avs.vault.SealedTable;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The MRZs, barcodes and fronts read from photos: installation-wide data (no account), sealed with the installation's keys.
 */
@Configuration(proxyBeanMethods = false)
class ReadingSealing {

    @Bean
    SealedTable mrzReadingSealed() {
        return new SealedTable("mrz_reading", List.of("sha256", "model_id"), null, List.of("mrz"));
    }

    @Bean
    SealedTable barcodeReadingSealed() {
        return new SealedTable("barcode_reading", List.of("sha256", "model_id"), null, List.of("payload"));
    }

    @Bean
    SealedTable frontReadingSealed() {
        return new SealedTable("front_reading", List.of("sha256", "model_id"), null, List.of("payload"));
    }
}
