package dev.avs.document;

import static dev.avs.support.VerificationFlows.reason;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.mrz.Td3;
import dev.avs.support.Api;
import dev.avs.support.IntegrationTest;
import dev.avs.support.TestImages;
import dev.avs.support.VerificationFlows;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.codec.digest.DigestUtils;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;

/** Images are analysed when uploaded (in the background); a verification reads the stored analysis, or analyses when there is none. */
class UploadAnalysisIT extends IntegrationTest {

    @Autowired
    private ImageIndex index;
    @Autowired
    private JdbcClient jdbc;

    @Test
    void anUploadIsAnalysedBeforeAnyVerification() throws Exception {
        Api api = newAccount();
        byte[] photo = TestImages.photo(800, 600, System.nanoTime());

        String fileId = api.upload("POST", "/files", "front.jpg", photo).id("file_id");

        AnalysedImage analysis = analysed(DigestUtils.sha256Hex(photo));
        assertThat(analysis.decodable()).isTrue();
        assertThat(analysis.width()).isEqualTo(800);
        assertThat(analysis.height()).isEqualTo(600);
        assertThat(analysis.sharpness()).isPositive();
        assertThat(analysis.perceptualHash()).isNotNull();

        byte[] replacement = ImageSamples.png(ImageSamples.scene(640, 480, System.nanoTime()));
        api.upload("PUT", "/files/" + fileId, "front.png", replacement);

        assertThat(analysed(DigestUtils.sha256Hex(replacement)).width()).isEqualTo(640);
    }

    /** The analysis runs in the background right after the upload: waited for, with a deadline. */
    private AnalysedImage analysed(String sha256) {
        return eventually(Duration.ofSeconds(30), () -> index.analysis(sha256), Optional::isPresent).orElseThrow();
    }

    @Test
    void aVerificationAnalysesAnImageWhoseAnalysisIsMissing() throws Exception {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        LocalDate dob = LocalDate.of(1985, 2, 3);
        String lastName = "Blur" + VerificationFlows.letters(System.nanoTime());
        String applicant = fixtures.person(Map.of("first_name", "Anna", "last_name", lastName, "dob", dob.toString(),
                "gender", "F", "nationality", "GB"));
        // a fixed scene: some random scenes keep enough contrast through the blur to pass as sharp
        byte[] blurred = ImageSamples.jpeg(ImageSamples.boxBlur(ImageSamples.scene(800, 600, 42), 15));
        String file = api.upload("POST", "/files", "blur.jpg", blurred).id("file_id");
        // as after a crash between the upload and its analysis
        jdbc.sql("DELETE FROM image_analysis WHERE sha256 = :sha").param("sha", DigestUtils.sha256Hex(blurred)).update();
        Td3 mrz = new Td3("GBR", lastName, "ANNA", "123456789", "GBR", dob, "F", LocalDate.now().plusYears(5));
        fixtures.document(applicant, "PASSPORT", Map.of("front_side_id", file, "document_number", "123456789",
                "issuing_country", "GB", "issue_date", LocalDate.now().minusYears(2).toString(),
                "expiry_date", mrz.expiry().toString(), "mrz", mrz.text()));

        JsonNode v = fixtures.run(applicant, "DOCUMENT");

        assertThat(reason(v, "IMAGE_BLURRY").path("details").path("file_id").asString()).isEqualTo(file);
        assertThat(index.analysis(DigestUtils.sha256Hex(blurred))).isPresent();
    }
}
