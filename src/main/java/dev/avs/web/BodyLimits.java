package dev.avs.web;

import jakarta.servlet.http.HttpServletRequest;

/**
 * The body limits of the hosted form pages ({@code /form/...}). A page may send two photos at once (a document's
 * front and back), and a body over the limit must become a message on the page, not a JSON error: the body
 * filter then passes the request on with an empty body and marks it, and the page asks {@link #exceeded}.
 */
public final class BodyLimits {

    static final String PAGE_PREFIX = "/form/";
    private static final String EXCEEDED = BodyLimits.class.getName() + ".exceeded";

    private BodyLimits() {
    }

    /** True when the page's request body was over the limit and was dropped. */
    public static boolean exceeded(HttpServletRequest request) {
        return Boolean.TRUE.equals(request.getAttribute(EXCEEDED));
    }

    static boolean isPage(HttpServletRequest request) {
        return request.getRequestURI().startsWith(PAGE_PREFIX);
    }

    static void markExceeded(HttpServletRequest request) {
        request.setAttribute(EXCEEDED, Boolean.TRUE);
    }
}
