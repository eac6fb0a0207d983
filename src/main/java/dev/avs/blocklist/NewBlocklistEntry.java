package dev.avs.blocklist;

import java.time.LocalDate;

/** An entry to add, with the fields its kind takes (validated by the kind's field set). */
public record NewBlocklistEntry(BlocklistKind kind, String name, LocalDate dob, String country, String documentNumber,
                                String issuingCountry, String documentType, String email, String phone, String note) {
}
