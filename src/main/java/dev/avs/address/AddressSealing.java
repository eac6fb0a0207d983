package dev.avs.address;

import dev.avs.vault.SealedTable;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The module's sealed columns, for the vault's re-encryption after a key rotation. */
@Configuration(proxyBeanMethods = false)
class AddressSealing {

    @Bean
    SealedTable addressSealed() {
        return new SealedTable("address", List.of("id"), "account_id",
                AddressRepository.SEALED.stream().sorted().toList());
    }
}
