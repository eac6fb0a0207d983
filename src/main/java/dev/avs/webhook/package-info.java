/**
 * Signed callbacks: the outbox, deliveries and their retries.
 */
@ApplicationModule(allowedDependencies = {
        "account", "applicant", "form", "monitoring", "persistence", "scheduling", "vault", "verification", "web"
})
package dev.avs.webhook;

import org.springframework.modulith.ApplicationModule;
