/**
 * HTTP only: the error envelope, request ids, limits, idempotency, field validation, cursors, the OpenAPI document.
 */
@ApplicationModule(allowedDependencies = {"persistence", "reference"})
package dev.avs.web;

import org.springframework.modulith.ApplicationModule;
