package dev.avs.verification;

import dev.avs.account.AccountId;
import java.util.List;
import org.springframework.stereotype.Service;

/** What other modules may read about verifications. */
@Service
public class Verifications {

    /**
     * An applicant's verification summary: the latest verification's status ({@code new} if none), the latest
     * decision and its decline reasons, and how many verifications it has had.
     */
    public record ApplicantSummary(String verificationStatus, Boolean verified, int verificationsCount,
                                   List<String> declineReasons) {
    }

    private final VerificationRepository verifications;

    Verifications(VerificationRepository verifications) {
        this.verifications = verifications;
    }

    public ApplicantSummary summaryOf(AccountId account, String applicantId) {
        List<VerificationRepository.Brief> all = verifications.briefsOfApplicant(account.value(), applicantId);
        if (all.isEmpty()) {
            return new ApplicantSummary("new", null, 0, List.of());
        }
        VerificationRepository.Brief decided = all.stream()
                .filter(v -> v.status() == VerificationStatus.COMPLETED).findFirst().orElse(null);
        return new ApplicantSummary(all.getFirst().status().code(), decided == null ? null : decided.verified(),
                all.size(), decided == null ? List.of() : decided.declineReasons());
    }
}
