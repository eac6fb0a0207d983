/**
 * ICAO 9303 machine-readable zones, pure: layouts, check digits, parsing, names. A leaf.
 */
@ApplicationModule(allowedDependencies = {})
package dev.avs.mrz;

import org.springframework.modulith.ApplicationModule;
