/**
 * The FINANCIAL check: what a statement says.
 */
@ApplicationModule(allowedDependencies = {"account", "decoding", "file", "reading", "reference", "verification"})
package dev.avs.financial;

import org.springframework.modulith.ApplicationModule;
