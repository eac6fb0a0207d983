package dev.avs.address;

import dev.avs.applicant.AffiliatedPersonRemoved;
import java.time.Clock;
import org.springframework.context.event.EventListener;
import org.springframework.stereotype.Component;

/**
 * A removed affiliated person takes its addresses with it, except those a verification pinned: they leave the
 * current data but stay, readable by id, with that verification. Runs in the removing transaction.
 */
@Component
class AddressPersonRemovalListener {

    private final AddressRepository addresses;
    private final Clock clock;

    AddressPersonRemovalListener(AddressRepository addresses, Clock clock) {
        this.addresses = addresses;
        this.clock = clock;
    }

    @EventListener
    void on(AffiliatedPersonRemoved event) {
        String account = event.account().value();
        addresses.deleteUnpinnedOfPerson(account, event.affiliatedPersonId());
        addresses.removePinnedOfPerson(account, event.affiliatedPersonId(), clock.instant());
    }
}
