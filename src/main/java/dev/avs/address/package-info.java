/**
 * Applicants' addresses and the ADDRESS check.
 */
@ApplicationModule(allowedDependencies = {
        "account", "applicant", "persistence", "reference", "vault", "verification", "web"
})
package dev.avs.address;

import org.springframework.modulith.ApplicationModule;
