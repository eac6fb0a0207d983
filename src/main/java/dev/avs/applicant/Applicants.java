package dev.avs.applicant;

import dev.avs.web.Values;
import dev.avs.web.Problems;
import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;

/** What other modules may ask about applicants and affiliated persons; every lookup is scoped to an account. */
@Service
public class Applicants {

    /** An applicant's identity: enough for owner checks in other modules. */
    public record ApplicantRef(String applicantId, String type) {
        public boolean isCompany() {
            return ApplicantFields.COMPANY.equals(type);
        }
    }

    public record PersonRef(String affiliatedPersonId, String applicantId) {
    }

    private final ApplicantRepository applicants;
    private final AffiliatedPersonRepository persons;
    private final ApplicantService service;
    private final AffiliatedPersonService personService;

    Applicants(ApplicantRepository applicants, AffiliatedPersonRepository persons, ApplicantService service,
               AffiliatedPersonService personService) {
        this.applicants = applicants;
        this.persons = persons;
        this.service = service;
        this.personService = personService;
    }

    /** The body of {@code GET /applicants/{id}}, for callbacks that carry the applicant. */
    public Optional<ApplicantView> view(AccountId account, String applicantId) {
        return applicant(account, applicantId).map(a -> service.view(account, applicantId));
    }

    /**
     * Creates or updates an applicant with the same rules and errors as POST and PATCH
     * /applicants; used by the hosted form. Returns the applicant's id.
     */
    public String save(AccountId account, SaveApplicant command) {
        Problems problems = new Problems();
        Values values = ApplicantFields.ALL.read(command.fields(), problems);
        return command.applicantId() == null ? service.create(account, values, problems)
                : service.update(account, command.applicantId(), values, problems);
    }

    /** The applicant holding this {@code external_applicant_id} in the account, if any. */
    public Optional<String> idByExternalId(AccountId account, String externalApplicantId) {
        return externalApplicantId == null ? Optional.empty()
                : applicants.findIdByExternalId(account.value(), externalApplicantId);
    }

    /**
     * Creates or updates an affiliated person with the same rules and errors as POST and PATCH
     * /affiliated-persons; used by the hosted form. Returns the person's id.
     */
    public String savePerson(AccountId account, SavePerson command) {
        Problems problems = new Problems();
        Values values = AffiliatedPersonService.FIELDS.read(command.fields(), problems);
        return command.personId() == null ? personService.create(account, values, problems)
                : personService.update(account, command.personId(), values, problems);
    }

    /** Removes an affiliated person as DELETE /affiliated-persons does. */
    public void removePerson(AccountId account, String personId) {
        personService.delete(account, personId);
    }

    public Optional<ApplicantRef> find(AccountId account, String applicantId) {
        return applicant(account, applicantId).map(a -> new ApplicantRef(a.applicantId(), a.type()));
    }

    public Optional<Applicant> applicant(AccountId account, String applicantId) {
        return Ids.isWellFormed(applicantId) ? applicants.find(account.value(), applicantId) : Optional.empty();
    }

    /** A current (not removed) affiliated person. */
    public Optional<PersonRef> findPerson(AccountId account, String affiliatedPersonId) {
        return Ids.isWellFormed(affiliatedPersonId)
                ? persons.find(account.value(), affiliatedPersonId)
                        .map(p -> new PersonRef(p.affiliatedPersonId(), p.applicantId()))
                : Optional.empty();
    }

    public List<AffiliatedPerson> currentPersons(AccountId account, String applicantId) {
        return persons.listCurrent(account.value(), applicantId);
    }

    /** An applicant found by a search of the console. */
    public record Found(String applicantId, String type, String name, String externalApplicantId, String email,
                        java.time.Instant createdAt) {
    }

    /**
     * Applicants whose name contains the text, or whose external id or email is it, and those with the given ids
     * (found by document number in the document module); newest first, at most {@code limit} by text.
     */
    public List<Found> search(AccountId account, String text, java.util.Collection<String> alsoIds, int limit) {
        java.util.Map<String, Found> found = new java.util.LinkedHashMap<>();
        java.util.stream.Stream.concat(applicants.search(account.value(), text, limit).stream(),
                        applicants.byIds(account.value(), alsoIds.stream().filter(Ids::isWellFormed).toList()).stream())
                .forEach(h -> found.putIfAbsent(h.applicantId(), new Found(h.applicantId(), h.type(), h.name(),
                        h.externalApplicantId(), h.email(), h.createdAt())));
        return List.copyOf(found.values());
    }
}
