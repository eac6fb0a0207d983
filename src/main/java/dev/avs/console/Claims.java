package dev.avs.console;

import dev.avs.account.AccountId;
import dev.avs.persistence.Timestamps;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/**
 * Who works on which verification in review: one claim per verification (its primary key), so two reviewers
 * never both hold it; a claim lapses after {@code avs.console.claim} unless its holder renews it.
 */
@Repository
class Claims {

    private final JdbcClient jdbc;
    private final ConsoleProperties properties;
    private final Clock clock;

    Claims(JdbcClient jdbc, ConsoleProperties properties, Clock clock) {
        this.jdbc = jdbc;
        this.properties = properties;
        this.clock = clock;
    }

    /** Claims the verification for the user, or renews the user's claim; false while someone else holds it. */
    boolean claim(AccountId account, String verificationId, String userId) {
        Instant now = clock.instant();
        jdbc.sql("DELETE FROM console_claim WHERE verification_id = :id AND claimed_at < :lapsed")
                .param("id", verificationId).param("lapsed", Timestamps.sql(now.minus(properties.claim()))).update();
        try {
            jdbc.sql("INSERT INTO console_claim (verification_id, account_id, user_id, claimed_at)"
                            + " VALUES (:id, :account, :user, :now)")
                    .param("id", verificationId).param("account", account.value()).param("user", userId)
                    .param("now", Timestamps.sql(now)).update();
            return true;
        } catch (DuplicateKeyException held) {
            return jdbc.sql("UPDATE console_claim SET claimed_at = :now WHERE verification_id = :id AND user_id = :user")
                    .param("now", Timestamps.sql(now)).param("id", verificationId).param("user", userId).update() == 1;
        }
    }

    void release(String verificationId) {
        jdbc.sql("DELETE FROM console_claim WHERE verification_id = :id").param("id", verificationId).update();
    }

    /** The user holding a live claim on the verification. */
    Optional<String> holder(AccountId account, String verificationId) {
        return Optional.ofNullable(holders(account).get(verificationId));
    }

    /** Verification id to the user id of each live claim in the account. */
    Map<String, String> holders(AccountId account) {
        return jdbc.sql("SELECT verification_id, user_id FROM console_claim WHERE account_id = :account"
                        + " AND claimed_at >= :lapsed")
                .param("account", account.value())
                .param("lapsed", Timestamps.sql(clock.instant().minus(properties.claim())))
                .query((rs, n) -> Map.entry(rs.getString(1), rs.getString(2))).list().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    }
}
