package dev.avs.verification;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/** The checks the modules of this service implement, by type. */
@Component
class CheckRegistry {

    private final Map<CheckType, VerificationCheck> checks = new EnumMap<>(CheckType.class);

    CheckRegistry(List<VerificationCheck> checks) {
        for (VerificationCheck check : checks) {
            if (this.checks.put(check.type(), check) != null) {
                throw new IllegalStateException("Two checks of type " + check.type());
            }
        }
    }

    Optional<VerificationCheck> find(CheckType type) {
        return Optional.ofNullable(checks.get(type));
    }

    boolean has(CheckType type) {
        return checks.containsKey(type);
    }
}
