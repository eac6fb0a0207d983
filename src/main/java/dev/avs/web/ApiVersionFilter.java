package dev.avs.web;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Pins a dated API version per request. Only one version exists so far; the filter is where a second one
 * announces {@code Deprecation}/{@code Sunset} for the first.
 */
class ApiVersionFilter extends OncePerRequestFilter {

    static final String HEADER = "Api-Version";

    private final WebProperties.Versions versions;
    private final ErrorResponses errors;

    ApiVersionFilter(WebProperties.Versions versions, ErrorResponses errors) {
        this.versions = versions;
        this.errors = errors;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String asked = request.getHeader(HEADER);
        String served = asked == null || asked.isBlank() ? versions.current() : asked.trim();
        if (!versions.supported().contains(served)) {
            response.setHeader(HEADER, versions.current());
            errors.write(ApiException.badRequest("Unknown Api-Version " + sanitize(served)
                    + "; supported: " + String.join(", ", versions.supported())), request, response);
            return;
        }
        response.setHeader(HEADER, served);
        chain.doFilter(request, response);
    }

    private static String sanitize(String value) {
        String printable = value.replaceAll("[^0-9A-Za-z-]", "?");
        return printable.length() > 20 ? printable.substring(0, 20) + "…" : printable;
    }
}
