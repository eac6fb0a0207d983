package dev.avs.reading;

import dev.avs.account.AccountId;

/**
 * A photo read in the background shows no AAMVA barcode: documents that show it go on with their next reading
 * (their next side, or their MRZ).
 */
public record BarcodeNotRead(AccountId account, String fileId) {
}
