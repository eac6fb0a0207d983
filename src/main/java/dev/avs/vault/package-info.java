/**
 * Every key and cipher: the installation key, account key rings, sealed fields and files, rotation.
 */
@ApplicationModule(allowedDependencies = {"persistence", "scheduling", "web"})
package dev.avs.vault;

import org.springframework.modulith.ApplicationModule;
