package dev.avs.address;

import dev.avs.account.AccountId;
import dev.avs.applicant.ApplicantChanges;
import dev.avs.applicant.Applicants;
import dev.avs.persistence.Ids;
import dev.avs.persistence.Timestamps;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import dev.avs.web.Field;
import dev.avs.web.FieldSet;
import dev.avs.web.Problems;
import dev.avs.web.Values;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Addresses of applicants and affiliated persons, with the evidence lifecycle: an address a verification pinned
 * never changes; an update makes a copy that takes its place in the current data, and deleting it is refused.
 */
@Service
class AddressService {

    static final String BUSINESS = "BUSINESS";
    static final String OWNER_APPLICANT = "applicant_id";
    static final String OWNER_PERSON = "affiliated_person_id";

    static final FieldSet FIELDS = FieldSet.of(
            Field.id(OWNER_APPLICANT, "Applicant id"),
            Field.id(OWNER_PERSON, "Affiliated person id"),
            Field.choice("type", "Type", Set.of("REGISTERED", BUSINESS, "ADDITIONAL")),
            Field.country("country", "Country"),
            Field.text("state_or_province", "State or province", 64),
            Field.text("city", "City", 64),
            Field.text("district", "District", 64),
            Field.text("street_name", "Street name", 64),
            Field.text("postal_code", "Postal code", 20),
            Field.text("building_number", "Building number", 20),
            Field.text("unit_number", "Unit number", 20),
            Field.text("full_address", "Full address", 255),
            // KYCAID's address fields: region and the street address line are stored as they are; state,
            // province and flat_number are other names of state_or_province and unit_number
            Field.text("region", "Region", 64),
            Field.text("address", "Address", 64))
            .withSynonym("state", "state_or_province")
            .withSynonym("province", "state_or_province")
            .withSynonym("flat_number", "unit_number");

    private final AddressRepository addresses;
    private final Applicants applicants;
    private final ApplicantChanges changes;
    private final Clock clock;

    AddressService(AddressRepository addresses, Applicants applicants, ApplicantChanges changes, Clock clock) {
        this.changes = changes;
        this.addresses = addresses;
        this.applicants = applicants;
        this.clock = clock;
    }

    @Transactional
    String create(AccountId account, Values values, Problems problems) {
        FIELDS.require(values, problems, List.of("type"));
        String applicantId = values.text(OWNER_APPLICANT);
        String personId = values.text(OWNER_PERSON);
        if (applicantId != null && personId != null) {
            problems.add(OWNER_PERSON, "Give either applicant_id or affiliated_person_id, not both");
        } else if (applicantId == null && personId == null && !problems.has(OWNER_APPLICANT) && !problems.has(OWNER_PERSON)) {
            problems.add(OWNER_APPLICANT, "Applicant id or affiliated person id is required");
        }
        problems.throwIfAny();
        String ownerApplicant = personId == null ? existingApplicant(account, applicantId) : null;
        String personApplicant = personId == null ? null : applicants.findPerson(account, personId)
                .orElseThrow(() -> ApiException.notFound(OWNER_PERSON, "Affiliated person")).applicantId();
        String type = values.text("type");
        rejectBusinessType(account, type, ownerApplicant, personId);
        String id = Ids.newId();
        Instant now = clock.instant();
        Map<String, Object> columns = new LinkedHashMap<>();
        columns.put("id", id);
        columns.put("account_id", account.value());
        columns.put("applicant_id", personId == null ? ownerApplicant : personApplicant);
        columns.put("affiliated_person_id", personId);
        columns.putAll(values.without(OWNER_APPLICANT, OWNER_PERSON).asMap());
        columns.put("pinned", false);
        columns.put("current_key", AddressRepository.currentKey(personId == null ? ownerApplicant : personId, type));
        columns.put("created_at", Timestamps.sql(now));
        columns.put("updated_at", Timestamps.sql(now));
        guardDuplicate(type, () -> addresses.insert(columns));
        changes.touched(account, personId == null ? ownerApplicant : personApplicant);
        return id;
    }

