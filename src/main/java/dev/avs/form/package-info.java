/**
 * Form configuration and form URLs; {@code form.page} the hosted pages an applicant fills in.
 */
@ApplicationModule(allowedDependencies = {
        "account", "address", "applicant", "cli", "document", "face", "file", "persistence", "reading", "reference",
        "scheduling", "vault", "verification", "web"
})
package dev.avs.form;

import org.springframework.modulith.ApplicationModule;
