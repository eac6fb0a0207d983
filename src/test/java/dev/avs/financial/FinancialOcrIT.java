package dev.avs.financial;

import static dev.avs.support.VerificationFlows.reasons;
import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Api;
import dev.avs.support.FaceImages;
import dev.avs.support.ReadingIntegrationTest;
import dev.avs.support.VerificationFlows;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * FINANCIAL with OCR on (document reading enabled): a bank statement sent as a photo is read with the visual zone's
 * Tesseract model, and a payment card's photo shows the holder's name.
 */
class FinancialOcrIT extends ReadingIntegrationTest {

    /** Dark text on a light page or card, as a scanner or a phone sees it, compressed as a JPEG. */
    private static byte[] printed(int width, int height, Color background, Color ink, int size, List<String> lines) {
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(background);
        g.fillRect(0, 0, width, height);
        g.setColor(ink);
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, size));
        int y = size * 2;
        for (String line : lines) {
            g.drawString(line, size * 2, y);
            y += size * 2;
        }
        g.dispose();
        return FaceImages.jpeg(image, 0.9f);
    }

    @Test
    void aPhotographedStatementAndACardPhotoAreRead() {
        Api api = newAccount();
        VerificationFlows fixtures = new VerificationFlows(api);
        String applicant = fixtures.person(Map.of("first_name", "Jan", "last_name", "Nowak"));
        String dated = LocalDate.now(ZoneOffset.UTC).minusDays(10).format(DateTimeFormatter.ofPattern("dd/MM/yyyy"));
        byte[] statement = printed(1240, 1000, Color.WHITE, Color.BLACK, 30, List.of("Example Bank plc",
                "MR JAN NOWAK", "12 High Street, London", "Statement date " + dated, "Closing balance 1,180.65"));
        String file = api.upload("POST", "/files", "statement.jpg", statement).id("file_id");
        fixtures.document(applicant, "BANK_STATEMENT", Map.of("front_side_id", file));
        byte[] card = printed(1000, 630, new Color(230, 236, 245), new Color(10, 20, 60), 44,
                List.of("EXAMPLE BANK", "4539 1488 0343 6467", "VALID 08/29", "JAN NOWAK"));
        String cardFile = api.upload("POST", "/files", "card.jpg", card).id("file_id");
        fixtures.document(applicant, "CREDIT_CARD", Map.of("card_number", "4539148803436467",
                "front_side_id", cardFile));

        JsonNode v = fixtures.run(applicant, "FINANCIAL");
        assertThat(v.path("checks").get(0).path("result").asString()).as(v.toString()).isEqualTo("clear");
        assertThat(reasons(v, "CARD_HOLDER_MISMATCH")).isEmpty();

        String other = fixtures.person(Map.of("first_name", "Anna", "last_name", "Kowalska"));
        fixtures.document(other, "BANK_STATEMENT", Map.of("front_side_id", file));
        JsonNode mismatch = fixtures.run(other, "FINANCIAL");
        JsonNode reason = reasons(mismatch, "FINANCIAL_HOLDER_MISMATCH").getFirst();
        assertThat(reason.path("details").path("text_source").asString()).isEqualTo("ocr");
        assertThat(reason.path("details").path("issuer").asString()).contains("Example Bank");
    }
}
