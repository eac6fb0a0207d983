package dev.avs.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * The outermost filter: a failure that escapes the filters (the API key's lookup, the idempotency record, the
 * console's session, Spring Security's chain) becomes the envelope here, through {@link ErrorResponses}, as a
 * controller's does, instead of reaching the servlet container, which would log its stack trace and answer 500
 * whatever it was; a database that cannot be reached is then 503 like anywhere else. What the failed request had set
 * (its status, a {@code Location}) is dropped. A response already committed is left to the container.
 */
class FailureFilter extends OncePerRequestFilter {

    private final ErrorResponses errors;

    FailureFilter(ErrorResponses errors) {
        this.errors = errors;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        try {
            chain.doFilter(request, response);
        } catch (IOException | ServletException | RuntimeException e) {
            if (response.isCommitted()) {
                throw e;
            }
            Throwable failure = e instanceof ServletException wrapper && wrapper.getCause() != null
                    ? wrapper.getCause() : e;
            response.reset();
            errors.write(errors.translate(failure), request, response);
        }
    }
}
