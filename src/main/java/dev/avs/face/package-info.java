/**
 * The face engine, face analysis of uploads, the FACIAL and VIDEO checks and selfie clips.
 */
@ApplicationModule(allowedDependencies = {
        "account", "decoding", "file", "image", "persistence", "reference", "vault", "verification"
})
package dev.avs.face;

import org.springframework.modulith.ApplicationModule;
