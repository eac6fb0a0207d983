/**
 * Uploads: their bounds at the door, storage (local or S3) and the one analysis of their content.
 */
@ApplicationModule(allowedDependencies = {"account", "image", "persistence", "scheduling", "vault", "web"})
package dev.avs.file;

import org.springframework.modulith.ApplicationModule;
