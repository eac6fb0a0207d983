package dev.avs.verification;

import dev.avs.account.AccountId;
import dev.avs.persistence.Timestamps;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.codec.digest.DigestUtils;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The effective policy of a verification: the defaults, then the account's overrides, then its form's. The
 * version is the policy's name and a hash of its canonical JSON, so equal policies share a version and any change
 * gets a new one.
 */
@Service
public class Policies {

    private static final String ACCOUNT_SCOPE = "account";
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };

    private final Policy defaults;
    private final JdbcClient jdbc;
    private final JsonMapper json;
    private final JsonMapper canonical;
    private final Clock clock;
    /** Each check validates its own settings. */
    private final List<VerificationCheck> checks;
    /** Most accounts override nothing: their policy is computed once. */
    private final Policy defaultPolicy;

    Policies(VerificationProperties properties, JdbcClient jdbc, JsonMapper json, Clock clock,
             List<VerificationCheck> checks) {
        this.checks = checks;
        this.defaults = properties.policy();
        this.jdbc = jdbc;
        this.json = json;
        this.canonical = json.rebuild()
                .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                .build();
        this.clock = clock;
        this.defaultPolicy = versioned(defaults);
    }

    /** The policy for a verification of the account, under a form or not ({@code formId} null). */
    public Policy effective(AccountId account, String formId) {
        Map<String, String> stored = new java.util.HashMap<>();
        jdbc.sql("SELECT scope, overrides FROM policy_override WHERE account_id = :account AND scope IN (:scopes)")
                .param("account", account.value())
                .param("scopes", formId == null ? List.of(ACCOUNT_SCOPE) : List.of(ACCOUNT_SCOPE, formId))
                .query((rs, n) -> stored.put(rs.getString(1), rs.getString(2)))
                .list();
        if (stored.isEmpty()) {
            return defaultPolicy;
        }
        Map<String, Object> merged = toMap(defaults);
        if (stored.containsKey(ACCOUNT_SCOPE)) {
            merge(merged, json.readValue(stored.get(ACCOUNT_SCOPE), MAP));
        }
        if (formId != null && stored.containsKey(formId)) {
            merge(merged, json.readValue(stored.get(formId), MAP));
        }
        return versioned(fromMap(merged));
    }

    /** The stored overrides of the account ({@code formId} null) or of one of its forms. */
    public PolicyOverrides overrides(AccountId account, String formId) {
        Optional<String> stored = jdbc.sql("SELECT overrides FROM policy_override WHERE account_id = :account AND scope = :scope")
                .param("account", account.value()).param("scope", scope(formId)).query(String.class).optional();
        return stored.map(text -> new PolicyOverrides(json.readValue(text, MAP))).orElse(PolicyOverrides.none());
    }

    /** Replaces the overrides after checking that they make a valid policy; returns the effective policy. */
    @Transactional
    public Policy setOverrides(AccountId account, String formId, PolicyOverrides overrides) {
        validate(overrides);
        String text = json.writeValueAsString(overrides.settings());
        int updated = jdbc.sql("""
                UPDATE policy_override SET overrides = :overrides, updated_at = :now
                WHERE account_id = :account AND scope = :scope""")
                .param("overrides", text).param("now", Timestamps.sql(clock.instant()))
                .param("account", account.value()).param("scope", scope(formId))
                .update();
        if (updated == 0) {
            jdbc.sql("""
                    INSERT INTO policy_override (account_id, scope, overrides, updated_at)
                    VALUES (:account, :scope, :overrides, :now)""")
                    .param("account", account.value()).param("scope", scope(formId)).param("overrides", text)
                    .param("now", Timestamps.sql(clock.instant()))
                    .update();
        }
        return effective(account, formId);
    }

    /** Overrides for the account as a whole. */
    public Policy setAccountOverrides(AccountId account, PolicyOverrides overrides) {
        return setOverrides(account, null, overrides);
    }

    /** Checks overrides against the policy's fields and types; throws IllegalArgumentException naming the problem. */
    public Policy validate(PolicyOverrides overrides) {
        return validate(overrides.settings());
    }

    private Policy validate(Map<String, Object> overrides) {
        Map<String, Object> base = toMap(defaults);
        for (String key : overrides.keySet()) {
            if (!base.containsKey(key) || key.equals("version")) {
                base.remove("version");
                throw new IllegalArgumentException("Unknown policy setting " + key + "; known: " + base.keySet());
            }
        }
        merge(base, overrides);
        try {
            Policy policy = versioned(fromMap(base));
            checks.forEach(check -> check.validate(policy));
            return policy;
        } catch (JacksonException | IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid policy value: " + (e instanceof JacksonException j
                    ? j.getOriginalMessage() : e.getMessage()));
        }
    }

    private Policy versioned(Policy policy) {
        Policy unversioned = policy.withVersion(null);
        return policy.withVersion(policy.name() + "@"
                + DigestUtils.sha256Hex(canonical.writeValueAsString(unversioned)).substring(0, 12));
    }

    private static String scope(String formId) {
        return formId == null ? ACCOUNT_SCOPE : formId;
    }

    private Map<String, Object> toMap(Policy policy) {
        return new LinkedHashMap<>(json.convertValue(policy, MAP));
    }

    private Policy fromMap(Map<String, Object> map) {
        return json.convertValue(map, Policy.class);
    }

    /** Overrides replace values, except {@code weights} and {@code aml_lists}, which are merged key by key. */
    @SuppressWarnings("unchecked")
    private static void merge(Map<String, Object> target, Map<String, Object> overrides) {
        overrides.forEach((key, value) -> {
            if ((key.equals("weights") || key.equals("aml_lists")) && value instanceof Map<?, ?> weights && target.get(key) instanceof Map<?, ?> base) {
                Map<String, Object> mergedWeights = new LinkedHashMap<>((Map<String, Object>) base);
                mergedWeights.putAll((Map<String, Object>) weights);
                target.put(key, mergedWeights);
            } else {
                target.put(key, value);
            }
        });
    }
}
