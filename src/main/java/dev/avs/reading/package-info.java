/**
 * Reading photos of documents: the MRZ, the visual zone and a page's printed words.
 */
@ApplicationModule(allowedDependencies = {"account", "file", "image", "mrz", "persistence", "reference", "vault"})
package dev.avs.reading;

import org.springframework.modulith.ApplicationModule;
