package dev.avs.document;

import dev.avs.vault.SealedTable;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The module's sealed columns, for the vault's re-encryption after a key rotation. */
@Configuration(proxyBeanMethods = false)
class DocumentSealing {

    @Bean
    SealedTable documentSealed() {
        return new SealedTable("document", List.of("id"), "account_id",
                DocumentRepository.SEALED.stream().sorted().toList());
    }
}
