package dev.avs.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A hosted form URL as a browser holds it: the URL, the page session's cookie and the pages' anti-forgery value;
 * posts multipart bodies to its steps as the pages do.
 */
public record FormPage(String url, String cookie, String csrf) {

    public static final Pattern CSRF = Pattern.compile("name=\"csrf\" value=\"([^\"]+)\"");
    private static final Pattern LIVE = Pattern.compile("name=\"live\" value=\"([^\"]+)\"");
    public static final String BOUNDARY = "page-test-boundary";
    private static final HttpClient HTTP = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    /** A new URL of the account's person form, its profile step done: the next page takes the document. */
    public static FormPage pastTheProfile(Api api) {
        return pastTheProfile(api, Map.of());
    }

    /** The same, the URL created with these fields (an {@code applicant_id}, a {@code redirect_url}, ...). */
    public static FormPage pastTheProfile(Api api, Map<String, Object> urlFields) {
        String form = api.get("/forms").json().path("items").valueStream()
                .filter(f -> f.path("applicant_type").asString().equals("PERSON")).findFirst().orElseThrow()
                .path("form_id").asString();
        String url = api.post("/forms/" + form + "/urls", urlFields).json().path("form_url").asString();
        HttpResponse<String> page = send(HttpRequest.newBuilder(URI.create(url + "/profile"))
                .timeout(Duration.ofSeconds(20)).build());
        String cookie = page.headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];
        Matcher csrf = CSRF.matcher(page.body());
        if (!csrf.find()) {
            throw new IllegalStateException("The profile page has no anti-forgery value");
        }
        FormPage session = new FormPage(url, cookie, csrf.group(1));
        HttpResponse<String> profile = post(url + "/profile", cookie, profile(csrf.group(1)));
        if (profile.statusCode() != 303) {
            throw new IllegalStateException("The profile step was not accepted: " + profile.statusCode());
        }
        return session;
    }

    /** Posts to the document step a passport whose front is this file. */
    public HttpResponse<String> postDocument(String filename, byte[] content) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(fields(Map.of("csrf", csrf, "action", "save", "type", "PASSPORT")));
        lastFile(body, "front", filename, "image/jpeg", content);
        return post(url + "/document", cookie, body.toByteArray());
    }

    /**
     * A new URL of the person form for this applicant, past its profile and document steps (a passport with a
     * readable MRZ): the next page takes the selfie.
     */
    public static FormPage atTheSelfie(Api api, String applicant) {
        FormPage page = pastTheProfile(api, Map.of("applicant_id", applicant));
        java.time.LocalDate expiry = java.time.LocalDate.now().plusYears(5).withDayOfMonth(1);
        byte[] passport = DocumentPhotos.photo(DocumentPhotos.Format.TD3, DocumentPhotos.td3("GBR", "NOWAK", "JAN",
                "533401372", "GBR", java.time.LocalDate.of(1985, 5, 3), 'M', expiry), DocumentPhotos.Shot.clean(),
                Footage.portrait());
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(fields(Map.of("csrf", page.csrf(), "action", "save", "type", "PASSPORT",
                "issuing_country", "GB", "document_number", "533401372", "expiry_date_day", "1",
                "expiry_date_month", String.valueOf(expiry.getMonthValue()),
                "expiry_date_year", String.valueOf(expiry.getYear()))));
        lastFile(body, "front", "passport.jpg", "image/jpeg", passport);
        HttpResponse<String> posted = post(page.url() + "/document", page.cookie(), body.toByteArray());
        if (posted.statusCode() != 303) {
            throw new IllegalStateException("The document step was not accepted: " + posted.statusCode());
        }
        return page;
    }

    /** The signed challenge the selfie page gives now. */
    public String selfieToken() {
        Matcher live = LIVE.matcher(show("/selfie").body());
        if (!live.find()) {
            throw new IllegalStateException("The selfie page has no challenge");
        }
        return live.group(1);
    }

    /** Posts to the selfie step this file (a clip when its name ends in .webm) with the challenge's token. */
    public HttpResponse<String> postSelfie(String name, byte[] content, String token) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(fields(Map.of("csrf", csrf, "action", "save", "live", token)));
        lastFile(body, "selfie", name, name.endsWith(".webm") ? "video/webm" : "image/jpeg", content);
        return post(url + "/selfie", cookie, body.toByteArray());
    }

    /** A file as the last part of a multipart body, with the closing delimiter. */
    public static void lastFile(ByteArrayOutputStream body, String input, String filename, String type,
                                byte[] content) {
        body.writeBytes(("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"" + input + "\"; filename=\""
                + filename + "\"\r\nContent-Type: " + type + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.writeBytes(content);
        body.writeBytes(("\r\n--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.UTF_8));
    }

    /** A page of the form as the browser holding this session gets it. */
    public HttpResponse<String> show(String path) {
        return send(HttpRequest.newBuilder(URI.create(url + path)).header("Cookie", cookie)
                .timeout(Duration.ofSeconds(20)).build());
    }

    /** The profile step's fields, ready to post. */
    public static byte[] profile(String csrf) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(fields(Map.of("csrf", csrf, "action", "save", "first_name", "Jan", "last_name", "Nowak",
                "dob_day", "3", "dob_month", "5", "dob_year", "1985", "residence_country", "PL")));
        body.writeBytes(("--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return body.toByteArray();
    }

    /** Form fields as multipart parts, without the closing delimiter. */
    public static byte[] fields(Map<String, String> fields) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        fields.forEach((name, value) -> body.writeBytes(("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\""
                + name + "\"\r\n\r\n" + value + "\r\n").getBytes(StandardCharsets.UTF_8)));
        return body.toByteArray();
    }

    /** A multipart post as the page's form sends it, with the session cookie if one is given. */
    public static HttpResponse<String> post(String url, String cookie, byte[] body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(20))
                .header("Content-Type", "multipart/form-data; boundary=" + BOUNDARY)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (cookie != null) {
            request.header("Cookie", cookie);
        }
        return send(request.build());
    }

    private static HttpResponse<String> send(HttpRequest request) {
        try {
            return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
