/**
 * The operator command line, which finds its commands among the modules' {@code OperatorCommand} beans. A leaf.
 */
@ApplicationModule(allowedDependencies = {})
package dev.avs.cli;

import org.springframework.modulith.ApplicationModule;
