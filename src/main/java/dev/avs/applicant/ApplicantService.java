package dev.avs.applicant;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.persistence.Timestamps;
import dev.avs.verification.Verifications;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import dev.avs.web.FieldError;
import dev.avs.web.Problems;
import dev.avs.web.Values;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionTemplate;
import tools.jackson.databind.json.JsonMapper;

@Service
class ApplicantService {

    private final ApplicantRepository applicants;
    private final ApplicantInserts inserts;
    private final AffiliatedPersonRepository persons;
    private final List<ApplicantViewContributor> contributors;
    private final Verifications verifications;
    private final ApplicantViewCache cache;
    private final ViewVersions versions;
    private final TransactionTemplate rendering;
    private final JsonMapper json;
    private final Clock clock;

    ApplicantService(ApplicantRepository applicants, ApplicantInserts inserts, AffiliatedPersonRepository persons,
                     List<ApplicantViewContributor> contributors, Verifications verifications, ApplicantViewCache cache,
                     ViewVersions versions, JsonMapper json, Clock clock, PlatformTransactionManager transactions) {
        this.applicants = applicants;
        this.inserts = inserts;
        this.persons = persons;
        this.contributors = contributors;
        this.verifications = verifications;
        this.cache = cache;
        this.versions = versions;
        this.rendering = new TransactionTemplate(transactions);
        this.rendering.setPropagationBehavior(TransactionDefinition.PROPAGATION_SUPPORTS);
        this.json = json;
        this.clock = clock;
    }

    /**
     * Stored with the applicants created at the same moment ({@link ApplicantInserts}), without a transaction of its
     * own: the unique constraint, not the look-up before it, is what keeps external ids unique under concurrency.
     */
    String create(AccountId account, Values values, Problems problems) {
        String type = values.text("type");
        if (type != null) {
            ApplicantFields.rejectOtherType(type, values, problems);
        } else if (!problems.has("type")) {
            problems.add("type", "Type is required: PERSON or COMPANY");
        }
        problems.throwIfAny();
        rejectTakenExternalId(account, values.text("external_applicant_id"), null);
        String id = Ids.newId();
        Instant now = clock.instant();
        Map<String, Object> columns = new LinkedHashMap<>(values.without("type").asMap());
        columns.put("id", id);
        columns.put("account_id", account.value());
        columns.put("type", type);
        columns.put("duplicate_key", Names.duplicateKey(type, values.text("first_name"), values.text("last_name"),
                values.date("dob"), values.text("registration_country"), values.text("registration_number")));
        columns.put("created_at", Timestamps.sql(now));
        columns.put("updated_at", Timestamps.sql(now));
        try {
            inserts.insert(applicants.newRow(columns));
        } catch (DuplicateKeyException race) {
            rejectTakenExternalId(account, values.text("external_applicant_id"), null);
            throw race;
        }
        return id;
    }

    @Transactional
    String update(AccountId account, String id, Values values, Problems problems) {
        Applicant applicant = find(account, id);
        ApplicantFields.rejectOtherType(applicant.type(), values, problems);
        if (values.has("type") && !applicant.type().equals(values.text("type")) && !problems.has("type")) {
            problems.add("type", "Type cannot be changed");
        }
        if (values.nothingSent()) {
            problems.add("*", "At least one parameter should be set");
        }
        problems.throwIfAny();
        rejectTakenExternalId(account, values.text("external_applicant_id"), id);
        Map<String, Object> columns = new LinkedHashMap<>(values.without("type").asMap());
        columns.put("duplicate_key", Names.duplicateKey(applicant.type(),
                values.has("first_name") ? values.text("first_name") : applicant.firstName(),
                values.has("last_name") ? values.text("last_name") : applicant.lastName(),
                values.has("dob") ? values.date("dob") : applicant.dob(),
                values.has("registration_country") ? values.text("registration_country") : applicant.registrationCountry(),
                values.has("registration_number") ? values.text("registration_number") : applicant.registrationNumber()));
        columns.put("updated_at", Timestamps.sql(clock.instant()));
        applicants.update(account.value(), id, columns);
        applicants.bumpViewVersion(account.value(), id);
        return id;
    }

    /**
     * The JSON of {@code GET /applicants/{id}}: the cached rendering while the applicant's view version holds
     * ({@link ViewVersions}), else a fresh one. A cached answer takes no connection and no transaction machinery
     * (a twentieth of a read's CPU); a fresh one renders without a transaction (BEGIN/COMMIT would add a round
     * trip) but on one connection: SUPPORTS binds the first connection to the rendering.
     */
    byte[] viewJson(AccountId account, String id) {
        if (!Ids.isWellFormed(id)) {
            throw ApiException.notFound();
        }
        long version = versions.of(account.value(), id).orElseThrow(ApiException::notFound);
        return cache.get(account.value(), id, version).orElseGet(() -> {
            byte[] rendered = rendering.execute(status -> json.writeValueAsBytes(view(account, id)));
            cache.put(account.value(), id, version, rendered);
            return rendered;
        });
    }

    /** The view, for the API and for callbacks that embed the applicant. */
    @Transactional(propagation = Propagation.SUPPORTS)
    ApplicantView view(AccountId account, String id) {
        Applicant applicant = find(account, id);
        // only companies have affiliated persons: a person's view saves the query
        List<AffiliatedPerson> current = applicant.isCompany() ? persons.listCurrent(account.value(), id) : List.of();
        ApplicantView.Parts parts = new ApplicantView.Parts(id,
                current.stream().map(AffiliatedPerson::affiliatedPersonId).toList());
        contributors.forEach(c -> c.contribute(account, parts));
        return Views.applicant(applicant, current, parts, verifications.summaryOf(account, id));
    }

    private Applicant find(AccountId account, String id) {
        if (!Ids.isWellFormed(id)) {
            throw ApiException.notFound();
        }
        return applicants.find(account.value(), id).orElseThrow(ApiException::notFound);
    }

    private void rejectTakenExternalId(AccountId account, String external, String self) {
        if (external == null) {
            return;
        }
        applicants.findIdByExternalId(account.value(), external)
                .filter(existing -> !existing.equals(self))
                .ifPresent(existing -> {
                    throw new ApiException(ErrorType.APPLICANT_EXISTS,
                            "An applicant with this external_applicant_id already exists: " + existing,
                            List.of(new FieldError("external_applicant_id",
                                    "An applicant with this external_applicant_id already exists")),
                            Map.of("applicant_id", existing));
                });
    }
}
