package dev.avs.blocklist;

import dev.avs.vault.SealedTable;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The module's sealed columns, for the vault's re-encryption after a key rotation. */
@Configuration(proxyBeanMethods = false)
class BlocklistSealing {

    @Bean
    SealedTable blocklistEntrySealed() {
        return SealedTable.of("blocklist_entry", "account_id",
                BlocklistRepository.SEALED.stream().sorted().toArray(String[]::new));
    }
}
