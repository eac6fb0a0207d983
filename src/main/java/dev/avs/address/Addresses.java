package dev.avs.address;

import dev.avs.web.Values;
import dev.avs.web.Problems;
import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** What other modules (the verification) may ask of addresses; every lookup is scoped to an account. */
@Service
public class Addresses {

    private final AddressRepository addresses;
    private final AddressService service;

    Addresses(AddressRepository addresses, AddressService service) {
        this.addresses = addresses;
        this.service = service;
    }

    /**
     * Creates or updates an address with the same rules and errors as POST and PATCH /addresses; used by the
     * hosted form. Returns the id of the address now holding the data (a copy's for a pinned address).
     */
    public String save(AccountId account, SaveAddress command) {
        Problems problems = new Problems();
        Values values = AddressService.FIELDS.read(command.fields(), problems);
        return command.addressId() == null ? service.create(account, values, problems)
                : service.update(account, command.addressId(), values, problems);
    }

    /**
     * The current addresses of the applicant and of its current affiliated persons, oldest first; an address of a
     * person has {@link Address#affiliatedPersonId()} set.
     */
    @Transactional(readOnly = true)
    public List<Address> current(AccountId account, String applicantId) {
        return Ids.isWellFormed(applicantId) ? addresses.listCurrent(account.value(), applicantId) : List.of();
    }

    /** Any address of the account, including a pinned original that a copy replaced. */
    public Optional<Address> find(AccountId account, String addressId) {
        return Ids.isWellFormed(addressId) ? addresses.find(account.value(), addressId) : Optional.empty();
    }

    /**
     * Marks the addresses as evidence of a verification: from now on an update makes a copy and a delete is
     * refused. Ids that are not addresses of the account are ignored. Joins the caller's transaction.
     */
    @Transactional
    public int pin(AccountId account, Collection<String> addressIds) {
        List<String> ids = addressIds.stream().filter(Objects::nonNull).filter(Ids::isWellFormed).distinct().toList();
        return ids.isEmpty() ? 0 : addresses.pin(account.value(), ids);
    }
}
