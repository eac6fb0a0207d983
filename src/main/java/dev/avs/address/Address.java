package dev.avs.address;

import java.time.Instant;

/**
 * An address as stored. {@code applicantId} is the applicant the address belongs to, also when its owner is one
 * of the applicant's affiliated persons ({@code affiliatedPersonId}, null for the applicant's own address).
 * Current = neither superseded by a copy nor removed with its person.
 */
public record Address(
        String addressId, String applicantId, String affiliatedPersonId, String type,
        String country, String stateOrProvince, String city, String district, String streetName,
        String postalCode, String buildingNumber, String unitNumber, String fullAddress, String region,
        String streetAddress, boolean pinned, String supersededBy, Instant removedAt, Instant createdAt, Instant updatedAt) {

    public String ownerId() {
        return affiliatedPersonId != null ? affiliatedPersonId : applicantId;
    }

    public boolean isCurrent() {
        return supersededBy == null && removedAt == null;
    }
}