    /** Changes the address, in place unless pinned; returns the id of the address now holding the data. */
    @Transactional
    String update(AccountId account, String id, Values values, Problems problems) {
        Address address = lock(account, id);
        if (!address.isCurrent()) {
            throw new ApiException(ErrorType.EDIT_DENIED, address.supersededBy() != null
                    ? "This address was replaced by " + address.supersededBy() + "; update that one"
                    : "This address was removed with its affiliated person and can no longer change");
        }
        if (values.nothingSent()) {
            problems.add("*", "At least one parameter should be set");
        }
        String ownerApplicant = address.affiliatedPersonId() == null ? address.applicantId() : null;
        rejectOwnerChange(values, OWNER_APPLICANT, ownerApplicant, problems);
        rejectOwnerChange(values, OWNER_PERSON, address.affiliatedPersonId(), problems);
        if (values.has("type") && values.get("type") == null && !problems.has("type")) {
            problems.add("type", "Type is required");
        }
        problems.throwIfAny();
        String type = values.has("type") ? values.text("type") : address.type();
        if (!type.equals(address.type())) {
            rejectBusinessType(account, type, ownerApplicant, address.affiliatedPersonId());
        }
        Map<String, Object> update = new LinkedHashMap<>(values.without(OWNER_APPLICANT, OWNER_PERSON).asMap());
        update.put("current_key", AddressRepository.currentKey(address.ownerId(), type));
        update.put("updated_at", Timestamps.sql(clock.instant()));
        changes.touched(account, address.applicantId());
        if (!address.pinned()) {
            guardDuplicate(type, () -> addresses.update(account.value(), id, update));
            return id;
        }
        String copyId = Ids.newId();
        Map<String, Object> copy = AddressViews.columns(address);
        copy.putAll(update);
        copy.put("id", copyId);
        copy.put("account_id", account.value());
        copy.put("pinned", false);
        addresses.supersede(account.value(), id, copyId);
        guardDuplicate(type, () -> addresses.insert(copy));
        return copyId;
    }

    @Transactional
    String delete(AccountId account, String id) {
        Address address = lock(account, id);
        if (address.pinned()) {
            throw new ApiException(ErrorType.DELETE_DENIED,
                    "The address is part of a verification's evidence and cannot be deleted");
        }
        addresses.delete(account.value(), id);
        changes.touched(account, address.applicantId());
        return id;
    }

    @Transactional(readOnly = true)
    Address find(AccountId account, String id) {
        if (!Ids.isWellFormed(id)) {
            throw ApiException.notFound();
        }
        return addresses.find(account.value(), id).orElseThrow(ApiException::notFound);
    }

    private Address lock(AccountId account, String id) {
        if (!Ids.isWellFormed(id)) {
            throw ApiException.notFound();
        }
        return addresses.lock(account.value(), id).orElseThrow(ApiException::notFound);
    }

    private String existingApplicant(AccountId account, String applicantId) {
        return applicants.find(account, applicantId)
                .orElseThrow(() -> ApiException.notFound(OWNER_APPLICANT, "Applicant"))
                .applicantId();
    }

    /** BUSINESS addresses belong to COMPANY applicants only, never to a person. */
    private void rejectBusinessType(AccountId account, String type, String ownerApplicant, String personId) {
        if (!BUSINESS.equals(type)) {
            return;
        }
        boolean company = personId == null && applicants.find(account, ownerApplicant)
                .map(Applicants.ApplicantRef::isCompany).orElse(false);
        if (!company) {
            throw ApiException.validation("type", "A BUSINESS address belongs to a COMPANY applicant only");
        }
    }

    private static void rejectOwnerChange(Values values, String field, String owner, Problems problems) {
        if (values.has(field) && !problems.has(field) && !Objects.equals(values.text(field), owner)) {
            problems.add(field, "The owner of an address cannot change");
        }
    }

    /** Runs a write that sets current_key; a unique violation means the owner already has this type. */
    private static void guardDuplicate(String type, Runnable write) {
        try {
            write.run();
        } catch (DuplicateKeyException duplicate) {
            throw new ApiException(ErrorType.DUPLICATE_DATA,
                    "The owner already has a current " + type + " address", "type");
        }
    }
}
