package dev.avs.screening;

import dev.avs.verification.CheckResult;
import dev.avs.verification.CheckType;
import dev.avs.verification.Evidence;
import dev.avs.verification.Gap;
import dev.avs.verification.Policy;
import dev.avs.verification.VerificationCheck;
import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Component;

/**
 * AML: the applicant and, for a company, every affiliated person, screened against the loaded lists with the
 * policy's thresholds. Registered only when at least one list source is configured; without one, an explicit AML
 * request is refused as not configured.
 */
@Component
@ConditionalOnProperty(name = "avs.screening.sources[0].location")
class AmlCheck implements VerificationCheck {

    private final Screening screening;

    AmlCheck(Screening screening) {
        this.screening = screening;
    }

    @Override
    public CheckType type() {
        return CheckType.AML;
    }

    @Override
    public List<Gap> gaps(Evidence evidence, Policy policy) {
        Evidence.ApplicantFacts a = evidence.applicant();
        if (a.isCompany()) {
            return a.companyName() == null ? List.of(new Gap("company_name", "AML needs the company name")) : List.of();
        }
        List<Gap> gaps = new ArrayList<>();
        if (a.firstName() == null) {
            gaps.add(new Gap("first_name", "AML needs the first name"));
        }
        if (a.lastName() == null) {
            gaps.add(new Gap("last_name", "AML needs the last name"));
        }
        return gaps;
    }

    @Override
    public void validate(Policy policy) {
        AmlThresholds.of(policy);
    }

    @Override
    public CheckResult run(Context context) {
        List<AmlSubject> subjects = AmlSubject.of(context.evidence());
        return screening.screenSubjects(context.account(), subjects, AmlThresholds.of(context.policy()));
    }
}
