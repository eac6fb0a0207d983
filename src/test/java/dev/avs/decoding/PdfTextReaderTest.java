package dev.avs.decoding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.avs.support.HostilePdfs;
import dev.avs.support.Statements;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.Test;

/** A PDF's text layer read under bounds: statements read, crafted files refused at once and saying why. */
class PdfTextReaderTest {

    private static long soon() {
        return System.nanoTime() + 30_000_000_000L;
    }

    @Test
    void readsAStatementsTextLayer() throws Undecodable {
        PdfText read = PdfTextReader.read(Statements.pdf("Example Bank plc", "MR JAN NOWAK", "01/10/2026",
                "31/10/2026"), soon());
        assertThat(read.pages()).isEqualTo(1);
        assertThat(read.text()).contains("Example Bank plc", "MR JAN NOWAK", "31/10/2026");
    }

    @Test
    void readsPagesThatInheritTheirFontsFromTheirTree() throws Exception {
        try (PDDocument document = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            PDResources shared = new PDResources();
            shared.put(COSName.getPDFName("F1"), new PDType1Font(Standard14Fonts.FontName.HELVETICA));
            document.getDocumentCatalog().getCOSObject().getCOSDictionary(COSName.PAGES)
                    .setItem(COSName.RESOURCES, shared);
            PDPage page = new PDPage();
            document.addPage(page);
            page.getCOSObject().removeItem(COSName.RESOURCES);
            try (PDPageContentStream content = new PDPageContentStream(document, page,
                    PDPageContentStream.AppendMode.OVERWRITE, false)) {
                content.beginText();
                content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 11);
                content.newLineAtOffset(50, 700);
                content.showText("MR JAN NOWAK");
                content.endText();
            }
            page.getCOSObject().removeItem(COSName.RESOURCES);
            document.save(out);
            assertThat(PdfTextReader.read(out.toByteArray(), soon()).text()).contains("MR JAN NOWAK");
        }
    }

    @Test
    void anEncryptedATruncatedOrAFalsePdfIsRefused() {
        assertThatThrownBy(() -> PdfTextReader.read(Statements.pdf(List.of("MR JAN NOWAK"), "secret"), soon()))
                .isInstanceOf(Undecodable.class).hasMessageContaining("password");
        byte[] pdf = Statements.pdf("Example Bank plc", "MR JAN NOWAK", "01/10/2026", "31/10/2026");
        assertThatThrownBy(() -> PdfTextReader.read(Arrays.copyOf(pdf, pdf.length / 3), soon()))
                .isInstanceOf(Undecodable.class);
        assertThatThrownBy(() -> PdfTextReader.read("%PDF-1.7\nnot really".getBytes(StandardCharsets.US_ASCII),
                soon())).isInstanceOf(Undecodable.class).hasMessageContaining("damaged");
    }

    @Test
    void craftedPdfsAreRefusedAtTheirFirstBoundWithAReason() {
        assertThatThrownBy(() -> PdfTextReader.read(HostilePdfs.textOperations(40), soon()))
                .isInstanceOf(Undecodable.class).hasMessageContaining("Page 1").hasMessageContaining("MB");
        // within the content's size, the glyphs' count is the bound; without text, the operations'
        assertThatThrownBy(() -> PdfTextReader.read(HostilePdfs.textOperations(7), soon()))
                .isInstanceOf(Undecodable.class).hasMessageContaining("characters");
        assertThatThrownBy(() -> PdfTextReader.read(HostilePdfs.drawingOperations(7), soon()))
                .isInstanceOf(Undecodable.class).hasMessageContaining("operations");
        assertThatThrownBy(() -> PdfTextReader.read(HostilePdfs.formFanOut(7, 4), soon()))
                .isInstanceOf(Undecodable.class).hasMessageContaining("more than " + PdfTextReader.FORMS + " times");
        assertThatThrownBy(() -> PdfTextReader.read(HostilePdfs.formFanOut(30, 1), soon()))
                .isInstanceOf(Undecodable.class).hasMessageContaining("nested more than");
        assertThatThrownBy(() -> PdfTextReader.read(HostilePdfs.textOperations(1), System.nanoTime()))
                .isInstanceOf(Undecodable.class).hasMessageContaining("time allowed");
    }

    @Test
    void aHugeDeclaredImageIsNotDecodedAndManyPagesAreNotWalked() throws Undecodable {
        assertThat(PdfTextReader.read(HostilePdfs.imageDeclaring(100_000), soon()).text()).contains("Statement");
        PdfText many = PdfTextReader.read(HostilePdfs.pages(20_000), soon());
        assertThat(many.pages()).isEqualTo(20_000);
        assertThat(many.text().split("Page", -1)).hasSize(PdfTextReader.PAGES + 1);
    }
}
