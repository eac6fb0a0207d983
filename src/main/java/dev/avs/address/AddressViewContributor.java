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
    public void contribute(AccountId account, ApplicantView view) {
        List<Map<String, Object>> own = new ArrayList<>();
        Map<String, List<Map<String, Object>>> byPerson = new LinkedHashMap<>();
        view.affiliatedPersonIds().forEach(id -> byPerson.put(id, new ArrayList<>()));
        for (Address address : addresses.listCurrent(account.value(), view.applicantId())) {
            if (address.affiliatedPersonId() == null) {
                own.add(AddressViews.view(address));
            } else if (byPerson.containsKey(address.affiliatedPersonId())) {
                byPerson.get(address.affiliatedPersonId()).add(AddressViews.view(address));
            }
        }
        view.set("addresses", own);
        byPerson.forEach((personId, list) -> view.setForPerson(personId, "addresses", list));
    }
}
