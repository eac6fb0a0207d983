/**
 * Ongoing screening: applicants screened again when lists or blocklists change.
 */
@ApplicationModule(allowedDependencies = {
        "account", "applicant", "blocklist", "persistence", "scheduling", "screening", "screening :: lists",
        "screening :: hits", "vault", "verification", "web"
})
package dev.avs.monitoring;

import org.springframework.modulith.ApplicationModule;
