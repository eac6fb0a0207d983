/**
 * Verifications, the engine, the policy, reviews and the report; the interfaces checks implement.
 */
@ApplicationModule(allowedDependencies = {"account", "cli", "persistence", "reference", "scheduling", "vault", "web"})
package dev.avs.verification;

import org.springframework.modulith.ApplicationModule;
