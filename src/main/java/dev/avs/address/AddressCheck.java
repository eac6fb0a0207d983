package dev.avs.address;

import dev.avs.reference.DocumentType;
import dev.avs.verification.CheckResult;
import dev.avs.verification.CheckType;
import dev.avs.verification.Details;
import dev.avs.verification.Evidence;
import dev.avs.verification.Gap;
import dev.avs.verification.Policy;
import dev.avs.verification.Reason;
import dev.avs.verification.VerificationCheck;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** ADDRESS: the applicant's registered address and its proof (CHECKS.md). */
@Component
class AddressCheck implements VerificationCheck {

    static final DocumentType PROOF = DocumentType.ADDRESS_DOCUMENT;

    @Override
    public CheckType type() {
        return CheckType.ADDRESS;
    }

    @Override
    public List<Gap> gaps(Evidence evidence, Policy policy) {
        List<Gap> gaps = new ArrayList<>();
        Optional<Evidence.AddressFacts> registered = evidence.applicantAddress("REGISTERED");
        if (registered.isEmpty()) {
            gaps.add(new Gap("addresses", "ADDRESS needs a REGISTERED address"));
        } else if (registered.get().country() == null) {
            gaps.add(new Gap("addresses.country", "ADDRESS needs the country of the REGISTERED address"));
        }
        if (policy.requireProofOfAddress() && proof(evidence).filter(d -> !d.fileIds().isEmpty()).isEmpty()) {
            gaps.add(new Gap("documents", "ADDRESS needs an " + PROOF + " (proof of address) with a file"));
        }
        return gaps;
    }

    @Override
    public CheckResult run(Context context) {
        Evidence evidence = context.evidence();
        List<Reason> reasons = new ArrayList<>();
        evidence.applicantAddress("REGISTERED").ifPresent(address -> {
            completeness(address, reasons);
            country(evidence.applicant(), address, reasons);
            if (address.postalCode() != null && PostalCodes.isInvalid(address.country(), address.postalCode())) {
                reasons.add(Reason.consider("POSTAL_CODE_INVALID", "The postal code " + address.postalCode()
                                + " does not fit the format of " + address.country(),
                        Details.of("address_id", address.addressId(), "postal_code", address.postalCode(),
                                "country", address.country(),
                                "format", PostalCodes.knownFormat(address.country()).orElseThrow().pattern())));
            }
        });
        proof(evidence).ifPresent(document -> proofDate(document, context.date(), context.policy(), reasons));
        return CheckResult.of(type(), reasons);
    }

    /** The newest proof of address of the applicant itself. */
    private static Optional<Evidence.DocumentFacts> proof(Evidence evidence) {
        return evidence.newestDocument(d -> d.type() == PROOF && d.affiliatedPersonId() == null);
    }

    private static void completeness(Evidence.AddressFacts address, List<Reason> reasons) {
        if (address.fullAddress() == null && (address.city() == null || address.streetName() == null)) {
            List<String> missing = new ArrayList<>();
            if (address.city() == null) {
                missing.add("city");
            }
            if (address.streetName() == null) {
                missing.add("street_name");
            }
            reasons.add(Reason.fail("ADDRESS_INCOMPLETE",
                    "The registered address has neither a full address nor a city and a street",
                    Details.of("address_id", address.addressId(), "missing", missing)));
        }
    }

    private static void country(Evidence.ApplicantFacts applicant, Evidence.AddressFacts address, List<Reason> reasons) {
        String expected = applicant.isCompany() ? applicant.registrationCountry() : applicant.residenceCountry();
        String field = applicant.isCompany() ? "registration_country" : "residence_country";
        if (expected != null && !expected.equals(address.country())) {
            reasons.add(Reason.consider("ADDRESS_COUNTRY_MISMATCH", "The registered address is in "
                            + address.country() + ", the applicant's " + field.replace('_', ' ') + " is " + expected,
                    Details.of("address_id", address.addressId(), "address_country", address.country(),
                            field, expected)));
        }
    }

    private static void proofDate(Evidence.DocumentFacts document, LocalDate date, Policy policy, List<Reason> reasons) {
        if (document.issueDate() == null) {
            reasons.add(Reason.consider("PROOF_OF_ADDRESS_UNDATED", "The proof of address has no issue date",
                    Details.of("document_id", document.documentId())));
            return;
        }
        long age = ChronoUnit.DAYS.between(document.issueDate(), date);
        if (age > policy.proofOfAddressMaxAgeDays()) {
            reasons.add(Reason.fail("PROOF_OF_ADDRESS_OUTDATED", "The proof of address was issued " + age
                            + " days ago, more than " + policy.proofOfAddressMaxAgeDays(),
                    Details.of("document_id", document.documentId(), "issue_date", document.issueDate(),
                            "age_days", age, "max_age_days", policy.proofOfAddressMaxAgeDays())));
        }
    }
}
