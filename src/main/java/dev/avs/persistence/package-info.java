/**
 * Explicit SQL helpers, side pools, grouped calls, work after commit, owner-only files. A leaf.
 */
@ApplicationModule(allowedDependencies = {})
package dev.avs.persistence;

import org.springframework.modulith.ApplicationModule;
