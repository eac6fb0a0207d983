package dev.avs.form.page;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Security headers of the hosted pages and their assets: scripts and styles only from this service (no inline
 * code), no framing, no referrer (the URL holds the secret), nothing cached, camera for this origin only.
 */
class PageHeaders extends OncePerRequestFilter {

    // the live selfie's face detector: its weights fetched from this service, run as WebAssembly ('wasm-unsafe-eval'
    // lets a page compile WebAssembly, not evaluate JavaScript strings)
    static final String CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; "
            + "img-src 'self' blob: data:; media-src mediastream: blob:; connect-src 'self'; "
            + "base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

    @Override
    protected boolean shouldNotFilter(HttpServletRequest request) {
        String path = request.getRequestURI();
        return !path.startsWith("/form/") && !path.startsWith("/assets/");
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        response.setHeader("Content-Security-Policy", CSP);
        response.setHeader("X-Frame-Options", "DENY");
        response.setHeader("Referrer-Policy", "no-referrer");
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
        response.setHeader("Permissions-Policy", "camera=(self), microphone=(), geolocation=()");
        if (request.getRequestURI().startsWith("/form/")) {
            response.setHeader("Cache-Control", "no-store");
        }
        chain.doFilter(request, response);
    }

    /**
     * Lets the page's form lead to the redirect URL: browsers apply {@code form-action} to the redirect that
     * follows a submission too.
     */
    static void allowRedirectTo(HttpServletResponse response, String redirectUrl) {
        if (redirectUrl == null) {
            return;
        }
        try {
            URI uri = new URI(redirectUrl);
            if (uri.getScheme() != null && uri.getHost() != null) {
                String port = uri.getPort() < 0 ? "" : ":" + uri.getPort();
                response.setHeader("Content-Security-Policy", CSP + " " + uri.getScheme() + "://" + uri.getHost() + port);
            }
        } catch (URISyntaxException e) {
            // not a URL a browser could be sent to either: the form-action stays 'self'
        }
    }
}
