package dev.avs.web;

import jakarta.servlet.http.HttpServletRequest;
import java.util.Optional;

/**
 * The bodies of the hosted form pages ({@code /form/...}), which are public: the body filter leaves them alone,
 * and the page's controller reads one only after it found the page's secret valid, and only when its declared
 * length fits. A page may send two photos at once (a document's front and back); a body over the limit must
 * become a message on the page, not a JSON error.
 */
public final class BodyLimits {

    static final String PAGE_PREFIX = "/form/";
    /** The console's pages: Spring Security authenticates them before anything reads a body. */
    static final String CONSOLE_PREFIX = "/console/";

    private BodyLimits() {
    }

    static boolean isPage(HttpServletRequest request) {
        String path = request.getRequestURI();
        return path.startsWith(PAGE_PREFIX) || path.startsWith(CONSOLE_PREFIX) || path.equals("/console");
    }

    /**
     * The parts a page posted, streamed from the request now (files over a few KiB to temporary files); empty
     * when the body is over the pages' limit, which a declared length shows before anything is read. Other
     * problems are the API's errors (400 malformed, 415 not multipart).
     */
    public static Optional<Multipart> pageParts(HttpServletRequest request, WebProperties.Limits limits) {
        long limit = limits.pageMultipartBodyBytes();
        if (request.getContentLengthLong() > limit) {
            return Optional.empty();
        }
        try {
            return Optional.of(Multipart.of(request, limit, limits.file().toBytes()));
        } catch (ApiException e) {
            if (e.type() == ErrorType.PAYLOAD_TOO_LARGE) {
                return Optional.empty();
            }
            throw e;
        }
    }
}
