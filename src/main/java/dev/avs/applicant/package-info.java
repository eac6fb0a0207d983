/**
 * Applicants and their affiliated persons, the PROFILE check and erasure of an applicant.
 */
@ApplicationModule(allowedDependencies = {
        "account", "blocklist", "persistence", "reference", "vault", "verification", "web"
})
package dev.avs.applicant;

import org.springframework.modulith.ApplicationModule;
