package dev.avs.console;

import dev.avs.account.AccountId;
import java.time.Instant;

/** A person who signs in to the console, in one account, with one role. */
public record ConsoleUser(String userId, AccountId account, String email, String name, Role role, String passwordHash,
                   String totpSecret, boolean disabled, int failedAttempts, Instant lockedUntil) {

    /** What a user may do: viewers read, reviewers also decide, admins also administer. */
    public enum Role {
        ADMIN, REVIEWER, VIEWER;

        public String apiName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        static Role parse(String text) {
            for (Role role : values()) {
                if (role.apiName().equals(text)) {
                    return role;
                }
            }
            throw new IllegalArgumentException("The role must be admin, reviewer or viewer");
        }
    }

    boolean lockedAt(Instant now) {
        return lockedUntil != null && lockedUntil.isAfter(now);
    }
}
