/**
 * Facts every module shares: document types, countries, payment card numbers. A leaf.
 */
@ApplicationModule(allowedDependencies = {})
package dev.avs.reference;

import org.springframework.modulith.ApplicationModule;
