package dev.avs.file;

import dev.avs.account.AccountId;

/**
 * A content was accepted, stored and its file row committed (a new file, or a new content for an existing one).
 * Published after the change, outside any transaction, so that modules that measure contents (the document
 * module's image analysis) can do it at upload time instead of inside a verification run; they read the content
 * from storage ({@link Files#read}).
 */
public record FileStored(AccountId account, String fileId, String sha256, String contentType) {
}
