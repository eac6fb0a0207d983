package dev.avs.applicant;

import dev.avs.verification.Verifications;
import java.util.List;

/** The views of applicants and affiliated persons, from what is stored and what other modules contributed. */
final class Views {

    private Views() {
    }

    static ApplicantView applicant(Applicant a, List<AffiliatedPerson> persons, ApplicantView.Parts parts,
                                   Verifications.ApplicantSummary summary) {
        ApplicantView.Identity identity = a.isCompany()
                ? new ApplicantView.Company(a.companyName(), a.registrationCountry(), a.registrationNumber(),
                        a.incorporationDate(), a.businessActivity(), a.businessActivityId(), a.taxNumber(), a.website())
                : new ApplicantView.Person(a.firstName(), a.middleName(), a.lastName(), a.dob(), a.gender(),
                        a.nationality(), a.residenceCountry(), a.placeOfBirth(), a.pep(), a.telegramUsername(),
                        a.walletAddress());
        List<String> custom = a.customFields();
        return new ApplicantView(a.applicantId(), a.type(), a.externalApplicantId(), identity, a.email(), a.phone(),
                custom.get(0), custom.get(1), custom.get(2), custom.get(3), custom.get(4), a.createdAt(),
                a.updatedAt(), parts.addresses(),
                persons.stream().map(p -> person(p, parts.addressesOf(p.affiliatedPersonId()))).toList(),
                parts.documents(), summary.verificationStatus(), summary.profileStatus(), summary.profileComment(),
                summary.verified(), summary.verificationsCount(), summary.declineReasons(), parts.monitoring());
    }

    private static ApplicantView.PersonView person(AffiliatedPerson p,
                                                   List<? extends ApplicantView.AddressPart> addresses) {
        return new ApplicantView.PersonView(p.affiliatedPersonId(), p.applicantId(), p.type(), p.firstName(),
                p.middleName(), p.lastName(), p.title(), p.share(), p.dob(), p.nationality(), p.residenceCountry(),
                p.email(), p.phone(), p.createdAt(), p.updatedAt(), addresses);
    }
}
