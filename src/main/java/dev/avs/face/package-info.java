/**
 * The face engine, face analysis of uploads, the FACIAL and VIDEO checks, selfie clips and the live-selfie
 * challenges a client draws through the API.
 */
@ApplicationModule(allowedDependencies = {
        "account", "applicant", "decoding", "file", "image", "persistence", "reference", "vault", "verification", "web"
})
package dev.avs.face;

import org.springframework.modulith.ApplicationModule;
