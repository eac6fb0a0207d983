package dev.avs.account;

import dev.avs.web.ApiCaller;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorResponses;
import dev.avs.web.ErrorType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Resolves {@code Authorization: Token <key>} ({@code Bearer <key>} and a bare key too) to the calling account.
 * Unknown or missing: 401; revoked key or disabled account: 403. Only health probes, the API description and
 * the hosted form pages are public; the console (/console) signs its users in itself (Spring Security).
 */
class AuthenticationFilter extends OncePerRequestFilter {

    private static final List<String> PUBLIC_PREFIXES = List.of("/actuator/", "/form/", "/assets/", "/console/");
    private static final List<String> PUBLIC_PATHS = List.of("/openapi.yaml", "/openapi.json", "/favicon.ico", "/error");

    private final AccountRepository accounts;
    private final KeyCache cache;
    private final ErrorResponses errors;

    AuthenticationFilter(AccountRepository accounts, KeyCache cache, ErrorResponses errors) {
        this.accounts = accounts;
        this.cache = cache;
        this.errors = errors;
    }

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        String path = request.getRequestURI();
        return PUBLIC_PATHS.contains(path) || PUBLIC_PREFIXES.stream().anyMatch(path::startsWith)
                || path.equals("/actuator") || path.equals("/console");
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        java.util.Enumeration<String> headers = request.getHeaders("Authorization");
        if (headers != null && headers.hasMoreElements()) {
            headers.nextElement();
            if (headers.hasMoreElements()) {
                // which one a proxy or the container would take is not defined: refuse rather than guess
                errors.write(ApiException.badRequest("Send one Authorization header, not several"), request, response);
                return;
            }
        }
        String key = keyOf(request.getHeader("Authorization"));
        if (key == null) {
            errors.write(new ApiException(ErrorType.UNAUTHORIZED,
                    "Send your API key as Authorization: Token <key>"), request, response);
            return;
        }
        AccountRepository.KeyOwner owner = ApiKeys.isWellFormed(key)
                ? cache.get(ApiKeys.hash(key), accounts::findKeyOwner).orElse(null)
                : null;
        if (owner == null) {
            errors.write(new ApiException(ErrorType.UNAUTHORIZED, "The API key is not valid"), request, response);
            return;
        }
        if (owner.revoked() || !owner.accountActive()) {
            errors.write(new ApiException(ErrorType.INACTIVE_ACCOUNT, owner.revoked()
                    ? "The API key was revoked" : "The account is disabled"), request, response);
            return;
        }
        new ApiCaller(owner.accountId(), owner.keyId()).bind(request);
        chain.doFilter(request, response);
    }

    static String keyOf(String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        String value = header.trim();
        int space = value.indexOf(' ');
        if (space > 0) {
            String scheme = value.substring(0, space).toLowerCase(Locale.ROOT);
            if (!scheme.equals("token") && !scheme.equals("bearer")) {
                return null;
            }
            value = value.substring(space + 1).trim();
        }
        return value.isEmpty() ? null : value;
    }
}
