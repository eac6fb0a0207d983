package dev.avs.applicant;

import dev.avs.reference.DocumentType;
import dev.avs.verification.CheckResult;
import dev.avs.verification.CheckType;
import dev.avs.verification.Details;
import dev.avs.verification.Evidence;
import dev.avs.verification.Gap;
import dev.avs.verification.Policy;
import dev.avs.verification.Reason;
import dev.avs.verification.VerificationCheck;
import java.math.BigDecimal;
import java.time.Period;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.springframework.stereotype.Component;

/** COMPANY: who owns and represents a company applicant (CHECKS.md). */
@Component
class CompanyCheck implements VerificationCheck {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    @Override
    public CheckType type() {
        return CheckType.COMPANY;
    }

    @Override
    public List<Gap> gaps(Evidence evidence, Policy policy) {
        List<Gap> gaps = new ArrayList<>();
        if (!evidence.isCompany()) {
            gaps.add(new Gap("types", "COMPANY checks need a COMPANY applicant"));
            return gaps;
        }
        if (evidence.persons().isEmpty()) {
            gaps.add(new Gap("affiliated_persons", "COMPANY needs at least one affiliated person"));
        }
        if (evidence.documentsOfType(DocumentType.REGISTRATION_COMPANY).isEmpty()) {
            gaps.add(new Gap("documents", "COMPANY needs a " + DocumentType.REGISTRATION_COMPANY + " document"));
        }
        return gaps;
    }

    @Override
    public CheckResult run(Context context) {
        Evidence evidence = context.evidence();
        List<Reason> reasons = new ArrayList<>();
        List<Evidence.PersonFacts> owners = evidence.persons().stream()
                .filter(p -> "BENEFICIAL".equals(p.type())).toList();
        if (owners.isEmpty()) {
            reasons.add(Reason.consider("UBO_MISSING", "No beneficial owner is named", Details.of()));
        }
        BigDecimal shares = owners.stream().map(Evidence.PersonFacts::share).filter(Objects::nonNull)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        if (shares.compareTo(HUNDRED) > 0) {
            reasons.add(Reason.fail("UBO_SHARES_INVALID", "The beneficial owners' shares sum to "
                    + shares.stripTrailingZeros().toPlainString() + ", more than 100",
                    Details.of("total_share", shares.stripTrailingZeros())));
        }
        if (evidence.persons().stream().noneMatch(p -> "AUTHORISED".equals(p.type()))) {
            reasons.add(Reason.consider("AUTHORISED_PERSON_MISSING", "No authorised representative is named",
                    Details.of()));
        }
        for (Evidence.PersonFacts person : evidence.persons()) {
            if (person.dob() == null) {
                continue;
            }
            int age = Period.between(person.dob(), context.date()).getYears();
            if (age < context.policy().minAge()) {
                reasons.add(Reason.fail("AFFILIATED_PERSON_UNDERAGE", "An affiliated person (" + person.type()
                        + ") is " + age + ", younger than " + context.policy().minAge(),
                        Details.of("affiliated_person_id", person.affiliatedPersonId(), "dob", person.dob(),
                                "age", age, "min_age", context.policy().minAge())));
            }
        }
        String registrationCountry = evidence.applicant().registrationCountry();
        evidence.applicantAddress("REGISTERED")
                .filter(address -> registrationCountry != null && address.country() != null
                        && !registrationCountry.equals(address.country()))
                .ifPresent(address -> reasons.add(Reason.consider("REGISTERED_ADDRESS_MISMATCH",
                        "The registered office is in " + address.country() + ", the company is registered in "
                                + registrationCountry,
                        Details.of("address_id", address.addressId(), "address_country", address.country(),
                                "registration_country", registrationCountry))));
        return CheckResult.of(type(), reasons);
    }
}
