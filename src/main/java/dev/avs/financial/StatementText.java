package dev.avs.financial;

import dev.avs.account.AccountId;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.reading.PrintedText;
import java.io.IOException;
import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.io.MemoryUsageSetting;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.springframework.stereotype.Component;

/**
 * The text of a financial document's file: a PDF's own text layer (what online banking exports), else the words a
 * photo or scan shows, read with OCR. Bounded: the PDF parsed in at most {@value #PDF_MEMORY} bytes of memory, its
 * first {@value #PAGES} pages read, at most {@value #MAX_CHARS} characters kept.
 */
@Component
class StatementText {

    /** Where the text came from. */
    enum Source { TEXT_LAYER, OCR }

    record Read(String text, Source source, int pages) {
    }

    static final long PDF_MEMORY = 64L * 1024 * 1024;
    static final int PAGES = 5;
    static final int MAX_CHARS = 200_000;

    private final Files files;
    private final PrintedText printed;

    StatementText(Files files, PrintedText printed) {
        this.files = files;
        this.printed = printed;
    }

    /** The file's text, or empty when it has none that can be read (a scan while OCR is off, a damaged PDF). */
    Optional<Read> of(AccountId account, String fileId) {
        Optional<FileMetadata> file = files.find(account, fileId);
        Optional<byte[]> content = files.read(account, fileId);
        if (file.isEmpty() || content.isEmpty()) {
            return Optional.empty();
        }
        if ("application/pdf".equals(file.get().contentType())) {
            return pdf(content.get()).filter(read -> !read.text().isBlank());
        }
        if (!file.get().isImage()) {
            return Optional.empty();
        }
        return printed.of(content.get()).filter(text -> !text.isBlank())
                .map(text -> new Read(cap(text), Source.OCR, 1));
    }

    /** The text layer of a PDF's first pages; empty for an encrypted or damaged file. */
    static Optional<Read> pdf(byte[] content) {
        try (PDDocument document = Loader.loadPDF(content, "", null, null,
                MemoryUsageSetting.setupMainMemoryOnly(PDF_MEMORY).streamCache)) {
            if (document.isEncrypted()) {
                return Optional.empty();
            }
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setSortByPosition(true);
            stripper.setStartPage(1);
            stripper.setEndPage(Math.min(PAGES, document.getNumberOfPages()));
            return Optional.of(new Read(cap(stripper.getText(document)), Source.TEXT_LAYER,
                    document.getNumberOfPages()));
        } catch (IOException | RuntimeException damaged) {
            return Optional.empty();
        }
    }

    private static String cap(String text) {
        return text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
    }
}
