package dev.avs.audit;

import dev.avs.persistence.Ids;
import dev.avs.web.ApiCaller;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import dev.avs.web.OneApplicantsData;
import dev.avs.web.PersonalDataRead;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.slf4j.MDC;
import org.springframework.context.event.EventListener;
import org.springframework.core.MethodParameter;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.server.ServerHttpRequest;
import org.springframework.http.server.ServerHttpResponse;
import org.springframework.http.server.ServletServerHttpRequest;
import org.springframework.http.server.ServletServerHttpResponse;
import org.springframework.lang.Nullable;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyAdvice;

/**
 * Appends a {@code read} event for every successful GET of personal data through the API: which key, when, which
 * resource, whose data (the applicant read, or the {@code applicant_id} of the view being written) and which parts
 * of it. The event is committed before the body is written: a read whose event the database refuses is answered
 * 503 with nothing of the data, so that no read goes unrecorded. A failed read (any status but 200) is not a read.
 * Reports, whose rows the handler reads (and for a CSV writes itself), say so with {@link PersonalDataRead}.
 */
@ControllerAdvice
class ReadAudit implements ResponseBodyAdvice<Object>, HandlerInterceptor {

    /**
     * The API's reads of personal data: resource type, its id's path variable (null: a list), the parts read, and
     * whether its event is handed over before the handler runs (see {@link #preHandle}).
     */
    private record Read(String resourceType, String idVariable, List<String> fields, boolean early) {

        Read(String resourceType, String idVariable, List<String> fields) {
            this(resourceType, idVariable, fields, false);
        }
    }

    private static final String EARLY = ReadAudit.class.getName() + ".early";

    private static final Map<String, Read> READS = Map.ofEntries(
            Map.entry("/applicants/{applicantId}", new Read("applicant", "applicantId",
                    List.of("profile", "addresses", "documents", "affiliated_persons"), true)),
            Map.entry("/documents/{documentId}", new Read("document", "documentId", List.of("document", "extracted"))),
            Map.entry("/documents/{documentId}/download", new Read("document", "documentId", List.of("files"))),
            Map.entry("/addresses/{addressId}", new Read("address", "addressId", List.of("address"))),
            Map.entry("/files/{fileId}", new Read("file", "fileId", List.of("metadata"))),
            Map.entry("/files/{fileId}/content", new Read("file", "fileId", List.of("content"))),
            Map.entry("/verifications/{verificationId}", new Read("verification", "verificationId",
                    List.of("checks"))),
            Map.entry("/verifications/{verificationId}/evidence", new Read("verification", "verificationId",
                    List.of("evidence"))),
            Map.entry("/verifications/{verificationId}/events", new Read("verification", "verificationId",
                    List.of("callbacks"))),
            Map.entry("/monitoring/alerts", new Read("monitoring_alert", null, List.of("alerts"))));

    private final AuditLog log;

    ReadAudit(AuditLog log) {
        this.log = log;
    }

    @Override
    public boolean supports(MethodParameter returnType, Class<? extends HttpMessageConverter<?>> converterType) {
        return true;
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object beforeBodyWrite(@Nullable Object body, MethodParameter returnType, MediaType contentType,
                                  Class<? extends HttpMessageConverter<?>> converterType, ServerHttpRequest request,
                                  ServerHttpResponse response) {
        if (!(request instanceof ServletServerHttpRequest servlet) || !(response instanceof ServletServerHttpResponse out)
                || out.getServletResponse().getStatus() != 200) {
            return body;
        }
        HttpServletRequest http = servlet.getServletRequest();
        Read read = readOf(http);
        if (read == null || ApiCaller.of(http) == null) {
            return body;
        }
        if (http.getAttribute(EARLY) instanceof Supplier<?> early) {
            await(early);
            return body;
        }
        Map<String, String> variables = (Map<String, String>) http.getAttribute(
                HandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE);
        String id;
        String applicantId;
        if (read.idVariable() != null) {
            id = variables == null ? null : variables.get(read.idVariable());
            applicantId = "applicant".equals(read.resourceType()) ? id
                    : applicantOf(body);
        } else {
            String filter = http.getParameter("applicant_id");
            applicantId = filter != null && Ids.isWellFormed(filter) ? filter : null;
            id = applicantId == null ? "all" : applicantId;
        }
        if (id != null) {
            record(http, new PersonalDataRead(read.resourceType(), id, applicantId, read.fields()));
        }
        return body;
    }

    /**
     * The read of one applicant hands its event over before the handler runs, and waits for it only before its
     * body is written: the event then goes to the database in the same round trip as the read's own version
     * check ({@code RoundTrips}), and the read waits for one round, not two.
     */
    @Override
    public boolean preHandle(HttpServletRequest http, HttpServletResponse response, Object handler) {
        Read read = readOf(http);
        ApiCaller caller = ApiCaller.of(http);
        if (read != null && read.early() && caller != null
                && http.getAttribute(HandlerMapping.URI_TEMPLATE_VARIABLES_ATTRIBUTE) instanceof Map<?, ?> variables
                && variables.get(read.idVariable()) instanceof String id && Ids.isWellFormed(id)) {
            try {
                http.setAttribute(EARLY, log.submitApplicantRead(caller.accountId(), "api_key:" + caller.keyId(), id,
                        read.fields(), MDC.get("request_id")));
            } catch (RuntimeException e) {
                throw unrecorded();   // the log's queue full: refused, as a read whose event is refused
            }
        }
        return true;
    }

    /** Whose data a view is: a typed view says so, a map view by its {@code applicant_id}; else null. */
    private static String applicantOf(@Nullable Object body) {
        if (body instanceof OneApplicantsData view) {
            return view.applicantId();
        }
        return body instanceof Map<?, ?> view && view.get("applicant_id") instanceof String a ? a : null;
    }

    /** The read of personal data this request is, by its mapping's pattern: null for any other request. */
    private static Read readOf(HttpServletRequest http) {
        Object pattern = http.getAttribute(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE);
        return pattern == null || !"GET".equals(http.getMethod()) ? null : READS.get(pattern.toString());
    }

    private static void await(Supplier<?> event) {
        try {
            event.get();
        } catch (RuntimeException e) {
            throw unrecorded();
        }
    }

    private static ApiException unrecorded() {
        return new ApiException(ErrorType.UNAVAILABLE, "The read could not be recorded in the access log, so"
                + " nothing was returned; retry shortly");
    }

    /** A handler about to write personal data itself: recorded now, or refused. */
    @EventListener
    void on(PersonalDataRead read) {
        if (RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes attributes) {
            record(attributes.getRequest(), read);
        }
    }

    private void record(HttpServletRequest request, PersonalDataRead read) {
        ApiCaller caller = ApiCaller.of(request);
        if (caller == null) {
            return;
        }
        try {
            log.record(caller.accountId(), "api_key:" + caller.keyId(), "read", read.resourceType(),
                    read.resourceId(), read.applicantId(), read.fields(), MDC.get("request_id"));
        } catch (RuntimeException e) {
            throw unrecorded();
        }
    }
}
