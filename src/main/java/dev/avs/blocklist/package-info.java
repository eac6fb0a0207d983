/**
 * An account's own blocklists, sealed and found by keyed hash; screened for that account alone.
 */
@ApplicationModule(allowedDependencies = {
        "account", "persistence", "reference", "screening", "screening :: lists", "vault", "web"
})
package dev.avs.blocklist;

import org.springframework.modulith.ApplicationModule;
