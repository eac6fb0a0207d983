package dev.avs.address;

import dev.avs.account.AccountId;
import dev.avs.applicant.ApplicantView;
import dev.avs.applicant.ApplicantViewContributor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Component;

/** Puts the current addresses into GET /applicants/{id}: the applicant's, and each affiliated person's. */
@Component
class AddressViewContributor implements ApplicantViewContributor {

    private final AddressRepository addresses;

    AddressViewContributor(AddressRepository addresses) {
        this.addresses = addresses;
    }

    @Override
    public void contribute(AccountId account, ApplicantView.Parts parts) {
        List<AddressViews.AddressView> own = new ArrayList<>();
        Map<String, List<AddressViews.AddressView>> byPerson = new LinkedHashMap<>();
        for (Address address : addresses.listCurrent(account.value(), parts.applicantId())) {
            if (address.affiliatedPersonId() == null) {
                own.add(AddressViews.view(address));
            } else {
                byPerson.computeIfAbsent(address.affiliatedPersonId(), id -> new ArrayList<>())
                        .add(AddressViews.view(address));
            }
        }
        parts.addresses(own);
        byPerson.forEach(parts::addressesOf);
    }
}
