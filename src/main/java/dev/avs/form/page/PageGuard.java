package dev.avs.form.page;

import dev.avs.form.FormProperties;
import dev.avs.form.Secrets;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Arrays;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;
import org.springframework.stereotype.Component;

/**
 * Anti-forgery for the pages' posts, without server sessions. A browser gets a random session cookie (HttpOnly,
 * SameSite=Lax, only sent to {@code /form/}); each page carries a hidden value, the HMAC of that cookie under
 * the URL's own key. A post must bring both, so a page of another site can neither read nor forge the value,
 * and a value taken from one URL is worthless for another.
 */
@Component
class PageGuard {

    static final String COOKIE = "avs_form_session";
    static final String FIELD = "csrf";

    private final boolean httpsBehindProxy;

    PageGuard(FormProperties properties) {
        this.httpsBehindProxy = properties.publicBaseUrl() != null && properties.publicBaseUrl().startsWith("https:");
    }

    /**
     * The browser's session value, set as a cookie now if it has none (or a malformed one). The cookie is Secure on
     * https, also when a proxy ends TLS in front of the service and the configured public URL says so.
     */
    String session(HttpServletRequest request, HttpServletResponse response) {
        String current = cookie(request);
        if (current != null) {
            return current;
        }
        String session = Secrets.newSecret();
        response.addHeader(HttpHeaders.SET_COOKIE, ResponseCookie.from(COOKIE, session).path("/form/").httpOnly(true)
                .secure(request.isSecure() || httpsBehindProxy).sameSite("Lax").build().toString());
        return session;
    }

    String token(FormContext context, String session) {
        return Secrets.mac(context.url().csrfKey(), session);
    }

    boolean accepts(FormContext context, HttpServletRequest request, Input input) {
        String session = cookie(request);
        return session != null && Secrets.same(token(context, session), input.get(FIELD));
    }

    private static String cookie(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        return cookies == null ? null : Arrays.stream(cookies).filter(c -> c.getName().equals(COOKIE))
                .map(Cookie::getValue).filter(Secrets::isWellFormed).findFirst().orElse(null);
    }
}
