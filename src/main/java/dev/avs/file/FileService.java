package dev.avs.file;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import dev.avs.web.Multipart;
import dev.avs.web.WebProperties;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Instant;
import org.apache.commons.codec.digest.DigestUtils;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Uploads and replacements. The content is checked and written to storage before any transaction starts (a
 * content left unreferenced by a failed insert is harmless; holding a connection during disk I/O is not); the
 * row changes then happen in one short transaction.
 */
@Service
class FileService {

    static final String PART = "file";

    private final FileRepository files;
    private final SealedContents contents;
    private final FileInspector inspector;
    private final long maxFileBytes;
    private final ApplicationEventPublisher events;
    private final TransactionTemplate transactions;
    private final Clock clock;

    FileService(FileRepository files, SealedContents contents, FileInspector inspector, WebProperties web,
                ApplicationEventPublisher events, TransactionTemplate transactions, Clock clock) {
        this.files = files;
        this.contents = contents;
        this.inspector = inspector;
        this.maxFileBytes = web.limits().file().toBytes();
        this.events = events;
        this.transactions = transactions;
        this.clock = clock;
    }

    String create(AccountId account, Multipart multipart) {
        FileRepository.Content content = accept(account, multipart);
        String id = Ids.newId();
        files.insert(account.value(), id, content, clock.instant());
        events.publishEvent(new FileStored(account, id, content.sha256(), content.contentType()));
        return id;
    }

    /**
     * Replaces the content of a file: in place while it is not pinned; for a pinned file, a copy with the new
     * content takes its place and its new id is returned, while the original stays as the verification saw it.
     */
    String replace(AccountId account, String id, Multipart multipart) {
        find(account, id);
        FileRepository.Content metadata = accept(account, multipart);
        String stored = transactions.execute(status -> {
            FileMetadata file = files.lock(account.value(), id).orElseThrow(ApiException::notFound);
            if (file.supersededBy() != null) {
                throw new ApiException(ErrorType.EDIT_DENIED, "This file was replaced by " + file.supersededBy()
                        + ", which holds the current content; replace that one");
            }
            Instant now = clock.instant();
            if (!file.pinned()) {
                files.replaceContent(account.value(), id, metadata, now);
                return id;
            }
            String copy = Ids.newId();
            files.insert(account.value(), copy, metadata, now);
            files.markSuperseded(account.value(), id, copy);
            events.publishEvent(new FileReplaced(account, id, copy));
            return copy;
        });
        events.publishEvent(new FileStored(account, stored, metadata.sha256(), metadata.contentType()));
        return stored;
    }

    FileMetadata find(AccountId account, String id) {
        if (!Ids.isWellFormed(id)) {
            throw ApiException.notFound();
        }
        return files.find(account.value(), id).orElseThrow(ApiException::notFound);
    }

    byte[] content(AccountId account, FileMetadata file) {
        return contents.read(account.value(), file);
    }

    /**
     * Validates the part, sniffs and measures it, and stores it, streaming from where the part is (a temporary
     * file for anything but a small upload): the content is never held whole. Every refusal names {@code file}.
     */
    private FileRepository.Content accept(AccountId account, Multipart multipart) {
        Multipart.Part part = multipart.part(PART).orElseThrow(() ->
                ApiException.validation(PART, "Send the file in a multipart/form-data part named file"));
        String name = FileNames.sanitise(part.filename());
        if (name.isEmpty()) {
            throw ApiException.validation(PART, "The file part needs a filename");
        }
        if (part.size() == 0) {
            throw ApiException.validation(PART, "The file is empty");
        }
        if (part.size() > maxFileBytes) {
            throw new ApiException(ErrorType.PAYLOAD_TOO_LARGE,
                    "The file is larger than " + maxFileBytes / (1024 * 1024) + " MiB", PART);
        }
        FileInspector.Inspection inspection = inspector.inspect(part::open, part.size());
        String sha256;
        long contentKey;
        try (InputStream hashed = part.open()) {
            sha256 = DigestUtils.sha256Hex(hashed);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (InputStream content = part.open()) {
            contentKey = contents.write(account.value(), sha256, content);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new FileRepository.Content(name, inspection.contentType(), part.size(), sha256, inspection.width(),
                inspection.height(), contentKey);
    }

}
