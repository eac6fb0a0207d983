package dev.avs.applicant;

import dev.avs.blocklist.Blocklists;
import dev.avs.verification.CheckResult;
import dev.avs.verification.CheckType;
import dev.avs.verification.Details;
import dev.avs.verification.Evidence;
import dev.avs.verification.Gap;
import dev.avs.verification.Policy;
import dev.avs.verification.Reason;
import dev.avs.verification.VerificationCheck;
import java.time.LocalDate;
import java.time.Period;
import java.util.ArrayList;
import java.util.List;
import org.springframework.stereotype.Component;

/** PROFILE: the applicant's own data (CHECKS.md), for persons and companies. */
@Component
class ProfileCheck implements VerificationCheck {

    private final ApplicantRepository applicants;
    private final Blocklists blocklists;

    ProfileCheck(ApplicantRepository applicants, Blocklists blocklists) {
        this.applicants = applicants;
        this.blocklists = blocklists;
    }

    @Override
    public CheckType type() {
        return CheckType.PROFILE;
    }

    @Override
    public List<Gap> gaps(Evidence evidence, Policy policy) {
        Evidence.ApplicantFacts a = evidence.applicant();
        List<Gap> gaps = new ArrayList<>();
        if (a.isCompany()) {
            need(gaps, a.companyName(), "company_name", "the company name");
            need(gaps, a.registrationCountry(), "registration_country", "the registration country");
            need(gaps, a.registrationNumber(), "registration_number", "the registration number");
        } else {
            need(gaps, a.firstName(), "first_name", "the first name");
            need(gaps, a.lastName(), "last_name", "the last name");
            need(gaps, a.dob(), "dob", "the date of birth");
            need(gaps, a.residenceCountry(), "residence_country", "the country of residence");
        }
        return gaps;
    }

    @Override
    public CheckResult run(Context context) {
        Evidence.ApplicantFacts a = context.evidence().applicant();
        Policy policy = context.policy();
        List<Reason> reasons = new ArrayList<>();
        if (a.isCompany()) {
            companyData(a, context.date(), reasons);
            countries(policy, reasons, "registration_country", a.registrationCountry());
            duplicate(context, a, reasons);
        } else {
            age(a.dob(), context.date(), policy, reasons);
            countries(policy, reasons, "residence_country", a.residenceCountry(), "nationality", a.nationality());
            if (Boolean.TRUE.equals(a.pep())) {
                reasons.add(Reason.consider("PEP_DECLARED", "The applicant declared being a politically exposed person",
                        Details.of("pep", true)));
            }
            duplicate(context, a, reasons);
        }
        listedContacts(context, a, reasons);
        return CheckResult.of(type(), reasons);
    }

    static void age(LocalDate dob, LocalDate date, Policy policy, List<Reason> reasons) {
        int age = Period.between(dob, date).getYears();
        if (age < policy.minAge()) {
            reasons.add(Reason.fail("UNDERAGE", "The applicant is " + age + ", younger than " + policy.minAge(),
                    Details.of("dob", dob, "age", age, "min_age", policy.minAge(), "date", date)));
        } else if (age > policy.maxAge()) {
            reasons.add(Reason.fail("DOB_IMPLAUSIBLE", "A date of birth " + age + " years ago is not plausible",
                    Details.of("dob", dob, "age", age, "max_age", policy.maxAge())));
        }
    }

    /** Pairs of (field, country): each country in a prohibited or high-risk list gives one reason. */
    private static void countries(Policy policy, List<Reason> reasons, String... fieldsAndCountries) {
        for (int i = 0; i < fieldsAndCountries.length; i += 2) {
            String field = fieldsAndCountries[i];
            String country = fieldsAndCountries[i + 1];
            if (country == null) {
                continue;
            }
            if (policy.prohibitedCountries().contains(country)) {
                reasons.add(Reason.fail("COUNTRY_PROHIBITED", "The " + field.replace('_', ' ') + " " + country
                        + " is a prohibited country", Details.of("field", field, "country", country)));
            } else if (policy.highRiskCountries().contains(country)) {
                reasons.add(Reason.consider("HIGH_RISK_COUNTRY", "The " + field.replace('_', ' ') + " " + country
                        + " is a high-risk country", Details.of("field", field, "country", country)));
            }
        }
    }

    private static void companyData(Evidence.ApplicantFacts a, LocalDate date, List<Reason> reasons) {
        if (a.incorporationDate() != null && a.incorporationDate().isAfter(date)) {
            reasons.add(Reason.fail("COMPANY_DATA_INVALID", "The incorporation date is in the future",
                    Details.of("field", "incorporation_date", "incorporation_date", a.incorporationDate(),
                            "date", date)));
        }
        if (Names.registrationNumber(a.registrationNumber()).isEmpty()) {
            reasons.add(Reason.fail("COMPANY_DATA_INVALID",
                    "The registration number holds no letters or digits",
                    Details.of("field", "registration_number", "registration_number", a.registrationNumber())));
        }
    }

    /** CONTACT_LISTED: the applicant's e-mail address or phone number is on the account's blocklist. */
    private void listedContacts(Context context, Evidence.ApplicantFacts a, List<Reason> reasons) {
        blocklists.email(context.account(), a.email()).ifPresent(entry -> reasons.add(Reason.fail("CONTACT_LISTED",
                "The applicant's e-mail address is on the account's blocklist",
                Details.of("field", "email", "blocklist_entry_id", entry.entryId()))));
        blocklists.phone(context.account(), a.phone()).ifPresent(entry -> reasons.add(Reason.fail("CONTACT_LISTED",
                "The applicant's phone number is on the account's blocklist",
                Details.of("field", "phone", "blocklist_entry_id", entry.entryId()))));
    }

    /** Another applicant of the account with the same normalised name and birth date, or registration. */
    private void duplicate(Context context, Evidence.ApplicantFacts a, List<Reason> reasons) {
        String key = Names.duplicateKey(a.type(), a.firstName(), a.lastName(), a.dob(), a.registrationCountry(),
                a.registrationNumber());
        if (key == null) {
            return;
        }
        List<String> others = applicants.sharingDuplicateKey(context.account().value(), key, a.applicantId());
        if (!others.isEmpty()) {
            reasons.add(Reason.consider("DUPLICATE_APPLICANT", a.isCompany()
                            ? "Another applicant has the same registration country and number"
                            : "Another applicant has the same name and date of birth",
                    a.isCompany() ? Details.of("applicant_ids", others, "registration_number", a.registrationNumber())
                            : Details.of("applicant_ids", others, "dob", a.dob())));
        }
    }

    private static void need(List<Gap> gaps, Object value, String parameter, String what) {
        if (value == null) {
            gaps.add(new Gap(parameter, "PROFILE needs " + what));
        }
    }
}
