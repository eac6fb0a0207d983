package dev.avs.file;

import dev.avs.account.AccountId;

/**
 * A content was accepted and its file row committed (a new file, or a new content for an existing one). Published
 * after the change, outside any transaction, with the bytes still in memory, so that modules that measure contents
 * (the document module's image analysis) can do it at upload time instead of inside a verification run.
 */
public record FileStored(AccountId account, String fileId, String sha256, String contentType, byte[] content) {
}
