import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * From upload to result, as a client sees it, on the real specimen documents of bench/specimens (fetched by
 * bench/specimens/fetch.sh): for each photo whose MRZ is printed, one at a time, the photo is uploaded
 * ({@code POST /files}), shown as the document of an applicant made beforehand ({@code POST /documents}: a
 * passport for a two-line 44-character MRZ, else an ID card), and {@code GET /documents/{id}} is polled every
 * 10 ms until {@code extracted.status} is no longer {@code pending} (the result), then until its visual zone is
 * there too ({@code viz}, or nothing more will come). Prints each photo's times and, per source, the median and
 * p90. Usage: java bench/reading/UploadToResult.java BASE_URL API_KEY bench/specimens
 */
public class UploadToResult {

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Pattern ID = Pattern.compile("\"(?:file_id|applicant_id|document_id)\"\\s*:\\s*\"([0-9a-f]+)\"");
    private static final Pattern STATUS = Pattern.compile("\"extracted\"\\s*:\\s*\\{\"status\"\\s*:\\s*\"([a-z_]+)\"");

    public static void main(String[] args) throws Exception {
        String base = args[0];
        String key = args[1];
        Path folder = Path.of(args[2]);
        Map<String, List<long[]>> bySource = new TreeMap<>();
        List<String[]> rows = Files.readAllLines(folder.resolve("specimens.tsv")).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#")).map(line -> line.split("\t")).toList();
        // warm-up, untimed: the pages without an MRZ start the reader (a photo is read once per content, so the
        // measured photos must not be read before)
        for (String[] c : rows.stream().filter(c -> c[5].equals("-")).toList()) {
            byte[] photo = Files.readAllBytes(folder.resolve("images").resolve(c[0].replace('/', '+')).resolve(c[2]));
            String applicant = id(post(base, key, "/applicants", "{\"type\":\"PERSON\",\"first_name\":\"Warm\"}"));
            String document = id(post(base, key, "/documents", "{\"applicant_id\":\"" + applicant
                    + "\",\"type\":\"GOVERNMENT_ID\",\"front_side_id\":\"" + id(upload(base, key, photo, c[2])) + "\"}"));
            while (status(get(base, key, "/documents/" + document)).equals("pending")) {
                Thread.sleep(50);
            }
        }
        for (String[] c : rows) {
            if (c[5].equals("-")) {
                continue;
            }
            byte[] photo = Files.readAllBytes(folder.resolve("images").resolve(c[0].replace('/', '+')).resolve(c[2]));
            String type = c[5].split("\\|")[0].length() == 44 ? "PASSPORT" : "GOVERNMENT_ID";
            String applicant = id(post(base, key, "/applicants", "{\"type\":\"PERSON\",\"first_name\":\"Bench\","
                    + "\"last_name\":\"Reader\"}"));
            long start = System.nanoTime();
            String file = id(upload(base, key, photo, c[2]));
            // the issuing country as a client sends it (an ID card of none would be read for a US barcode first)
            String country = country(c[5].substring(2, 5));
            String document = id(post(base, key, "/documents", "{\"applicant_id\":\"" + applicant + "\",\"type\":\""
                    + type + "\",\"front_side_id\":\"" + file + "\""
                    + (country == null ? "" : ",\"issuing_country\":\"" + country + "\"") + "}"));
            String status = "pending";
            long result = 0;
            long viz = 0;
            long deadline = start + 60_000_000_000L;
            while (System.nanoTime() < deadline) {
                String body = get(base, key, "/documents/" + document);
                status = status(body);
                if (!status.equals("pending")) {
                    result = result == 0 ? System.nanoTime() - start : result;
                    if (!status.equals("read") || !body.contains("\"viz\":null")) {
                        viz = System.nanoTime() - start;
                        break;
                    }
                }
                Thread.sleep(10);
            }
            System.out.printf("%-70s %-10s result %5d ms, with its visual zone %5d ms%n", c[0] + " " + c[2], status,
                    result / 1_000_000, viz / 1_000_000);
            bySource.computeIfAbsent(c[0], k -> new ArrayList<>()).add(new long[] {result, viz});
        }
        List<long[]> all = new ArrayList<>();
        System.out.println();
        System.out.println("source | photos | result median / p90 | with visual zone median / p90 (ms)");
        bySource.forEach((source, times) -> {
            all.addAll(times);
            System.out.println(row(source, times));
        });
        System.out.println(row("all", all));
    }

    private static String status(String body) {
        Matcher m = STATUS.matcher(body);
        return m.find() ? m.group(1) : "none";
    }

    /** ISO alpha-2 of an MRZ's issuing state (D for Germany); null for codes of no country (UTO, XXA). */
    private static String country(String code) {
        String alpha3 = code.replace("<", "");
        if (alpha3.equals("D")) {
            return "DE";
        }
        for (String alpha2 : java.util.Locale.getISOCountries()) {
            if (java.util.Locale.of("", alpha2).getISO3Country().equals(alpha3)) {
                return alpha2;
            }
        }
        return null;
    }

    private static String row(String source, List<long[]> times) {
        return String.format("%s | %d | %d / %d | %d / %d", source, times.size(), pct(times, 0, 50), pct(times, 0, 90),
                pct(times, 1, 50), pct(times, 1, 90));
    }

    private static long pct(List<long[]> times, int column, int percent) {
        long[] sorted = times.stream().mapToLong(t -> t[column]).sorted().toArray();
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(percent / 100.0 * sorted.length) - 1)] / 1_000_000;
    }

    private static String post(String base, String key, String path, String json) throws Exception {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Authorization", "Token " + key)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    private static String upload(String base, String key, byte[] content, String name) throws Exception {
        String boundary = "bench" + System.nanoTime();
        String type = name.toLowerCase().endsWith(".png") ? "image/png" : "image/jpeg";
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"photo\"\r\n"
                + "Content-Type: " + type + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.writeBytes(content);
        body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return send(HttpRequest.newBuilder(URI.create(base + "/files")).header("Authorization", "Token " + key)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())).build());
    }

    private static String get(String base, String key, String path) throws Exception {
        return send(HttpRequest.newBuilder(URI.create(base + path)).header("Authorization", "Token " + key).GET().build());
    }

    private static String send(HttpRequest request) throws Exception {
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IllegalStateException(request.method() + " " + request.uri().getPath() + " -> "
                    + response.statusCode() + " " + response.body());
        }
        return response.body();
    }

    private static String id(String body) {
        Matcher m = ID.matcher(body);
        if (!m.find()) {
            throw new IllegalStateException("no id in " + body);
        }
        return m.group(1);
    }
}
