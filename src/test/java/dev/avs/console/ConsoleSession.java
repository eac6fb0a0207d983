package dev.avs.console;

import dev.avs.account.AccountId;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.CookieManager;
import java.net.HttpCookie;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A console visitor over plain HTTP: keeps its cookies like a browser, follows no redirect (the tests look at
 * them), and sends the CSRF token of the last page it read unless told not to.
 */
public final class ConsoleSession {

    public record Page(int status, String body, String location, String contentType) {
        public boolean redirectsTo(String path) {
            return (status == 302 || status == 303) && location != null && location.contains(path);
        }
    }

    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

    private final String base;
    private final CookieManager cookies = new CookieManager();
    private final HttpClient http;
    private String csrf;

    /** A new user of the account with this role (also its name's stem), signed in. */
    /** A reviewer (or another role) of the account signed in, for tests outside this package. */
    public static ConsoleSession signedIn(String base, org.springframework.context.ApplicationContext context,
                                          AccountId account, String role) {
        return signedIn(base, context.getBean(ConsoleUsers.class), account, role);
    }

    /** A console user's email and password, for a test that signs in with a browser. */
    public record Credentials(String email, String password) {
    }

    /** A new user of the account with this role, for tests outside this package. */
    public static Credentials newUser(org.springframework.context.ApplicationContext context, AccountId account,
                                      String role) {
        ConsoleUsers.Created user = context.getBean(ConsoleUsers.class).create(account,
                role + System.nanoTime() + "@example.com", "A " + role, role);
        return new Credentials(user.user().email(), user.password());
    }

    static ConsoleSession signedIn(String base, ConsoleUsers users, AccountId account, String role) {
        ConsoleSession session = new ConsoleSession(base);
        session.signIn(users.create(account, role + System.nanoTime() + "@example.com", "A " + role, role));
        return session;
    }

    public ConsoleSession(String base) {
        this.base = base;
        this.http = HttpClient.newBuilder().cookieHandler(cookies).followRedirects(HttpClient.Redirect.NEVER).build();
    }

    public Page get(String path) {
        Page page = send(HttpRequest.newBuilder(URI.create(base + path)).GET());
        Matcher m = CSRF.matcher(page.body());
        if (m.find()) {
            csrf = m.group(1);
        }
        return page;
    }

    public Page post(String path, Map<String, String> form) {
        Map<String, String> fields = new LinkedHashMap<>(form);
        if (csrf != null) {
            fields.put("_csrf", csrf);
        }
        return postRaw(path, fields);
    }

    Page postWithoutToken(String path, Map<String, String> form) {
        return postRaw(path, form);
    }

    /** Reads the sign-in page, then signs in; the page it lands on. */
    public Page signIn(String email, String password, String code) {
        get("/console/sign-in");
        Map<String, String> form = new LinkedHashMap<>(Map.of("email", email, "password", password));
        if (code != null) {
            form.put("code", code);
        }
        return post("/console/sign-in", form);
    }

    Page signIn(ConsoleUsers.Created user) {
        Page landed = signIn(user.user().email(), user.password(), null);
        if (!landed.redirectsTo("/console") || landed.location().contains("failed")) {
            throw new AssertionError("sign-in failed: " + landed);
        }
        return landed;
    }

    String sessionId() {
        return cookies.getCookieStore().getCookies().stream().filter(c -> c.getName().equals("AVS_SESSION"))
                .map(HttpCookie::getValue).findFirst().orElse(null);
    }

    private Page postRaw(String path, Map<String, String> form) {
        String body = form.entrySet().stream().map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8)).collect(Collectors.joining("&"));
        return send(HttpRequest.newBuilder(URI.create(base + path))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
    }

    private Page send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            return new Page(response.statusCode(), response.body(), response.headers().firstValue("Location").orElse(null),
                    response.headers().firstValue("Content-Type").orElse(""));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
