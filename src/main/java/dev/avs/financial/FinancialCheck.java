package dev.avs.financial;

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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * FINANCIAL (KYCAID's name): the applicant's proof of funds. The newest bank statement or financial document must
 * show the applicant's name and be recent; the newest payment card's photo must show the name. A card's number
 * was checked (Luhn) and masked when the document was saved: only its first six and last four digits exist here,
 * and a card number in the statement's text is masked before it becomes a detail ({@link StatementFacts#issuer}).
 */
@Component
class FinancialCheck implements VerificationCheck {

    private static final DocumentType CARD = DocumentType.CREDIT_CARD;

    private final StatementText texts;

    FinancialCheck(StatementText texts) {
        this.texts = texts;
    }

    @Override
    public CheckType type() {
        return CheckType.FINANCIAL;
    }

    @Override
    public List<Gap> gaps(Evidence evidence, Policy policy) {
        if (evidence.isCompany()) {
            return List.of(new Gap("type", "FINANCIAL is for a PERSON applicant"));
        }
        if (statement(evidence).isEmpty() && card(evidence).isEmpty()) {
            return List.of(new Gap("documents", "FINANCIAL needs a " + DocumentType.BANK_STATEMENT + " or "
                    + DocumentType.FINANCIAL_DOCUMENT + " with a file, or a " + CARD + " with its number or a photo"));
        }
        return List.of();
    }

    @Override
    public CheckResult run(Context context) {
        Evidence evidence = context.evidence();
        List<Reason> reasons = new ArrayList<>();
        statement(evidence).ifPresent(document -> statement(context, document, reasons));
        card(evidence).filter(card -> card.frontSideId() != null).ifPresent(card -> card(context, card, reasons));
        return CheckResult.of(type(), reasons);
    }

    private void statement(Context context, Evidence.DocumentFacts document, List<Reason> reasons) {
        Evidence.ApplicantFacts applicant = context.evidence().applicant();
        Map<String, Object> details = new LinkedHashMap<>(Details.of("document_id", document.documentId(),
                "document_type", document.type().name(), "file_id", document.fileIds().getFirst()));
        Optional<StatementText.Read> read = read(context, document.fileIds().getFirst(), details);
        LocalDate dated = document.issueDate();
        if (read.isEmpty()) {
            reasons.add(Reason.consider("FINANCIAL_DOCUMENT_UNREADABLE", "No text could be read from the "
                    + document.type().label() + " (a scan without a text layer, or a damaged file): a person reads it",
                    details));
        } else {
            String text = read.get().text();
            List<LocalDate> dates = StatementFacts.dates(text).stream().filter(d -> !d.isAfter(context.date()))
                    .sorted().toList();
            details.put("text_source", read.get().source().name().toLowerCase(java.util.Locale.ROOT));
            details.put("pages", read.get().pages());
            details.put("issuer", StatementFacts.issuer(text));
            details.put("period", dates.isEmpty() ? null : Map.of("from", dates.getFirst(), "to", dates.getLast()));
            if (dated == null && !dates.isEmpty()) {
                dated = dates.getLast();
            }
            StatementFacts.NameMatch name = StatementFacts.name(text, applicant.firstName(), applicant.lastName());
            details.put("holder_name", name.name().toLowerCase(java.util.Locale.ROOT));
            if (name == StatementFacts.NameMatch.NONE) {
                reasons.add(Reason.consider("FINANCIAL_HOLDER_MISMATCH", "The " + document.type().label()
                        + " does not show the applicant's name", details));
            }
        }
        details.put("dated", dated);
        if (dated == null) {
            if (read.isPresent()) {
                reasons.add(Reason.consider("FINANCIAL_DOCUMENT_UNDATED", "The " + document.type().label()
                        + " has no issue date and prints no date", details));
            }
            return;
        }
        long age = ChronoUnit.DAYS.between(dated, context.date());
        int max = context.policy().financialDocumentMaxAgeDays();
        if (age > max) {
            Map<String, Object> old = new LinkedHashMap<>(details);
            old.put("age_days", age);
            old.put("max_age_days", max);
            reasons.add(Reason.fail("FINANCIAL_DOCUMENT_OUTDATED", "The " + document.type().label() + " is dated " + age
                    + " days ago, more than " + max, old));
        }
    }

    private void card(Context context, Evidence.DocumentFacts card, List<Reason> reasons) {
        Evidence.ApplicantFacts applicant = context.evidence().applicant();
        Optional<StatementText.Read> read = read(context, card.frontSideId(), new LinkedHashMap<>());
        StatementFacts.NameMatch name = read.map(r -> StatementFacts.name(r.text(), applicant.firstName(),
                applicant.lastName())).orElse(StatementFacts.NameMatch.NONE);
        if (name == StatementFacts.NameMatch.NONE) {
            reasons.add(Reason.consider("CARD_HOLDER_MISMATCH", read.isEmpty()
                            ? "The payment card's photo could not be read: a person compares its holder's name"
                            : "The payment card's photo does not show the applicant's name",
                    Details.of("document_id", card.documentId(), "card_number", number(card),
                            "file_id", card.frontSideId())));
        }
    }

    /** The file's text, or empty with why not in the details ({@code unreadable}). */
    private Optional<StatementText.Read> read(Context context, String fileId, Map<String, Object> details) {
        try {
            return Optional.of(texts.of(context.account(), fileId));
        } catch (StatementText.Unreadable unreadable) {
            details.put("unreadable", unreadable.getMessage());
            return Optional.empty();
        }
    }

    /** The newest bank statement or financial document of the applicant itself with a file. */
    private static Optional<Evidence.DocumentFacts> statement(Evidence evidence) {
        return evidence.newestDocument(d -> d.type().fundsStatement() && d.affiliatedPersonId() == null
                && !d.fileIds().isEmpty());
    }

    /** The applicant's current payment card (at most one), with a number or a photo. */
    private static Optional<Evidence.DocumentFacts> card(Evidence evidence) {
        return evidence.newestDocument(d -> d.type() == CARD && d.affiliatedPersonId() == null
                && (number(d) != null || d.frontSideId() != null));
    }

    /**
     * The card's number: {@code card_number}, else its {@code document_number} (where KYCAID's clients may send
     * it); both were masked when the document was saved.
     */
    private static String number(Evidence.DocumentFacts card) {
        return card.cardNumber() != null ? card.cardNumber() : card.documentNumber();
    }

}
