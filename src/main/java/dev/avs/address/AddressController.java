package dev.avs.address;

import dev.avs.web.Problems;
import dev.avs.account.AccountId;
import dev.avs.web.Body;
import dev.avs.web.Replies;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
class AddressController {

    private final AddressService addresses;

    AddressController(AddressService addresses) {
        this.addresses = addresses;
    }

    @PostMapping("/addresses")
    ResponseEntity<byte[]> create(AccountId account, Body body) {
        Problems problems = new Problems();
        return Replies.created("address_id", "/addresses",
                addresses.create(account, AddressService.FIELDS.read(body, problems), problems));
    }

    /** Extension: any address of the account, including a pinned original that a copy replaced. */
    @GetMapping("/addresses/{addressId}")
    AddressViews.AddressView get(AccountId account, @PathVariable String addressId) {
        return AddressViews.view(addresses.find(account, addressId));
    }

    @PatchMapping("/addresses/{addressId}")
    ResponseEntity<byte[]> update(AccountId account, @PathVariable String addressId, Body body) {
        Problems problems = new Problems();
        return Replies.ok("address_id",
                addresses.update(account, addressId, AddressService.FIELDS.read(body, problems), problems));
    }

    @DeleteMapping("/addresses/{addressId}")
    ResponseEntity<byte[]> delete(AccountId account, @PathVariable String addressId) {
        return Replies.ok("address_id", addresses.delete(account, addressId));
    }
}
