package dev.avs.address;

import dev.avs.account.AccountId;
import dev.avs.verification.Evidence;
import dev.avs.verification.EvidenceCollector;
import dev.avs.verification.EvidenceProvider;
import java.util.List;
import org.springframework.stereotype.Component;

/** Adds the applicant's and its persons' current addresses to a new verification's snapshot, and pins them. */
@Component
class AddressEvidence implements EvidenceProvider {

    private final AddressRepository addresses;

    AddressEvidence(AddressRepository addresses) {
        this.addresses = addresses;
    }

    @Override
    public void collect(AccountId account, String applicantId, EvidenceCollector evidence) {
        List<Address> current = addresses.listCurrent(account.value(), applicantId);
        for (Address a : current) {
            evidence.address(new Evidence.AddressFacts(a.addressId(),
                    a.affiliatedPersonId() == null ? a.applicantId() : null, a.affiliatedPersonId(), a.type(),
                    a.country(), a.stateOrProvince(), a.city(), a.district(), a.postalCode(), a.streetName(),
                    a.buildingNumber(), a.unitNumber(), a.fullAddress(), a.region(), a.streetAddress()));
        }
        if (!current.isEmpty()) {
            addresses.pin(account.value(), current.stream().map(Address::addressId).toList());
        }
    }
}
