package dev.avs.address;

import dev.avs.applicant.ApplicantView;
import dev.avs.persistence.Timestamps;
import dev.avs.web.OneApplicantsData;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** The view of an address, and its data as columns (for copies). */
final class AddressViews {

    private AddressViews() {
    }

    /** The contract's object: the owner under {@code applicant_id} or {@code affiliated_person_id}, the other null. */
    record AddressView(String addressId, String applicantId, String affiliatedPersonId, String type, String country,
                       String stateOrProvince, String region, String city, String district, String streetName,
                       String postalCode, String buildingNumber, String unitNumber, String fullAddress,
                       String address, Instant createdAt, Instant updatedAt) implements ApplicantView.AddressPart,
            OneApplicantsData {
    }

    static AddressView view(Address a) {
        return new AddressView(a.addressId(), a.affiliatedPersonId() == null ? a.applicantId() : null,
                a.affiliatedPersonId(), a.type(), a.country(), a.stateOrProvince(), a.region(), a.city(),
                a.district(), a.streetName(), a.postalCode(), a.buildingNumber(), a.unitNumber(), a.fullAddress(),
                a.streetAddress(), a.createdAt(), a.updatedAt());
    }

    /**
     * The owner and data columns of an address. A copy keeps the original's {@code created_at}: it carries on
     * the same piece of evidence, so "oldest first" and "newest" keep meaning what they meant.
     */
    static Map<String, Object> columns(Address a) {
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("applicant_id", a.applicantId());
        c.put("affiliated_person_id", a.affiliatedPersonId());
        c.put("type", a.type());
        c.put("country", a.country());
        c.put("state_or_province", a.stateOrProvince());
        c.put("city", a.city());
        c.put("district", a.district());
        c.put("street_name", a.streetName());
        c.put("postal_code", a.postalCode());
        c.put("building_number", a.buildingNumber());
        c.put("unit_number", a.unitNumber());
        c.put("full_address", a.fullAddress());
        c.put("region", a.region());
        c.put("address", a.streetAddress());
        c.put("created_at", Timestamps.sql(a.createdAt()));
        return c;
    }
}
