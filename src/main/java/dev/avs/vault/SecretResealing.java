package dev.avs.vault;

import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.event.EventListener;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

/**
 * After the installation key changed, moves everything sealed under an earlier one to the current one: the key
 * rings, and every {@link SealedSecret} column. Every node does it once it is ready, in the background (what it
 * has not reached yet still opens under the previous keys); a row changed meanwhile, by a user or by another node
 * doing the same, keeps its newer value. Once the log says nothing is left, the previous key can go.
 */
@Component
class SecretResealing {

    private static final Logger log = LoggerFactory.getLogger(SecretResealing.class);

    private final JdbcClient jdbc;
    private final ServiceSecrets secrets;
    private final KeyRings rings;
    private final InstallationKeys keys;
    private final List<SealedSecret> columns;
    private final boolean operatorCommand;

    SecretResealing(JdbcClient jdbc, ServiceSecrets secrets, KeyRings rings, InstallationKeys keys,
                    List<SealedSecret> columns, Environment environment) {
        this.jdbc = jdbc;
        this.secrets = secrets;
        this.rings = rings;
        this.keys = keys;
        this.columns = columns;
        this.operatorCommand = environment.getProperty("avs.cli", Boolean.class, false);
    }

    @EventListener(ApplicationReadyEvent.class)
    void onReady() {
        if (!operatorCommand) {
            Thread.ofVirtual().name("vault-reseal").start(this::run);
        }
    }

    /** Returns how many values it sealed again. */
    int run() {
        try {
            int rewrapped = rings.rewrapAll();
            int resealed = 0;
            for (SealedSecret column : columns) {
                resealed += reseal(column);
            }
            if (rewrapped + resealed > 0) {
                log.info("Installation key {}: {} key rings wrapped and {} secrets sealed again", keys.current().id(),
                        rewrapped, resealed);
            }
            return rewrapped + resealed;
        } catch (RuntimeException e) {
            log.error("Sealing secrets again under the current installation key failed: {}", e.getMessage());
            return 0;
        }
    }

    private int reseal(SealedSecret kind) {
        int resealed = 0;
        String select = "SELECT " + kind.idColumn() + ", " + String.join(", ", kind.columns()) + " FROM "
                + kind.table();
        for (Map<String, Object> row : jdbc.sql(select).query().listOfRows()) {
            String id = String.valueOf(row.get(kind.idColumn()));
            for (String column : kind.columns()) {
                String stored = (String) row.get(column);
                if (secrets.isCurrent(stored)) {
                    continue;
                }
                String sealed = secrets.seal(kind, id, secrets.open(kind, id, stored));
                resealed += jdbc.sql("UPDATE " + kind.table() + " SET " + column + " = :sealed WHERE "
                                + kind.idColumn() + " = :id AND " + column + " = :stored")
                        .param("sealed", sealed).param("id", id).param("stored", stored).update();
            }
        }
        return resealed;
    }
}
