package dev.avs.vault;

import java.util.List;

/**
 * Columns holding secrets the service must use again, sealed by {@link ServiceSecrets}: each module declares its
 * own as a bean, and every node re-seals at its start what an earlier installation key sealed. A sealed value is
 * bound to its row ({@code idColumn}) and to {@code label}, so that it cannot be copied to another row or column
 * and still open; columns sharing a label (a current and a previous secret) can pass a value from one to another.
 */
public record SealedSecret(String table, String idColumn, List<String> columns, String label) {

    public SealedSecret {
        columns = List.copyOf(columns);
    }
}
