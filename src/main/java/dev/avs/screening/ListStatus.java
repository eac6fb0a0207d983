package dev.avs.screening;

import java.time.Instant;

/**
 * What one node has loaded from one source. After a failed refresh the previous version stays in use:
 * {@code entries}, {@code sha256} and {@code loadedAt} describe it and {@code lastError} says what went wrong.
 *
 * @param status {@code not_loaded} (no attempt finished yet), {@code loaded} (last attempt succeeded) or
 *               {@code failed} (last attempt failed)
 */
public record ListStatus(String name, String format, String location, boolean pep, String status, Integer entries,
                         String sha256, Instant loadedAt, Instant lastAttemptAt, String lastError) {

    public boolean isLoaded() {
        return entries != null;
    }
}
