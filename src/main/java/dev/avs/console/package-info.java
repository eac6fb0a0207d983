/**
 * The web console for reviewers and admins (Spring Security for its paths only).
 */
@ApplicationModule(allowedDependencies = {
        "account", "applicant", "blocklist", "cli", "document", "face", "file", "form", "persistence", "reference",
        "vault", "verification", "web", "webhook"
})
package dev.avs.console;

import org.springframework.modulith.ApplicationModule;
