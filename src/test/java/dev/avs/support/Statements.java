package dev.avs.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.encryption.AccessPermission;
import org.apache.pdfbox.pdmodel.encryption.StandardProtectionPolicy;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/** Bank statements as online banking exports them: an A4 PDF with a text layer, written with PDFBox. */
public final class Statements {

    private Statements() {
    }

    /** A one-page statement: the bank's name, the holder, the period, a few transactions. */
    public static byte[] pdf(String bank, String holder, String from, String to) {
        return pdf(List.of(bank, holder, "12 High Street, London", "Statement period " + from + " to " + to,
                "Date        Description                 Amount", from + "  Opening balance          1,204.10",
                to + "  Card payment TESCO          -23.45", to + "  Closing balance          1,180.65"), null);
    }

    /** The lines on one page; with a password, the file is encrypted. */
    public static byte[] pdf(List<String> lines, String password) {
        try (PDDocument document = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            PDPage page = new PDPage(PDRectangle.A4);
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                content.beginText();
                content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 11);
                content.setLeading(16);
                content.newLineAtOffset(50, 780);
                for (String line : lines) {
                    content.showText(line);
                    content.newLine();
                }
                content.endText();
            }
            if (password != null) {
                document.protect(new StandardProtectionPolicy(password, password, new AccessPermission()));
            }
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
