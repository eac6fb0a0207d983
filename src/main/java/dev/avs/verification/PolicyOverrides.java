package dev.avs.verification;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A partial policy as an operator writes it (a form's YAML, the console's editor, the {@code policy set} command):
 * setting name to value, only the settings that differ from the defaults. {@link Policies#validate} checks it
 * against {@link Policy}'s settings and their types; stored as written, so that it is shown back as written.
 */
public record PolicyOverrides(Map<String, Object> settings) {

    public PolicyOverrides {
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    /** No override: the defaults (or, for a form, the account's policy). */
    public static PolicyOverrides none() {
        return new PolicyOverrides(Map.of());
    }
}
