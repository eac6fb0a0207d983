package dev.avs.screening;

import dev.avs.screening.lists.ListType;
import java.time.Instant;

/**
 * What one node has loaded from one source. After a failed refresh the previous version stays in use:
 * {@code entries}, {@code sha256} and {@code loadedAt} describe it and {@code lastError} says what went wrong.
 *
 * @param type   what the list's entries are (FollowTheMoney entries may each say otherwise)
 * @param refreshInterval how often the source is reloaded
 * @param status {@code not_loaded} (no attempt finished yet), {@code loaded} (last attempt succeeded) or
 *               {@code failed} (last attempt failed)
 */
public record ListStatus(String name, String format, String location, ListType type, String status, Integer entries,
                         String sha256, Instant loadedAt, Instant lastAttemptAt, String lastError,
                         java.time.Duration refreshInterval) {

    public boolean isLoaded() {
        return entries != null;
    }
}
