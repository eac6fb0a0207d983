package dev.avs.address;

import dev.avs.persistence.Timestamps;
import java.util.LinkedHashMap;
import java.util.Map;

/** The JSON shape of an address, and its data as columns (for copies). */
final class AddressViews {

    private AddressViews() {
    }

    /** The contract's object: the owner under {@code applicant_id} or {@code affiliated_person_id}, the other null. */
    static Map<String, Object> view(Address a) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("address_id", a.addressId());
        v.put("applicant_id", a.affiliatedPersonId() == null ? a.applicantId() : null);
        v.put("affiliated_person_id", a.affiliatedPersonId());
        v.put("type", a.type());
        v.put("country", a.country());
        v.put("state_or_province", a.stateOrProvince());
        v.put("region", a.region());
        v.put("city", a.city());
        v.put("district", a.district());
        v.put("street_name", a.streetName());
        v.put("postal_code", a.postalCode());
        v.put("building_number", a.buildingNumber());
        v.put("unit_number", a.unitNumber());
        v.put("full_address", a.fullAddress());
        v.put("address", a.streetAddress());
        v.put("created_at", a.createdAt());
        v.put("updated_at", a.updatedAt());
        return v;
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
