/**
 * Sanctions, PEP and other lists, and the AML check; {@code lists} the sources, {@code matching} the matcher.
 */
@ApplicationModule(allowedDependencies = {"account", "persistence", "verification", "web"})
package dev.avs.screening;

import org.springframework.modulith.ApplicationModule;
