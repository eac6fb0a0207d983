package dev.avs.reading;

import dev.avs.account.AccountId;

/**
 * A photo of the account was read in the background and shows no MRZ that reads (not found, unreadable or not an
 * image it could decode): a document may then have the next of its sides read.
 */
public record MrzNotRead(AccountId account, String fileId) {
}
