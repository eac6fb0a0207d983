package dev.avs.financial;

import dev.avs.account.AccountId;
import dev.avs.decoding.Decoders;
import dev.avs.decoding.PdfText;
import dev.avs.decoding.Undecodable;
import dev.avs.file.FileMetadata;
import dev.avs.file.Files;
import dev.avs.reading.PrintedText;
import dev.avs.verification.CheckDeferred;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * The text of a financial document's file: a PDF's own text layer (what online banking exports), read by a decoder
 * process under its bounds ({@link Decoders}), else the words a photo or scan shows, read with OCR. At most
 * {@value #MAX_CHARS} characters kept.
 */
@Component
class StatementText {

    /** Where the text came from. */
    enum Source { TEXT_LAYER, OCR }

    record Read(String text, Source source, int pages) {
    }

    /** Why a file gave no text, in words for the person who reads it instead. */
    static final class Unreadable extends Exception {
        Unreadable(String message) {
            super(message, null, false, false);
        }
    }

    static final int MAX_CHARS = 200_000;

    private final Files files;
    private final PrintedText printed;
    private final Decoders decoders;

    StatementText(Files files, PrintedText printed, Decoders decoders) {
        this.files = files;
        this.printed = printed;
        this.decoders = decoders;
    }

    /**
     * The file's text; {@link Unreadable} when it has none that can be read (a scan while OCR is off, a damaged,
     * encrypted or oversized PDF). When no decoder can run now, the check is deferred ({@link CheckDeferred}).
     */
    Read of(AccountId account, String fileId) throws Unreadable {
        Optional<FileMetadata> file = files.find(account, fileId);
        Optional<byte[]> content = files.read(account, fileId);
        if (file.isEmpty() || content.isEmpty()) {
            throw new Unreadable("The file's content is not stored");
        }
        if ("application/pdf".equals(file.get().contentType())) {
            try {
                PdfText pdf = decoders.pdfText(content.get());
                if (pdf.text().isBlank()) {
                    throw new Unreadable("The PDF has no text layer (a scan)");
                }
                return new Read(cap(pdf.text()), Source.TEXT_LAYER, pdf.pages());
            } catch (Undecodable undecodable) {
                if (undecodable.isRetryable()) {
                    throw new CheckDeferred(undecodable.getMessage());
                }
                throw new Unreadable(undecodable.getMessage());
            }
        }
        if (!file.get().isImage()) {
            throw new Unreadable("The file is neither a PDF nor a photo");
        }
        return printed.of(content.get()).filter(text -> !text.isBlank())
                .map(text -> new Read(cap(text), Source.OCR, 1))
                .orElseThrow(() -> new Unreadable("No words could be read on the photo"));
    }

    private static String cap(String text) {
        return text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
    }
}
