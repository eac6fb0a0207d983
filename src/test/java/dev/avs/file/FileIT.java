package dev.avs.file;

import static dev.avs.support.Errors.error;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.account.AccountId;
import dev.avs.account.Accounts;
import dev.avs.support.Api;
import dev.avs.support.ApiResponse;
import dev.avs.support.IntegrationTest;
import dev.avs.support.SelfieClips;
import dev.avs.support.TestImages;
import dev.avs.web.WebProperties;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.codec.digest.DigestUtils;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import tools.jackson.databind.JsonNode;

class FileIT extends IntegrationTest {

    @Autowired
    Files files;
    @Autowired
    FileProperties properties;
    @Autowired
    WebProperties web;
    @Autowired
    SealedContents contents;

    private Api api;
    private AccountId account;

    @BeforeEach
    void account() {
        Accounts.NewAccount created = accounts.createAccount("files");
        api = new Api(baseUrl(), created.key().key());
        account = created.account();
    }

    @Test
    void uploadsAnImageAndReadsItBack() {
        byte[] png = TestImages.png(640, 480);

        ApiResponse created = api.upload("POST", "/files", "passport.png", png);

        assertThat(created.status()).isEqualTo(200);
        String id = created.id("file_id");
        assertThat(id).matches("[0-9a-f]{36}");
        assertThat(created.header("Location")).isEqualTo("/files/" + id);
        JsonNode file = api.get("/files/" + id).json();
        assertThat(file.path("file_id").asString()).isEqualTo(id);
        assertThat(file.path("file_name").asString()).isEqualTo("passport.png");
        assertThat(file.path("content_type").asString()).isEqualTo("image/png");
        assertThat(file.path("size").asLong()).isEqualTo(png.length);
        assertThat(file.path("sha256").asString()).isEqualTo(DigestUtils.sha256Hex(png));
        assertThat(file.path("width").asInt()).isEqualTo(640);
        assertThat(file.path("height").asInt()).isEqualTo(480);
        ApiResponse content = api.get("/files/" + id + "/content");
        assertThat(content.status()).isEqualTo(200);
        assertThat(content.header("Content-Type")).isEqualTo("image/png");
        assertThat(content.header("X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(content.header("Content-Disposition")).startsWith("attachment").contains("passport.png");
        assertThat(content.bytes()).isEqualTo(png);
        assertThat(content.header("ETag")).isEqualTo("\"" + DigestUtils.sha256Hex(png) + "\"");
        assertThat(api.withHeader("If-None-Match", content.header("ETag")).get("/files/" + id + "/content").status())
                .isEqualTo(304);
    }

    @Test
    void acceptsJpegWebpAndPdfAndReportsTheSniffedType() {
        JsonNode jpeg = upload("a.jpg", TestImages.jpeg(50, 40));
        assertThat(jpeg.path("content_type").asString()).isEqualTo("image/jpeg");
        assertThat(jpeg.path("width").asInt()).isEqualTo(50);
        assertThat(upload("b.webp", TestImages.WEBP_1X1).path("content_type").asString()).isEqualTo("image/webp");
        JsonNode pdf = upload("statement.pdf", TestImages.pdf());
        assertThat(pdf.path("content_type").asString()).isEqualTo("application/pdf");
        assertThat(pdf.path("width").isNull()).isTrue();
        assertThat(pdf.path("height").isNull()).isTrue();
        // the declared name and part type do not matter, the bytes do
        assertThat(upload("scan.pdf", TestImages.png(10, 10)).path("content_type").asString()).isEqualTo("image/png");
    }

    /** A selfie clip reads back with its sniffed type (the form's WebM, a phone's MP4), as the contract lists. */
    @Test
    void readsAVideosContentBackWithItsType() {
        List<BufferedImage> frames = SelfieClips.still(new BufferedImage(64, 48, BufferedImage.TYPE_3BYTE_BGR), 5);
        readsBack("selfie.webm", SelfieClips.webm(frames, 5), "video/webm");
        readsBack("selfie.mp4", SelfieClips.mp4(frames, 5), "video/mp4");
    }

    private void readsBack(String name, byte[] bytes, String type) {
        ApiResponse content = api.get("/files/" + upload(name, bytes).path("file_id").asString() + "/content");
        assertThat(content.status()).isEqualTo(200);
        assertThat(content.header("Content-Type")).isEqualTo(type);
        assertThat(content.bytes()).isEqualTo(bytes);
    }

    @Test
    void refusesBytesOfAnotherTypeWith415WhateverTheName() {
        byte[] text = "I am not an image".getBytes(StandardCharsets.UTF_8);

        ApiResponse response = api.upload("POST", "/files", "photo.png", text);

        assertThat(error(response, 415, "unsupported_media_type")).isEqualTo("file");
        assertThat(api.upload("POST", "/files", "page.pdf", "<html></html>".getBytes(StandardCharsets.UTF_8)).status())
                .isEqualTo(415);
    }

    @Test
    void requiresAFilePartWithAFilenameAndContent() {
        assertThat(error(api.upload("POST", "/files", "document", "a.png", TestImages.png(5, 5)), 422, "validation"))
                .isEqualTo("file");
        assertThat(error(api.upload("POST", "/files", null, TestImages.png(5, 5)), 422, "validation")).isEqualTo("file");
        assertThat(error(api.upload("POST", "/files", "../..", TestImages.png(5, 5)), 422, "validation")).isEqualTo("file");
        assertThat(error(api.upload("POST", "/files", "empty.png", new byte[0]), 422, "validation")).isEqualTo("file");
    }

    @Test
    void sanitisesTheFileName() {
        String id = api.upload("POST", "/files", "C:\\Users\\anna\\..\\id\u0007 card.png", TestImages.png(5, 5))
                .id("file_id");

        assertThat(api.get("/files/" + id).json().path("file_name").asString()).isEqualTo("id card.png");
    }

    @Test
    void refusesFilesOverTheLimitWith413() {
        long limit = web.limits().file().toBytes();
        byte[] justOver = new byte[(int) limit + 1];
        byte[] png = TestImages.png(5, 5);
        System.arraycopy(png, 0, justOver, 0, png.length);

        assertThat(error(api.upload("POST", "/files", "big.png", justOver), 413, "payload_too_large")).isEqualTo("file");
        assertThat(error(api.upload("POST", "/files", "bigger.png", new byte[(int) limit + 200_000]), 413,
                "payload_too_large")).isNull();
    }

    @Test
    void refusesImagesOverThePixelLimit() {
        assertThat(properties.maxImagePixels()).isEqualTo(40_000_000);

        ApiResponse response = api.upload("POST", "/files", "bomb.png", TestImages.pngHeaderOnly(10_000, 5_000));

        assertThat(error(response, 413, "payload_too_large")).isEqualTo("file");
        assertThat(response.json().path("message").asString()).contains("10000 x 5000");
    }

    @Test
    void acceptsAnImageWithAnUnreadableHeaderWithoutASize() {
        byte[] truncatedJpeg = {(byte) 0xff, (byte) 0xd8, (byte) 0xff, (byte) 0xe0, 0, 0x10, 'J', 'F', 'I', 'F', 0};

        JsonNode file = upload("broken.jpg", truncatedJpeg);

        assertThat(file.path("content_type").asString()).isEqualTo("image/jpeg");
        assertThat(file.path("width").isNull()).isTrue();
    }

    @Test
    void storesAnAccountsIdenticalContentOnceAndAnotherAccountsApart() throws IOException {
        // a colour of its own, so that no earlier run left this content in the storage folder
        byte[] png = TestImages.png(77, 33, new Color(java.util.concurrent.ThreadLocalRandom.current().nextInt(1 << 24)));
        String first = api.upload("POST", "/files", "a.png", png).id("file_id");
        String again = api.upload("POST", "/files", "a-again.png", png).id("file_id");
        Accounts.NewAccount other = accounts.createAccount("files-other");
        String theirs = new Api(baseUrl(), other.key().key()).upload("POST", "/files", "b.png", png).id("file_id");

        assertThat(List.of(first, again, theirs)).doesNotHaveDuplicates();
        String sha = DigestUtils.sha256Hex(png);
        assertThat(api.get("/files/" + again).json().path("sha256").asString()).isEqualTo(sha);
        // one object per account, each under a name keyed by its account: no name tells the content apart
        String ours = contents.name(account.value(), sha);
        String their = contents.name(other.account().value(), sha);
        assertThat(ours).isNotEqualTo(their).isNotEqualTo(sha);
        assertThat(storedNames()).contains(ours, their).doesNotContain(sha).containsOnlyOnce(ours);
        assertThat(api.get("/files/" + first + "/content").bytes()).isEqualTo(png);
    }

    private List<String> storedNames() throws IOException {
        try (Stream<Path> stored = java.nio.file.Files.walk(properties.storageDir())) {
            return stored.filter(java.nio.file.Files::isRegularFile).map(p -> p.getFileName().toString()).toList();
        }
    }

    @Test
    void putReplacesTheContentInPlace() {
        String id = api.upload("POST", "/files", "old.png", TestImages.png(20, 10)).id("file_id");
        byte[] jpeg = TestImages.jpeg(30, 60);

        ApiResponse replaced = api.upload("PUT", "/files/" + id, "new.jpg", jpeg);

        assertThat(replaced.status()).isEqualTo(200);
        assertThat(replaced.id("file_id")).isEqualTo(id);
        JsonNode file = api.get("/files/" + id).json();
        assertThat(file.path("file_name").asString()).isEqualTo("new.jpg");
        assertThat(file.path("content_type").asString()).isEqualTo("image/jpeg");
        assertThat(file.path("width").asInt()).isEqualTo(30);
        assertThat(file.path("sha256").asString()).isEqualTo(DigestUtils.sha256Hex(jpeg));
        assertThat(api.get("/files/" + id + "/content").bytes()).isEqualTo(jpeg);
        assertThat(api.upload("PUT", "/files/" + id, "x.txt", "text".getBytes(StandardCharsets.UTF_8)).status())
                .isEqualTo(415);
        assertThat(api.upload("PUT", "/files/" + id, "empty.png", new byte[0]).status()).isEqualTo(422);
    }

    @Test
    void putOnAPinnedFileMakesACopyAndKeepsTheOriginal() {
        byte[] original = TestImages.png(20, 10);
        String id = api.upload("POST", "/files", "old.png", original).id("file_id");
        files.pin(account, List.of(id));
        byte[] replacement = TestImages.png(40, 20);

        ApiResponse replaced = api.upload("PUT", "/files/" + id, "new.png", replacement);

        assertThat(replaced.status()).isEqualTo(200);
        String copy = replaced.id("file_id");
        assertThat(copy).isNotEqualTo(id);
        assertThat(api.get("/files/" + id + "/content").bytes()).isEqualTo(original);
        assertThat(api.get("/files/" + id).json().path("file_name").asString()).isEqualTo("old.png");
        assertThat(api.get("/files/" + copy + "/content").bytes()).isEqualTo(replacement);
        assertThat(files.find(account, id).orElseThrow().supersededBy()).isEqualTo(copy);
        assertThat(files.find(account, copy).orElseThrow().pinned()).isFalse();
        // the copy is an ordinary file: the next PUT changes it in place
        assertThat(api.upload("PUT", "/files/" + copy, "newer.png", TestImages.png(8, 8)).id("file_id")).isEqualTo(copy);
        // the replaced original can no longer change
        assertThat(error(api.upload("PUT", "/files/" + id, "again.png", TestImages.png(9, 9)), 409, "edit_denied")).isNull();
    }

    @Test
    void anotherAccountsFileIsNotFound() {
        String id = api.upload("POST", "/files", "mine.png", TestImages.png(5, 5)).id("file_id");
        Accounts.NewAccount other = accounts.createAccount("stranger");
        Api stranger = new Api(baseUrl(), other.key().key());

        assertThat(error(stranger.get("/files/" + id), 404, "not_found")).isNull();
        assertThat(stranger.get("/files/" + id + "/content").status()).isEqualTo(404);
        assertThat(stranger.upload("PUT", "/files/" + id, "x.png", TestImages.png(5, 5)).status()).isEqualTo(404);
        assertThat(files.find(other.account(), id)).isEmpty();
        assertThat(api.get("/files/not-an-id").status()).isEqualTo(404);
        assertThat(api.upload("PUT", "/files/" + "0".repeat(36), "x.png", TestImages.png(5, 5)).status()).isEqualTo(404);
    }

    @Test
    void refusesOtherContentTypesAndMissingKeys() {
        assertThat(error(api.post("/files", java.util.Map.of("file", "x")), 415, "unsupported_media_type")).isNull();
        assertThat(api.postForm("/files", "file=x").status()).isEqualTo(415);
        assertThat(api.send("POST", "/files", "multipart/form-data; boundary=abc", "garbage".getBytes()).status())
                .isEqualTo(400);
        assertThat(error(anonymous().upload("POST", "/files", "a.png", TestImages.png(5, 5)), 401, "unauthorized"))
                .isNull();
        assertThat(anonymous().get("/files/" + "0".repeat(36)).status()).isEqualTo(401);
    }

    private JsonNode upload(String name, byte[] content) {
        ApiResponse created = api.upload("POST", "/files", name, content);
        assertThat(created.status()).as(created.toString()).isEqualTo(200);
        return api.get("/files/" + created.id("file_id")).json();
    }
}
