package dev.avs.verification;

import dev.avs.account.AccountId;
import dev.avs.web.Timestamps;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The effective policy of a verification: the defaults, then the account's overrides, then the form's. Its
 * version is the policy's name and a hash of its canonical JSON, so equal policies share a version and any
 * change gets a new one.
 */
@Service
public class PolicyService {

    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };

    private final Policy defaults;
    private final JdbcClient jdbc;
    private final JsonMapper json;
    private final JsonMapper canonical;
    private final Clock clock;

    PolicyService(VerificationProperties properties, JdbcClient jdbc, JsonMapper json, Clock clock) {
        this.defaults = properties.policy();
        this.jdbc = jdbc;
        this.json = json;
        this.canonical = json.rebuild()
                .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                .build();
        this.clock = clock;
    }

    public Policy effective(AccountId account, Map<String, Object> formOverrides) {
        Map<String, Object> merged = toMap(defaults);
        merge(merged, accountOverrides(account));
        merge(merged, formOverrides == null ? Map.of() : formOverrides);
        return versioned(fromMap(merged));
    }

    /** The account's overrides, as stored (snake_case keys). */
    public Map<String, Object> accountOverrides(AccountId account) {
        Optional<String> stored = jdbc.sql("SELECT overrides FROM account_policy WHERE account_id = :account")
                .param("account", account.value()).query(String.class).optional();
        return stored.map(text -> json.readValue(text, MAP)).orElse(Map.of());
    }

    /** Replaces the account's overrides after checking that they make a valid policy; returns the effective one. */
    public Policy setAccountOverrides(AccountId account, Map<String, Object> overrides) {
        Policy effective = validate(overrides);
        String text = json.writeValueAsString(overrides);
        int updated = jdbc.sql("UPDATE account_policy SET overrides = :overrides, updated_at = :now WHERE account_id = :account")
                .param("overrides", text).param("now", Timestamps.sql(clock.instant())).param("account", account.value())
                .update();
        if (updated == 0) {
            jdbc.sql("INSERT INTO account_policy (account_id, overrides, updated_at) VALUES (:account, :overrides, :now)")
                    .param("account", account.value()).param("overrides", text)
                    .param("now", Timestamps.sql(clock.instant()))
                    .update();
        }
        return effective;
    }

    /** Checks overrides against the policy's fields and types; throws IllegalArgumentException naming the problem. */
    public Policy validate(Map<String, Object> overrides) {
        Map<String, Object> base = toMap(defaults);
        for (String key : overrides.keySet()) {
            if (!base.containsKey(key) || key.equals("version")) {
                throw new IllegalArgumentException("Unknown policy setting " + key + "; known: " + base.keySet());
            }
        }
        merge(base, overrides);
        try {
            return versioned(fromMap(base));
        } catch (JacksonException e) {
            throw new IllegalArgumentException("Invalid policy value: " + e.getOriginalMessage());
        }
    }

    private Policy versioned(Policy policy) {
        Policy unversioned = policy.withVersion(null);
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(canonical.writeValueAsString(unversioned).getBytes(StandardCharsets.UTF_8));
            return policy.withVersion(policy.name() + "@" + HexFormat.of().formatHex(digest).substring(0, 12));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private Map<String, Object> toMap(Policy policy) {
        return new LinkedHashMap<>(json.convertValue(policy, MAP));
    }

    private Policy fromMap(Map<String, Object> map) {
        return json.convertValue(map, Policy.class);
    }

    /** Overrides replace values, except {@code weights}, which is merged code by code. */
    @SuppressWarnings("unchecked")
    private static void merge(Map<String, Object> target, Map<String, Object> overrides) {
        overrides.forEach((key, value) -> {
            if (key.equals("weights") && value instanceof Map<?, ?> weights && target.get(key) instanceof Map<?, ?> base) {
                Map<String, Object> mergedWeights = new LinkedHashMap<>((Map<String, Object>) base);
                mergedWeights.putAll((Map<String, Object>) weights);
                target.put(key, mergedWeights);
            } else {
                target.put(key, value);
            }
        });
    }
}
