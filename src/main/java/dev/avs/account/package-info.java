/**
 * Accounts, their API keys and webhook settings, the authentication filter and the first start.
 */
@ApplicationModule(allowedDependencies = {"cli", "persistence", "vault", "web"})
package dev.avs.account;

import org.springframework.modulith.ApplicationModule;
