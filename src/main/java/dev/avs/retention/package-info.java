/**
 * Erasure of applicants by the account's retention policy.
 */
@ApplicationModule(allowedDependencies = {"account", "applicant", "persistence", "verification", "web"})
package dev.avs.retention;

import org.springframework.modulith.ApplicationModule;
