package dev.avs.blocklist;

import java.time.Instant;
import java.time.LocalDate;

/**
 * One entry of an account's blocklists, with the fields its kind takes (the others null).
 *
 * @param createdBy who added it: {@code api_key:<id>} or {@code console:<user>}
 */
public record BlocklistEntry(String entryId, BlocklistKind kind, String name, LocalDate dob, String country,
                             String documentNumber, String issuingCountry, String documentType, String email,
                             String phone, String note, String createdBy, Instant createdAt) {
}
