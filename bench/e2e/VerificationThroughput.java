import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;

/**
 * End-to-end verification throughput: prepares N person applicants, each with a passport (a unique 1.5-megapixel
 * photo of its data page whose TD3 MRZ the service reads, and the same MRZ typed; with FACIAL among the types, the
 * page shows a public-domain portrait and the applicant also uploads a selfie of the same person), then starts N verifications
 * of the given types as fast as the service takes them and waits until none is pending. Throughput = N / (time
 * from the first POST /verifications to the moment the last one completed).
 * Run: java VerificationThroughput.java BASE_URL API_KEY N CONCURRENCY [TYPES [FACES_FOLDER [WAIT_COMMAND]]]
 * WAIT_COMMAND, when given, runs (sh -c) after the preparation until it prints 0: the script passes a query for
 * the face analyses and MRZ readings still queued, so that the measured phase sees photos analysed and read at
 * upload, as they are when an applicant uploads first and is verified later.
 */
public class VerificationThroughput {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final Pattern ID = Pattern.compile("\"(applicant|file|document|verification)_id\"\\s*:\\s*\"([0-9a-f]{36})\"");
    private static final DateTimeFormatter YYMMDD = DateTimeFormatter.ofPattern("yyMMdd");
    /** Per run, so that repeated runs on one database never share names, document numbers or photos. */
    private static final String RUN = letters(new Random().nextInt(26 * 26 * 26) + 26 * 26 * 26).substring(0, 3);

    /** The nodes (comma-separated base URLs): requests take them in turn, as a round-robin balancer would. */
    private static String[] nodes;
    private static final java.util.concurrent.atomic.AtomicLong NEXT = new java.util.concurrent.atomic.AtomicLong();

    public static void main(String[] args) throws Exception {
        nodes = args[0].split(",");
        String base = nodes[0];
        String key = args[1];
        int n = Integer.parseInt(args[2]);
        int concurrency = Integer.parseInt(args[3]);
        String types = args.length > 4 ? args[4] : "PROFILE,DOCUMENT";
        boolean faces = List.of(types.split(",")).contains("FACIAL");
        FacePhotos facePhotos = faces ? new FacePhotos(java.nio.file.Path.of(args.length > 5 ? args[5]
                : "src/test/resources/faces"), RUN.hashCode()) : null;

        // The photos are made before any timing: encoding JPEGs here would take the service's cores.
        byte[][] photos = new byte[n][];
        byte[][] selfies = new byte[n][];
        PassportPhotos passports = new PassportPhotos();
        parallel(n, Runtime.getRuntime().availableProcessors(), i -> {
            photos[i] = passports.photo(mrzOf(i), faces ? facePhotos.idPhoto(i, 260) : null, i * 7919L + RUN.hashCode());
            selfies[i] = faces ? facePhotos.selfie(i) : null;
            return "";
        });
        long setupStart = System.nanoTime();
        List<String> applicants = parallel(n, concurrency, i -> prepare(base, key, i, photos[i], selfies[i]));
        double prepared = seconds(setupStart);
        System.out.printf("prepared %d applicants with passports%s in %.1f s (%.0f/s: applicant, photo upload with its"
                + " image analysis, document)%n", n, faces ? " and selfies" : "", prepared, n / prepared);
        double analysed = 0;
        if (args.length > 6) {
            long waitStart = System.nanoTime();
            // twice a second: each poll starts a process and a database session, CPU the service would otherwise
            // have (polled five times a second, the poll took about 5 % of the machine while photos were analysed)
            for (String queued; !(queued = waitCommand(args[6])).equals("0"); ) {
                if (!queued.matches("\\d+")) {
                    // an answer that is no count is the poll failing (a refused login, a missing table): waiting on
                    // would never end
                    System.err.println("The poll for the queued analyses failed: " + queued.lines().findFirst()
                            .orElse("(no output)"));
                    System.exit(1);
                }
                Thread.sleep(500);
            }
            System.out.printf("background work on the uploads (face analyses, MRZ readings) finished %.1f s after the"
                    + " preparation (%.1f photos/s from the first upload)%n", seconds(waitStart),
                    (faces ? 2.0 : 1.0) * n / seconds(setupStart));
            analysed = seconds(waitStart);
        }

        String typesJson = "[\"" + String.join("\",\"", types.split(",")) + "\"]";
        long start = System.nanoTime();
        parallel(n, concurrency, i -> id(post(base, key, "/verifications",
                "{\"applicant_id\":\"" + applicants.get(i) + "\",\"types\":" + typesJson + "}")));
        double submitted = seconds(start);
        String summary;
        while (true) {
            summary = get(base, key, "/verifications/report");
            if (count(summary, "pending") == 0) {
                break;
            }
            Thread.sleep(50);
        }
        double total = seconds(start);
        System.out.printf("submitted %d verifications in %.1f s (%.0f/s)%n", n, submitted, n / submitted);
        System.out.printf("all decided after %.1f s: %.1f verifications/s end to end (%s)%n", total, n / total, types);
        System.out.printf("whole pipeline (prepare, then verify): %.1f applicants/s%n", n / (prepared + total));
        if (analysed > 0) {
            // the figure a user sees: an applicant is done once its photos are analysed and its verification decided
            System.out.printf("whole pipeline with the uploads' analyses (prepare, analyses, verify): %.1f applicants/s%n",
                    n / (prepared + analysed + total));
        }
        Matcher completion = Pattern.compile("\"completion_seconds\":\\{\"median\":([0-9.]+|null),\"p95\":([0-9.]+|null)")
                .matcher(summary);
        if (completion.find()) {
            System.out.printf("create to completed: median %s s, p95 %s s%n", completion.group(1), completion.group(2));
        }
        System.out.printf("statuses: completed %d, review %d%n", count(summary, "completed"), count(summary, "review"));
        if (count(summary, "review") > 0) {
            System.out.println("why in review: " + reviewReasons(base, key));
        }
    }

