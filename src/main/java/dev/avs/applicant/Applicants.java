package dev.avs.applicant;

import dev.avs.account.AccountId;
import dev.avs.web.Ids;
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

    Applicants(ApplicantRepository applicants, AffiliatedPersonRepository persons) {
        this.applicants = applicants;
        this.persons = persons;
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
}
