/**
 * The durable job queues and the bounded attempts of jobs that could take a node down.
 */
@ApplicationModule(allowedDependencies = {"persistence"})
package dev.avs.scheduling;

import org.springframework.modulith.ApplicationModule;
