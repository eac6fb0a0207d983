/**
 * The embedded H2 database, closed to other processes before it loads.
 */
@ApplicationModule(allowedDependencies = {"cli", "persistence"})
package dev.avs.database;

import org.springframework.modulith.ApplicationModule;
