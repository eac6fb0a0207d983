package dev.avs.audit;

import java.util.Map;
import org.springframework.core.MethodParameter;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.server.ServerHttpRequest;
import org.springframework.http.server.ServerHttpResponse;
import org.springframework.http.server.ServletServerHttpRequest;
import org.springframework.lang.Nullable;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.ResponseBodyAdvice;

/**
 * Whose data a read returned, when the path does not say (a document, an address, a verification): the
 * {@code applicant_id} of the view being written. {@link ReadAudit} puts it in the read's event, so that the
 * account's question "who read this person's data" ({@code GET /audit-events?applicant_id=}) finds those reads too.
 */
@ControllerAdvice
class ReadSubject implements ResponseBodyAdvice<Object> {

    static final String APPLICANT = ReadSubject.class.getName() + ".applicant";

    @Override
    public boolean supports(MethodParameter returnType, Class<? extends HttpMessageConverter<?>> converterType) {
        return Map.class.isAssignableFrom(returnType.getParameterType());
    }

    @Override
    public Object beforeBodyWrite(@Nullable Object body, MethodParameter returnType, MediaType contentType,
                                  Class<? extends HttpMessageConverter<?>> converterType, ServerHttpRequest request,
                                  ServerHttpResponse response) {
        if (body instanceof Map<?, ?> view && view.get("applicant_id") instanceof String applicantId
                && request instanceof ServletServerHttpRequest servlet) {
            servlet.getServletRequest().setAttribute(APPLICANT, applicantId);
        }
        return body;
    }
}
