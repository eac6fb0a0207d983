package dev.avs.applicant;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.persistence.Timestamps;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import dev.avs.web.Field;
import dev.avs.web.FieldSet;
import dev.avs.web.Problems;
import dev.avs.web.Values;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Affiliated persons of company applicants, with the rules that span persons: one AUTHORISED person per
 * applicant, and BENEFICIAL shares summing to at most 100. The applicant row is locked while they are checked,
 * so two concurrent requests cannot both pass.
 */
@Service
class AffiliatedPersonService {

    static final String AUTHORISED = "AUTHORISED";
    static final String BENEFICIAL = "BENEFICIAL";
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    static final FieldSet FIELDS = FieldSet.of(
            Field.id("applicant_id", "Applicant id"),
            Field.choice("type", "Type", Set.of(AUTHORISED, BENEFICIAL, "DIRECTOR")),
            Field.personName("first_name", "First name", 64),
            Field.personName("middle_name", "Middle name", 64),
            Field.personName("last_name", "Last name", 64),
            Field.text("title", "Title", 36),
            Field.decimal("share", "Share", BigDecimal.ZERO, HUNDRED),
            Field.birthDate("dob", "Date of birth"),
            Field.country("nationality", "Nationality"),
            Field.country("residence_country", "Country of residence"),
            Field.email("email", "Email"),
            Field.phone("phone", "Phone"));

    private final AffiliatedPersonRepository persons;
    private final ApplicantRepository applicants;
    private final ApplicationEventPublisher events;
    private final Clock clock;

    AffiliatedPersonService(AffiliatedPersonRepository persons, ApplicantRepository applicants,
                            ApplicationEventPublisher events, Clock clock) {
        this.persons = persons;
        this.applicants = applicants;
        this.events = events;
        this.clock = clock;
    }

    @Transactional
    String create(AccountId account, Values values, Problems problems) {
        FIELDS.require(values, problems, List.of("applicant_id", "type", "first_name", "last_name", "dob", "nationality"));
        requireForType(values.text("type"), values.text("title"), values.decimal("share"), problems);
        problems.throwIfAny();
        String applicantId = values.text("applicant_id");
        Applicant applicant = lockApplicant(account, applicantId);
        if (!applicant.isCompany()) {
            throw ApiException.validation("applicant_id", "Affiliated persons belong to COMPANY applicants only");
        }
        String id = Ids.newId();
        checkCompanyRules(account, applicantId, id, values.text("type"), values.decimal("share"));
        Instant now = clock.instant();
        Map<String, Object> columns = new LinkedHashMap<>(values.asMap());
        columns.put("id", id);
        columns.put("account_id", account.value());
        columns.put("created_at", Timestamps.sql(now));
        columns.put("updated_at", Timestamps.sql(now));
        persons.insert(columns);
        applicants.bumpViewVersion(account.value(), applicantId);
        return id;
    }

    @Transactional
    String update(AccountId account, String id, Values values, Problems problems) {
        AffiliatedPerson person = find(account, id);
        if (values.has("applicant_id") && !person.applicantId().equals(values.text("applicant_id"))) {
            problems.add("applicant_id", "An affiliated person cannot move to another applicant");
        }
        for (String required : List.of("type", "first_name", "last_name", "dob", "nationality")) {
            if (values.has(required) && values.get(required) == null && !problems.has(required)) {
                problems.add(required, FIELDS.field(required).label() + " is required");
            }
        }
        if (values.nothingSent()) {
            problems.add("*", "At least one parameter should be set");
        }
        String type = values.has("type") && values.text("type") != null ? values.text("type") : person.type();
        String title = values.has("title") ? values.text("title") : person.title();
        BigDecimal share = values.has("share") ? values.decimal("share") : person.share();
        requireForType(type, title, share, problems);
        problems.throwIfAny();
        lockApplicant(account, person.applicantId());
        checkCompanyRules(account, person.applicantId(), id, type, share);
        Map<String, Object> columns = new LinkedHashMap<>(values.without("applicant_id").asMap());
        columns.put("updated_at", Timestamps.sql(clock.instant()));
        persons.update(account.value(), id, columns);
        applicants.bumpViewVersion(account.value(), person.applicantId());
        return id;
    }

    /**
     * Removes the person from the applicant's current data. Its addresses and documents go with it, except those
     * a verification pinned, which stay with that verification; so does the person's row then.
     */
    @Transactional
    String delete(AccountId account, String id) {
        AffiliatedPerson person = find(account, id);
        lockApplicant(account, person.applicantId());
        events.publishEvent(new AffiliatedPersonRemoved(account, person.applicantId(), id));
        if (person.pinned()) {
            persons.markRemoved(account.value(), id, clock.instant());
        } else {
            persons.delete(account.value(), id);
        }
        applicants.bumpViewVersion(account.value(), person.applicantId());
        return id;
    }

    private AffiliatedPerson find(AccountId account, String id) {
        if (!Ids.isWellFormed(id)) {
            throw ApiException.notFound();
        }
        return persons.find(account.value(), id).orElseThrow(ApiException::notFound);
    }

    private Applicant lockApplicant(AccountId account, String applicantId) {
        if (!Ids.isWellFormed(applicantId)) {
            throw ApiException.notFound("applicant_id", "Applicant");
        }
        return applicants.lock(account.value(), applicantId)
                .orElseThrow(() -> ApiException.notFound("applicant_id", "Applicant"));
    }

    private static void requireForType(String type, String title, BigDecimal share, Problems problems) {
        if (AUTHORISED.equals(type) && title == null && !problems.has("title")) {
            problems.add("title", "Title is required for an AUTHORISED person");
        }
        if (BENEFICIAL.equals(type) && share == null && !problems.has("share")) {
            problems.add("share", "Share is required for a BENEFICIAL person");
        }
    }

    private void checkCompanyRules(AccountId account, String applicantId, String self, String type, BigDecimal share) {
        List<AffiliatedPerson> others = persons.listCurrent(account.value(), applicantId).stream()
                .filter(p -> !p.affiliatedPersonId().equals(self))
                .toList();
        if (AUTHORISED.equals(type) && others.stream().anyMatch(p -> AUTHORISED.equals(p.type()))) {
            throw new ApiException(ErrorType.DUPLICATE_DATA, "The applicant already has an AUTHORISED person", "type");
        }
        if (BENEFICIAL.equals(type)) {
            BigDecimal total = others.stream()
                    .filter(p -> BENEFICIAL.equals(p.type()))
                    .map(AffiliatedPerson::share)
                    .filter(Objects::nonNull)
                    .reduce(share, BigDecimal::add);
            if (total.compareTo(HUNDRED) > 0) {
                throw ApiException.validation("share", "The shares of the beneficial owners would sum to "
                        + total.stripTrailingZeros().toPlainString() + ", more than 100");
            }
        }
    }
}
