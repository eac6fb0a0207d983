package dev.avs.vault;

/**
 * Contents outside the database encrypted with an account's file keys: the file module rewrites them when the
 * keys rotate (the vault cannot reach its storage).
 */
public interface SealedFiles {

    /** Re-encrypts up to {@code limit} contents of the account not under its current file key; how many it did. */
    int reencrypt(String accountId, int limit);
}
