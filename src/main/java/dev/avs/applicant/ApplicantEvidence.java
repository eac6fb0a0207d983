package dev.avs.applicant;

import dev.avs.account.AccountId;
import dev.avs.verification.Evidence;
import dev.avs.verification.EvidenceCollector;
import dev.avs.verification.EvidenceProvider;
import dev.avs.web.ApiException;
import java.util.List;
import org.springframework.stereotype.Component;

/**
 * Adds the applicant and its current affiliated persons to a new verification's snapshot. It runs first and locks
 * the applicant's row, so that two verifications of one applicant cannot be created side by side.
 */
@Component
class ApplicantEvidence implements EvidenceProvider {

    private final ApplicantRepository applicants;
    private final AffiliatedPersonRepository persons;

    ApplicantEvidence(ApplicantRepository applicants, AffiliatedPersonRepository persons) {
        this.applicants = applicants;
        this.persons = persons;
    }

    @Override
    public int order() {
        return APPLICANT_ORDER;
    }

    @Override
    public void collect(AccountId account, String applicantId, EvidenceCollector evidence) {
        Applicant a = applicants.lock(account.value(), applicantId)
                .orElseThrow(() -> ApiException.notFound("applicant_id", "Applicant"));
        evidence.applicant(new Evidence.ApplicantFacts(a.applicantId(), a.type(), a.externalApplicantId(),
                a.firstName(), a.middleName(), a.lastName(), a.dob(), a.gender(), a.nationality(),
                a.residenceCountry(), a.placeOfBirth(), a.pep(), a.companyName(), a.registrationCountry(),
                a.registrationNumber(), a.incorporationDate(), a.businessActivity(), a.taxNumber(), a.website(),
                a.email(), a.phone()));
        if (!a.isCompany()) {
            return;   // only companies have affiliated persons
        }
        List<AffiliatedPerson> current = persons.listCurrent(account.value(), applicantId);
        for (AffiliatedPerson p : current) {
            evidence.person(new Evidence.PersonFacts(p.affiliatedPersonId(), p.type(), p.firstName(), p.middleName(),
                    p.lastName(), p.title(), p.share(), p.dob(), p.nationality(), p.residenceCountry()));
        }
        if (!current.isEmpty()) {
            persons.pinCurrent(account.value(), applicantId);
        }
    }
}
