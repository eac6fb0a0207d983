package dev.avs.file;

import dev.avs.account.AccountId;
import dev.avs.web.ApiException;
import dev.avs.web.ErrorType;
import dev.avs.web.Ids;
import dev.avs.web.Multipart;
import dev.avs.web.Sha256;
import dev.avs.web.WebProperties;
import java.time.Clock;
import java.time.Instant;
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
    private final FileStorage storage;
    private final FileInspector inspector;
    private final long maxFileBytes;
    private final ApplicationEventPublisher events;
    private final TransactionTemplate transactions;
    private final Clock clock;

    FileService(FileRepository files, FileStorage storage, FileInspector inspector, WebProperties web,
                ApplicationEventPublisher events, TransactionTemplate transactions, Clock clock) {
        this.files = files;
        this.storage = storage;
        this.inspector = inspector;
        this.maxFileBytes = web.limits().file().toBytes();
        this.events = events;
        this.transactions = transactions;
        this.clock = clock;
    }

    String create(AccountId account, Multipart multipart) {
        Accepted content = accept(multipart);
        String id = Ids.newId();
        files.insert(account.value(), id, content.metadata(), clock.instant());
        events.publishEvent(new FileStored(account, id, content.metadata().sha256(),
                content.metadata().contentType(), content.bytes()));
        return id;
    }

    /**
     * Replaces the content of a file: in place while it is not pinned; for a pinned file, a copy with the new
     * content takes its place and its new id is returned, while the original stays as the verification saw it.
     */
    String replace(AccountId account, String id, Multipart multipart) {
        find(account, id);
        Accepted content = accept(multipart);
        FileRepository.Content metadata = content.metadata();
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
        events.publishEvent(new FileStored(account, stored, metadata.sha256(), metadata.contentType(), content.bytes()));
        return stored;
    }

    /** An accepted upload: what the row records, and the bytes (already in storage) for post-upload listeners. */
    private record Accepted(FileRepository.Content metadata, byte[] bytes) {
    }

    FileMetadata find(AccountId account, String id) {
        if (!Ids.isWellFormed(id)) {
            throw ApiException.notFound();
        }
        return files.find(account.value(), id).orElseThrow(ApiException::notFound);
    }

    byte[] content(FileMetadata file) {
        return storage.read(file.sha256());
    }

    /** Validates the part, sniffs and measures the bytes, and stores them; every refusal names {@code file}. */
    private Accepted accept(Multipart multipart) {
        Multipart.Part part = multipart.part(PART).orElseThrow(() ->
                ApiException.validation(PART, "Send the file in a multipart/form-data part named file"));
        String name = FileNames.sanitise(part.filename());
        if (name.isEmpty()) {
            throw ApiException.validation(PART, "The file part needs a filename");
        }
        byte[] bytes = part.content();
        if (bytes.length == 0) {
            throw ApiException.validation(PART, "The file is empty");
        }
        if (bytes.length > maxFileBytes) {
            throw new ApiException(ErrorType.PAYLOAD_TOO_LARGE,
                    "The file is larger than " + maxFileBytes / (1024 * 1024) + " MiB", PART);
        }
        FileInspector.Inspection inspection = inspector.inspect(bytes);
        String sha256 = Sha256.hex(bytes);
        storage.store(sha256, bytes);
        return new Accepted(new FileRepository.Content(name, inspection.contentType(), bytes.length, sha256,
                inspection.width(), inspection.height()), bytes);
    }

}
