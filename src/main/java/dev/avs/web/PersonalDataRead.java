package dev.avs.web;

import java.util.List;

/**
 * Published by a handler that writes personal data to the response itself (a streamed report), just before it
 * writes: the access log records the read, and a read it cannot record is refused (the listener throws, the
 * handler has written nothing yet). Reads answered with a view are recorded without this, by the access log's
 * response advice.
 *
 * @param resourceType what was read ({@code report}, ...)
 * @param resourceId   which one, or what part of it (a report's period)
 * @param applicantId  whose data, when it is one applicant's; else null
 * @param fields       the parts read, never their values
 */
public record PersonalDataRead(String resourceType, String resourceId, String applicantId, List<String> fields) {
}
