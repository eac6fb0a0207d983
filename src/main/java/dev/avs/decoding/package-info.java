/**
 * Applicants' videos and PDFs decoded in decoder processes outside the service's JVM. A leaf.
 */
@ApplicationModule(allowedDependencies = {})
package dev.avs.decoding;

import org.springframework.modulith.ApplicationModule;
