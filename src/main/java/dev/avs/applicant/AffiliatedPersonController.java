package dev.avs.applicant;

import dev.avs.web.Problems;
import dev.avs.account.AccountId;
import dev.avs.web.Body;
import dev.avs.web.Replies;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.PatchMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
class AffiliatedPersonController {

    private final AffiliatedPersonService persons;

    AffiliatedPersonController(AffiliatedPersonService persons) {
        this.persons = persons;
    }

    @PostMapping("/affiliated-persons")
    ResponseEntity<byte[]> create(AccountId account, Body body) {
        Problems problems = new Problems();
        return Replies.created("affiliated_person_id", "/affiliated-persons",
                persons.create(account, AffiliatedPersonService.FIELDS.read(body, problems), problems));
    }

    @PatchMapping("/affiliated-persons/{id}")
    ResponseEntity<byte[]> update(AccountId account, @PathVariable String id, Body body) {
        Problems problems = new Problems();
        return Replies.ok("affiliated_person_id",
                persons.update(account, id, AffiliatedPersonService.FIELDS.read(body, problems), problems));
    }

    @DeleteMapping("/affiliated-persons/{id}")
    ResponseEntity<byte[]> delete(AccountId account, @PathVariable String id) {
        return Replies.ok("affiliated_person_id", persons.delete(account, id));
    }
}
