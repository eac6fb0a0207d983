package dev.avs.audit;

import java.time.Instant;
import java.util.List;

/** One entry of an account's access log: ids and field names only, never the values read. */
record AuditEvent(String id, String accountId, Instant at, String actor, String action, String resourceType,
                  String resourceId, String applicantId, List<String> fields, String requestId) {
}