    /** The reason codes of the verifications in review (the fixtures are clean: each one is worth a look). */
    private static String reviewReasons(String base, String key) throws Exception {
        String items = get(base, key, "/verifications/report?status=review&limit=100");
        Matcher ids = Pattern.compile("\"verification_id\":\"([0-9a-f]+)\"").matcher(items);
        StringBuilder why = new StringBuilder();
        while (ids.find()) {
            Matcher codes = Pattern.compile("\"code\":\"([A-Z_]+)\"")
                    .matcher(get(base, key, "/verifications/" + ids.group(1)));
            java.util.Set<String> found = new java.util.TreeSet<>();
            while (codes.find()) {
                found.add(codes.group(1));
            }
            why.append(why.isEmpty() ? "" : "; ").append(found);
        }
        return why.toString();
    }

    private static String waitCommand(String command) throws Exception {
        Process process = new ProcessBuilder("sh", "-c", command).redirectErrorStream(true).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        process.waitFor();
        return out;
    }

    private static String prepare(String base, String key, int i, byte[] photo, byte[] selfie) throws Exception {
        String surname = surnameOf(i);
        LocalDate dob = dobOf(i);
        String applicant = id(post(base, key, "/applicants", "{\"type\":\"PERSON\",\"first_name\":\"Anna\",\"last_name\":\""
                + surname + "\",\"dob\":\"" + dob + "\",\"gender\":\"F\",\"nationality\":\"GB\",\"residence_country\":\"GB\"}"));
        String file = id(upload(base, key, photo));
        String number = numberOf(i);
        LocalDate expiry = EXPIRY;
        String mrz = mrzOf(i);
        id(post(base, key, "/documents", "{\"applicant_id\":\"" + applicant + "\",\"type\":\"PASSPORT\",\"front_side_id\":\""
                + file + "\",\"document_number\":\"" + number + "\",\"issuing_country\":\"GB\",\"issue_date\":\""
                + LocalDate.now().minusYears(1) + "\",\"expiry_date\":\"" + expiry + "\",\"mrz\":\"" + mrz.replace("\n", "\\n") + "\"}"));
        if (selfie != null) {
            String selfieFile = id(upload(base, key, selfie));
            id(post(base, key, "/documents", "{\"applicant_id\":\"" + applicant + "\",\"type\":\"SELFIE_IMAGE\","
                    + "\"front_side_id\":\"" + selfieFile + "\"}"));
        }
        return applicant;
    }

