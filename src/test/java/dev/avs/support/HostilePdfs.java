package dev.avs.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.common.PDStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;

/**
 * PDFs crafted as an attacker would, each small: a page whose content stream inflates to tens of megabytes of text
 * operations (the 97 KB file: 40 MB of {@code (...) Tj}), forms that draw each other several times a level
 * (4^n drawings from a few KB), forms nested deeper than anything prints, an image declaring a huge picture, and a
 * page tree of many pages.
 */
public final class HostilePdfs {

    private HostilePdfs() {
    }

    /** One page whose content stream inflates to about {@code megabytes} MB of {@code (...) Tj}. */
    public static byte[] textOperations(int megabytes) {
        return repeated(megabytes, "BT /F1 9 Tf 40 800 Td\n", "(Visa card statement line) Tj\n", "ET\n");
    }

    /** One page whose content stream inflates to about {@code megabytes} MB of lines drawn (no text at all). */
    public static byte[] drawingOperations(int megabytes) {
        return repeated(megabytes, "", "0 0 m 1 1 l S\n", "BT /F1 9 Tf 40 800 Td (Statement) Tj ET\n");
    }

    private static byte[] repeated(int megabytes, String first, String repeated, String last) {
        return page((document, page, resources) -> {
            PDStream stream = new PDStream(document);
            try (OutputStream out = stream.createOutputStream(COSName.FLATE_DECODE)) {
                out.write(first.getBytes(StandardCharsets.US_ASCII));
                byte[] line = repeated.getBytes(StandardCharsets.US_ASCII);
                for (long written = 0; written < megabytes * 1024L * 1024; written += line.length) {
                    out.write(line);
                }
                out.write(last.getBytes(StandardCharsets.US_ASCII));
            }
            page.setContents(stream);
        });
    }

    /** Forms {@code levels} deep, each drawing the next {@code fanOut} times; the last shows a word. */
    public static byte[] formFanOut(int levels, int fanOut) {
        return page((document, page, resources) -> {
            PDFormXObject inner = form(document, resources, "BT /F1 9 Tf 40 800 Td (Balance) Tj ET\n");
            for (int level = 1; level < levels; level++) {
                PDResources own = new PDResources();
                own.add(inner);
                COSName name = own.getXObjectNames().iterator().next();
                PDFormXObject outer = form(document, own, ("/" + name.getName() + " Do\n").repeat(fanOut));
                inner = outer;
            }
            COSName top = resources.add(inner);
            content(document, page, "/" + top.getName() + " Do\n");
        });
    }

    /** One page showing a word and an image whose dictionary declares {@code side} x {@code side} pixels. */
    public static byte[] imageDeclaring(int side) {
        return page((document, page, resources) -> {
            PDImageXObject image = new PDImageXObject(document, new java.io.ByteArrayInputStream(new byte[64]),
                    COSName.FLATE_DECODE, side, side, 8, org.apache.pdfbox.pdmodel.graphics.color.PDDeviceRGB.INSTANCE);
            COSName name = resources.add(image);
            content(document, page, "q 500 0 0 500 40 100 cm /" + name.getName() + " Do Q\n"
                    + "BT /F1 9 Tf 40 800 Td (Statement) Tj ET\n");
        });
    }

    /** {@code pages} pages, each with one word. */
    public static byte[] pages(int pages) {
        try (PDDocument document = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            PDResources resources = resources();
            for (int i = 0; i < pages; i++) {
                PDPage page = new PDPage(PDRectangle.A4);
                page.setResources(resources);
                document.addPage(page);
                content(document, page, "BT /F1 9 Tf 40 800 Td (Page) Tj ET\n");
            }
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @FunctionalInterface
    private interface PageContent {
        void write(PDDocument document, PDPage page, PDResources resources) throws IOException;
    }

    private static byte[] page(PageContent content) {
        try (PDDocument document = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            PDPage page = new PDPage(PDRectangle.A4);
            PDResources resources = resources();
            page.setResources(resources);
            document.addPage(page);
            content.write(document, page, resources);
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static PDResources resources() {
        PDResources resources = new PDResources();
        resources.put(COSName.getPDFName("F1"), new PDType1Font(Standard14Fonts.FontName.HELVETICA));
        return resources;
    }

    private static PDFormXObject form(PDDocument document, PDResources resources, String operations)
            throws IOException {
        resources.put(COSName.getPDFName("F1"), new PDType1Font(Standard14Fonts.FontName.HELVETICA));
        PDStream stream = new PDStream(document);
        try (OutputStream out = stream.createOutputStream(COSName.FLATE_DECODE)) {
            out.write(operations.getBytes(StandardCharsets.US_ASCII));
        }
        PDFormXObject form = new PDFormXObject(stream);
        form.setResources(resources);
        form.setBBox(PDRectangle.A4);
        return form;
    }

    private static void content(PDDocument document, PDPage page, String operations) throws IOException {
        PDStream stream = new PDStream(document);
        try (OutputStream out = stream.createOutputStream(COSName.FLATE_DECODE)) {
            out.write(operations.getBytes(StandardCharsets.US_ASCII));
        }
        page.setContents(stream);
    }
}
