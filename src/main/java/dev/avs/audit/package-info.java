/**
 * The access log: who read or changed whose personal data.
 */
@ApplicationModule(allowedDependencies = {"account", "applicant", "persistence", "verification", "web"})
package dev.avs.audit;

import org.springframework.modulith.ApplicationModule;
