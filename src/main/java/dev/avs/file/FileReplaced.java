package dev.avs.file;

import dev.avs.account.AccountId;

/**
 * A PUT on a pinned file made a copy with the new content: {@code newFileId} takes the place of {@code oldFileId}
 * in current data, while the original stays with the verification that pinned it. Published inside the
 * replacing transaction; modules that reference files (documents) follow the new id there.
 */
public record FileReplaced(AccountId account, String oldFileId, String newFileId) {
}