    private static final LocalDate EXPIRY = LocalDate.now().plusYears(5);

    private static String surnameOf(int i) {
        return "BENCH" + RUN + letters(i);
    }

    private static LocalDate dobOf(int i) {
        return LocalDate.of(1970, 1, 1).plusDays(i % 9000);
    }

    private static String numberOf(int i) {
        return RUN + String.format("%06d", i);
    }

    /** Applicant i's passport MRZ: what the photo shows and what the client types. */
    static String mrzOf(int i) {
        return td3(surnameOf(i), numberOf(i), dobOf(i), EXPIRY);
    }

    private static String td3(String surname, String number, LocalDate dob, LocalDate expiry) {
        String line1 = pad("P<GBR" + surname + "<<ANNA", 44);
        String numberPart = number + check(number);
        String dobPart = YYMMDD.format(dob) + check(YYMMDD.format(dob));
        String expiryPart = YYMMDD.format(expiry) + check(YYMMDD.format(expiry));
        String personal = pad("", 14) + check(pad("", 14));
        String composite = numberPart + dobPart + expiryPart + personal;
        return line1 + "\n" + numberPart + "GBR" + dobPart + "F" + expiryPart + personal + check(composite);
    }

    private static int check(String text) {
        int[] weights = {7, 3, 1};
        int sum = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int value = c == '<' ? 0 : Character.isDigit(c) ? c - '0' : c - 'A' + 10;
            sum += value * weights[i % 3];
        }
        return sum % 10;
    }

    private static String pad(String value, int length) {
        return (value + "<".repeat(length)).substring(0, length);
    }

    private static String letters(long n) {
        StringBuilder out = new StringBuilder();
        do {
            out.append((char) ('A' + n % 26));
            n /= 26;
        } while (n > 0);
        return out.toString();
    }

    static byte[] jpeg(BufferedImage image) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(image, "jpg", out);
            return out.toByteArray();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    interface Task {
        String run(int i) throws Exception;
    }

    private static List<String> parallel(int n, int concurrency, Task task) throws Exception {
        String[] results = new String[n];
        AtomicInteger failures = new AtomicInteger();
        Semaphore permits = new Semaphore(concurrency);
        try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
            for (int i = 0; i < n; i++) {
                int index = i;
                permits.acquire();
                pool.submit(() -> {
                    try {
                        results[index] = task.run(index);
                    } catch (Exception e) {
                        if (failures.incrementAndGet() < 5) {
                            System.err.println(e.getMessage());
                        }
                    } finally {
                        permits.release();
                    }
                });
            }
        }
        if (failures.get() > 0) {
            throw new IllegalStateException(failures.get() + " requests failed");
        }
        return List.of(results);
    }

    private static String post(String base, String key, String path, String json) throws Exception {
        return send(HttpRequest.newBuilder(URI.create(node(base) + path)).header("Authorization", "Token " + key)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(json)).build());
    }

    private static String upload(String base, String key, byte[] content) throws Exception {
        String boundary = "bench" + System.nanoTime();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"front.jpg\"\r\n"
                + "Content-Type: image/jpeg\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        body.writeBytes(content);
        body.writeBytes(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
        return send(HttpRequest.newBuilder(URI.create(node(base) + "/files")).header("Authorization", "Token " + key)
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())).build());
    }

    private static String get(String base, String key, String path) throws Exception {
        return send(HttpRequest.newBuilder(URI.create(node(base) + path)).header("Authorization", "Token " + key).GET().build());
    }

    /** The next node in turn (the one given when there is one). */
    private static String node(String base) {
        return nodes.length == 1 ? base : nodes[(int) (NEXT.getAndIncrement() % nodes.length)];
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
        return m.group(2);
    }

    private static int count(String report, String status) {
        Matcher m = Pattern.compile("\"" + status + "\":(\\d+)").matcher(report);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}
