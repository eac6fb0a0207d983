package dev.avs.decoding;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.io.MemoryUsageSetting;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.encryption.InvalidPasswordException;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * The text layer of a PDF (what online banking exports), read with PDFBox in the decoder process under bounds that
 * a statement never meets and a crafted file meets at once: a page's content is counted before it is interpreted,
 * and every drawing operation, glyph and form drawn is counted while it is. A file over a bound is refused whole
 * (a person reads it), not read in part. The bounds, per page of the first {@value #PAGES}:
 * <ul>
 *   <li>{@value #PAGE_CONTENT} bytes of content once inflated (a dense statement page is under 100 KB);</li>
 *   <li>{@value #OPERATORS} operations, forms' included (one 40 MB page of {@code Tj} was 4 million);</li>
 *   <li>{@value #GLYPHS} glyphs: each becomes an object of a few hundred bytes until the page is sorted;</li>
 *   <li>forms nested {@value #FORM_DEPTH} deep and {@value #FORMS} drawn: forms that draw each other four times
 *       a level cost 4^n;</li>
 * </ul>
 * and the whole file parsed in at most {@value #PDF_MEMORY} bytes of stream cache, by a deadline.
 */
final class PdfTextReader {

    static final long PDF_MEMORY = 64L * 1024 * 1024;
    static final int PAGES = 5;
    static final int MAX_CHARS = 200_000;
    static final long PAGE_CONTENT = 8L * 1024 * 1024;
    static final int OPERATORS = 250_000;
    static final int GLYPHS = 60_000;
    static final int FORM_DEPTH = 8;
    static final int FORMS = 2_000;
    static final int TREE_DEPTH = 32;
    static final int TREE_NODES = 1_000;

    private PdfTextReader() {
    }

    /** The text of the first pages; refused when the file is encrypted, damaged or over a bound. */
    static PdfText read(byte[] content, long deadlineNanos) throws Undecodable {
        try (PDDocument document = Loader.loadPDF(content, "", null, null,
                MemoryUsageSetting.setupMainMemoryOnly(PDF_MEMORY).streamCache)) {
            if (document.isEncrypted()) {
                throw new Undecodable("The PDF is protected by a password");
            }
            int pages = document.getNumberOfPages();
            // the first pages alone: PDFBox's page tree checks every page it holds before it gives one (20,000
            // pages took 4 s; a 10 MB file holds 80,000), and the stripper visits each one to skip it
            try (PDDocument first = new PDDocument()) {
                firstPages(document).forEach(first::addPage);
                BoundedStripper stripper = new BoundedStripper(deadlineNanos);
                stripper.setSortByPosition(true);
                StringWriter text = new StringWriter();
                stripper.writeText(first, text);
                String all = text.toString();
                return new PdfText(all.length() > MAX_CHARS ? all.substring(0, MAX_CHARS) : all, pages);
            }
        } catch (OverBound | GlyphBound over) {
            throw new Undecodable(over.getMessage());
        } catch (InvalidPasswordException locked) {
            throw new Undecodable("The PDF is protected by a password");
        } catch (IOException | RuntimeException | StackOverflowError damaged) {
            throw new Undecodable("The PDF is damaged: its text cannot be read");
        }
    }

    /**
     * The first {@value #PAGES} pages, found by walking the page tree depth first and dereferencing only the nodes
     * on the way: at most {@value #TREE_DEPTH} levels and {@value #TREE_NODES} nodes looked at.
     */
    private static List<PDPage> firstPages(PDDocument document) throws OverBound {
        List<PDPage> pages = new ArrayList<>();
        COSDictionary root = document.getDocumentCatalog().getCOSObject().getCOSDictionary(COSName.PAGES);
        if (root != null) {
            collect(root, 0, new int[1], pages);
        }
        return pages;
    }

    private static void collect(COSDictionary node, int depth, int[] visited, List<PDPage> pages) throws OverBound {
        if (depth > TREE_DEPTH || ++visited[0] > TREE_NODES) {
            throw new OverBound("The PDF's page tree is deeper or larger than a document's");
        }
        COSArray kids = node.getCOSArray(COSName.KIDS);
        if (kids == null) {
            PDPage page = new PDPage(node);
            // what the page inherits from its tree made its own, before it joins another tree
            page.setResources(page.getResources());
            page.setMediaBox(page.getMediaBox());
            page.setCropBox(page.getCropBox());
            page.setRotation(page.getRotation());
            pages.add(page);
            return;
        }
        for (int i = 0; i < kids.size() && pages.size() < PAGES; i++) {
            if (kids.getObject(i) instanceof COSDictionary kid) {
                collect(kid, depth + 1, visited, pages);
            }
        }
    }

    /** A bound met: ends the reading at once (PDFBox forgives other failures inside a form; not this one). */
    private static final class OverBound extends IOException {
        OverBound(String message) {
            super(message, null);
        }
    }

    private static final class BoundedStripper extends PDFTextStripper {

        private final long deadlineNanos;
        private int page;
        private int operators;
        private int glyphs;
        private int forms;
        private int depth;

        BoundedStripper(long deadlineNanos) {
            this.deadlineNanos = deadlineNanos;
        }

        @Override
        public void processPage(PDPage pdPage) throws IOException {
            page++;
            operators = 0;
            glyphs = 0;
            forms = 0;
            long bytes = 0;
            try (InputStream contents = pdPage.getContents()) {
                byte[] buffer = new byte[8192];
                int n;
                while ((n = contents.read(buffer)) > 0) {
                    bytes += n;
                    if (bytes > PAGE_CONTENT) {
                        throw new OverBound("Page " + page + " of the PDF holds more than " + PAGE_CONTENT / 1024 / 1024
                                + " MB of drawing instructions; a statement holds far less");
                    }
                }
            }
            super.processPage(pdPage);
        }

        @Override
        protected void processOperator(Operator operator, List<COSBase> operands) throws IOException {
            if (++operators > OPERATORS) {
                throw new OverBound("Page " + page + " of the PDF draws more than " + OPERATORS
                        + " operations; a statement draws far fewer");
            }
            if (System.nanoTime() - deadlineNanos > 0) {
                throw new OverBound("The PDF's text could not be read in the time allowed");
            }
            super.processOperator(operator, operands);
        }

        @Override
        protected void operatorException(Operator operator, List<COSBase> operands, IOException e)
                throws IOException {
            if (e instanceof OverBound) {
                throw e;
            }
            super.operatorException(operator, operands, e);
        }

        @Override
        public void showForm(PDFormXObject form) throws IOException {
            if (++forms > FORMS || depth >= FORM_DEPTH) {
                throw new OverBound("Page " + page + " of the PDF draws its forms " + (depth >= FORM_DEPTH
                        ? "nested more than " + FORM_DEPTH + " deep" : "more than " + FORMS + " times")
                        + "; a statement does not");
            }
            depth++;
            try {
                super.showForm(form);
            } finally {
                depth--;
            }
        }

        @Override
        protected void processTextPosition(TextPosition text) {
            if (++glyphs > GLYPHS) {
                throw new GlyphBound(page);
            }
            super.processTextPosition(text);
        }
    }

    /** Thrown where PDFBox allows no checked exception: turned into the same refusal by {@link #read}. */
    private static final class GlyphBound extends RuntimeException {
        GlyphBound(int page) {
            super("Page " + page + " of the PDF shows more than " + GLYPHS + " characters; a statement shows far "
                    + "fewer", null, false, false);
        }
    }
}
