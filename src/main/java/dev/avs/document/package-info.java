/**
 * Documents, their sides and what is read from them; the DOCUMENT check.
 */
@ApplicationModule(allowedDependencies = {
        "aamva", "account", "applicant", "blocklist", "decoding", "file", "image", "mrz", "persistence", "reading",
        "reference", "vault", "verification", "web"
})
package dev.avs.document;

import org.springframework.modulith.ApplicationModule;
