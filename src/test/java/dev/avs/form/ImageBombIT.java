package dev.avs.form;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.Cluster;
import dev.avs.support.FormPage;
import dev.avs.support.ImageBombs;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestDatabase;
import dev.avs.support.TestImages;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Image bombs on every upload path: {@code POST /files}, {@code PUT /files/{id}} and a hosted form page (no API
 * key). Each is refused (413, or the page's error) or stored without its claims believed, and the node keeps
 * answering; with the heap docs/operations.md recommends, four of the worst at once are refused together.
 */
class ImageBombIT extends IntegrationTest {

    @TempDir
    Path work;

    @Test
    void everyBombIsRefusedOrStoredOnEveryUploadPath() throws Exception {
        Api api = newAccount();
        String replaced = api.upload("POST", "/files", "a.png", TestImages.png(20, 20)).id("file_id");
        FormPage page = FormPage.pastTheProfile(api);
        for (Map.Entry<String, ImageBombs.Bomb> bomb : ImageBombs.all().entrySet()) {
            String name = bomb.getKey();
            boolean refused = bomb.getValue().expected().equals(ImageBombs.REFUSED);
            byte[] content = bomb.getValue().content();

            ApiResponse created = api.upload("POST", "/files", "bomb.png", content);
            assertThat(created.status()).as(name + ": " + created).isEqualTo(refused ? 413 : 200);
            if (refused) {
                assertThat(created.json().path("errors").get(0).path("parameter").asString()).isEqualTo("file");
            }
            ApiResponse replacing = api.upload("PUT", "/files/" + replaced, "bomb.png", content);
            assertThat(replacing.status()).as(name + ": " + replacing).isEqualTo(refused ? 413 : 200);

            HttpResponse<String> posted = page.postDocument("bomb.png", content);
            if (refused) {
                assertThat(posted.statusCode()).as(name).isEqualTo(422);
                assertThat(posted.body()).as(name).contains("This image cannot be processed");
            } else {
                assertThat(posted.statusCode()).as(name + ": " + posted.body()).isLessThan(500);
            }
        }
        assertThat(api.get("/files/" + replaced).status()).isEqualTo(200);
    }

    /**
     * The case as an attacker sends it: four PNGs whose text chunk inflates to a gibibyte, at once, to a
     * node of the packaged jar with a 2 GiB heap. Each is refused, and the node goes on answering.
     */
    @Test
    void fourGibibyteBombsAtOnceAreRefusedByANodeWithTwoGibibytesOfHeap() throws Exception {
        Assumptions.assumeFalse(TestDatabase.isPostgres(), "one run is enough: the database plays no part");
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("avs.face.enabled", "false");
        settings.put("avs.reading.enabled", "false");
        settings.put("avs.screening.sources[0].name", "un");
        settings.put("avs.screening.sources[0].format", "un-xml");
        settings.put("avs.screening.sources[0].location",
                Path.of("src/test/resources/screening/un/consolidated.xml").toAbsolutePath().toString());
        try (Cluster cluster = new Cluster(work, settings, Map.of(), List.of("-Xmx2g"))) {
            Cluster.Node node = cluster.start("node", Duration.ofSeconds(120));
            Api api = new Api(node.baseUrl(), Cluster.firstApiKey(node));
            byte[] bomb = ImageBombs.pngZtxtBomb();
            List<Future<ApiResponse>> uploads = new ArrayList<>();
            try (ExecutorService clients = Executors.newFixedThreadPool(4)) {
                for (int i = 0; i < 4; i++) {
                    uploads.add(clients.submit(() -> api.upload("POST", "/files", "bomb.png", bomb)));
                }
                for (Future<ApiResponse> upload : uploads) {
                    ApiResponse response = upload.get(60, TimeUnit.SECONDS);
                    assertThat(response.status()).as(response.toString()).isEqualTo(413);
                    assertThat(response.json().path("message").asString()).contains("metadata");
                }
            }
            assertThat(api.upload("POST", "/files", "fine.png", TestImages.png(40, 30)).status()).isEqualTo(200);
            assertThat(node.process().isAlive()).isTrue();
            assertThat(node.output()).doesNotContain("OutOfMemoryError");
        }
    }
}
