package dev.avs.console;

import dev.avs.account.AccountId;
import dev.avs.persistence.Timestamps;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;

/** Console users; looked up by sign-in name at sign-in, otherwise always within their account. */
@Repository
class ConsoleUserRepository {

    private static final String COLUMNS = "user_id, account_id, email, name, role, password_hash, totp_secret, disabled,"
            + " failed_attempts, locked_until";

    private final JdbcClient jdbc;
    private final org.springframework.transaction.support.TransactionTemplate transactions;

    ConsoleUserRepository(JdbcClient jdbc, org.springframework.transaction.support.TransactionTemplate transactions) {
        this.jdbc = jdbc;
        this.transactions = transactions;
    }

    void insert(ConsoleUser user, Instant now) {
        jdbc.sql("INSERT INTO console_user (" + COLUMNS + ", created_at) VALUES (:id, :account, :email, :name, :role,"
                        + " :hash, :totp, FALSE, 0, NULL, :now)")
                .param("id", user.userId()).param("account", user.account().value()).param("email", user.email())
                .param("name", user.name()).param("role", user.role().name()).param("hash", user.passwordHash())
                .param("totp", user.totpSecret()).param("now", Timestamps.sql(now))
                .update();
    }

    Optional<ConsoleUser> byEmail(String email) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM console_user WHERE email = :email").param("email", email)
                .query(ConsoleUserRepository::map).optional();
    }

    Optional<ConsoleUser> find(AccountId account, String userId) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM console_user WHERE account_id = :account AND user_id = :id")
                .param("account", account.value()).param("id", userId)
                .query(ConsoleUserRepository::map).optional();
    }

    List<ConsoleUser> all(AccountId account) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM console_user WHERE account_id = :account ORDER BY email")
                .param("account", account.value()).query(ConsoleUserRepository::map).list();
    }

    boolean any() {
        return jdbc.sql("SELECT COUNT(*) FROM console_user").query(Long.class).single() > 0;
    }

    /**
     * Claims a sign-in attempt before its password is checked: counted as a failure at once, under the user's row
     * lock, with the lock it earns, so that parallel attempts are evaluated one by one and none beyond the lockout.
     * Returns the attempt's number, or 0 when the user is locked now (nothing was counted).
     */
    int claimAttempt(String userId, Instant now, java.util.function.IntFunction<Instant> lockUntil) {
        Integer claimed = transactions.execute(status -> {
            Lockout lockout = jdbc.sql("SELECT failed_attempts, locked_until FROM console_user WHERE user_id = :id"
                            + " FOR UPDATE").param("id", userId)
                    .query((rs, n) -> new Lockout(rs.getInt(1), Timestamps.fromSql(
                            rs.getObject(2, java.time.OffsetDateTime.class)))).optional().orElse(null);
            if (lockout == null || lockout.lockedUntil() != null && lockout.lockedUntil().isAfter(now)) {
                return 0;
            }
            int attempt = lockout.failures() + 1;
            Instant until = lockUntil.apply(attempt);
            jdbc.sql("UPDATE console_user SET failed_attempts = :attempt, locked_until = :until WHERE user_id = :id")
                    .param("attempt", attempt).param("until", Timestamps.sql(until)).param("id", userId).update();
            return attempt;
        });
        return claimed == null ? 0 : claimed;
    }

    /** A user's count of failed sign-ins and the lock they earned. */
    private record Lockout(int failures, Instant lockedUntil) {
    }

    /**
     * Takes a TOTP step as used by the user: true only for a step later than any taken before, so that a code is
     * accepted once (also by two parallel sign-ins).
     */
    boolean claimTotpStep(String userId, long step) {
        return jdbc.sql("UPDATE console_user SET totp_last_step = :step WHERE user_id = :id"
                        + " AND (totp_last_step IS NULL OR totp_last_step < :step)")
                .param("step", step).param("id", userId).update() == 1;
    }

    /** Ends every console session of the user, on every node (the sessions live in the database). */
    int endSessions(String userId) {
        return jdbc.sql("DELETE FROM spring_session WHERE principal_name = :id").param("id", userId).update();
    }

    void signedIn(String userId, Instant now) {
        jdbc.sql("UPDATE console_user SET failed_attempts = 0, locked_until = NULL, last_sign_in_at = :now"
                        + " WHERE user_id = :id")
                .param("now", Timestamps.sql(now)).param("id", userId).update();
    }

    boolean setDisabled(AccountId account, String userId, boolean disabled) {
        return jdbc.sql("UPDATE console_user SET disabled = :disabled WHERE account_id = :account AND user_id = :id")
                .param("disabled", disabled).param("account", account.value()).param("id", userId).update() == 1;
    }

    void setPassword(String userId, String hash) {
        jdbc.sql("UPDATE console_user SET password_hash = :hash, failed_attempts = 0, locked_until = NULL"
                        + " WHERE user_id = :id")
                .param("hash", hash).param("id", userId).update();
    }

    void setTotpSecret(AccountId account, String userId, String encrypted) {
        jdbc.sql("UPDATE console_user SET totp_secret = :totp WHERE account_id = :account AND user_id = :id")
                .param("totp", encrypted).param("account", account.value()).param("id", userId).update();
    }

    private static ConsoleUser map(ResultSet rs, int n) throws SQLException {
        java.time.OffsetDateTime locked = rs.getObject("locked_until", java.time.OffsetDateTime.class);
        return new ConsoleUser(rs.getString("user_id"), new AccountId(rs.getString("account_id")),
                rs.getString("email"), rs.getString("name"), ConsoleUser.Role.valueOf(rs.getString("role")),
                rs.getString("password_hash"), rs.getString("totp_secret"), rs.getBoolean("disabled"),
                rs.getInt("failed_attempts"), locked == null ? null : Timestamps.fromSql(locked));
    }
}
