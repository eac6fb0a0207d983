package dev.avs.audit;

import dev.avs.web.ApiCaller;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import java.util.Map;
import org.springframework.lang.Nullable;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.HandlerMapping;

/**
 * Appends a {@code read} event for every successful GET of personal data through the API: which key, when, which
 * resource (and its applicant, when the path or the view names it: {@link ReadSubject}) and which parts of it
 * (the fields of a profile, a file's content). Runs as the response completes, for the answer's status; a failed
 * read is not a read.
 */
@Component
class ReadAudit implements HandlerInterceptor {

    /** The API's reads of personal data: path pattern → resource type, its id's path variable, the parts read. */
    private record Read(String resourceType, String idVariable, List<String> fields) {
    }

    private static final Map<String, Read> READS = Map.of(
            "/applicants/{applicantId}", new Read("applicant", "applicantId",
                    List.of("profile", "addresses", "documents", "affiliated_persons")),
            "/documents/{documentId}", new Read("document", "documentId", List.of("document", "extracted")),
            "/documents/{documentId}/download", new Read("document", "documentId", List.of("files")),
            "/addresses/{addressId}", new Read("address", "addressId", List.of("address")),
            "/files/{fileId}", new Read("file", "fileId", List.of("metadata")),
            "/files/{fileId}/content", new Read("file", "fileId", List.of("content")),
            "/verifications/{verificationId}", new Read("verification", "verificationId", List.of("checks")),
            "/verifications/{verificationId}/evidence", new Read("verification", "verificationId",
                    List.of("evidence")),
            "/verifications/{verificationId}/events", new Read("verification", "verificationId",
                    List.of("callbacks")));

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(ReadAudit.class);

    private final AuditLog log;

    ReadAudit(AuditLog log) {
        this.log = log;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void afterCompletion(HttpServletRequest request, HttpServletResponse response, Object handler,
                                @Nullable Exception ex) {
        ApiCaller caller = ApiCaller.of(request);
        if (caller == null || !"GET".equals(request.getMethod()) || response.getStatus() != 200 || ex != null) {
            return;
        }
        Object pattern = request.getAttribute(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE);
        Read read = pattern == null ? null : READS.get(pattern.toString());
        if (read == null) {
            return;
        }
        Map<String, String> variables = (Map<String, String>) request.getAttribute(
                HandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE);
        String id = variables == null ? null : variables.get(read.idVariable());
        if (id == null) {
            return;
        }
        String applicantId = "applicant".equals(read.resourceType()) ? id
                : (String) request.getAttribute(ReadSubject.APPLICANT);
        try {
            log.record(caller.accountId(), "api_key:" + caller.keyId(), "read", read.resourceType(), id, applicantId,
                    read.fields(), org.slf4j.MDC.get("request_id"));
        } catch (RuntimeException e) {
            // the answer is on its way: what is left is to say loudly that the log misses a read
            LOG.error("A read of a {} was not recorded in the access log: {}", read.resourceType(), e.getMessage());
        }
    }
}
