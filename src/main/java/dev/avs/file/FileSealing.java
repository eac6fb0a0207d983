package dev.avs.file;

import dev.avs.vault.SealedTable;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The module's sealed column (file names), for the vault's re-encryption after a key rotation. */
@Configuration(proxyBeanMethods = false)
class FileSealing {

    @Bean
    SealedTable storedFileSealed() {
        return SealedTable.of("stored_file", "account_id", "file_name");
    }
}
