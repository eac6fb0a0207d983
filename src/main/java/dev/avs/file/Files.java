package dev.avs.file;

import dev.avs.account.AccountId;
import dev.avs.persistence.Ids;
import dev.avs.scheduling.AttemptProgress;
import dev.avs.web.Multipart;
import java.io.InputStream;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** What other modules may do with files; every lookup is scoped to an account (another account's id is absent). */
@Service
public class Files {

    private final FileRepository files;
    private final SealedContents contents;
    private final FileService service;
    private final FileErasure erasure;
    private final AttemptProgress progress;

    Files(FileRepository files, SealedContents contents, FileService service, FileErasure erasure,
          AttemptProgress progress) {
        this.erasure = erasure;
        this.progress = progress;
        this.files = files;
        this.contents = contents;
        this.service = service;
    }

    /**
     * Stores an uploaded part with the same sniffing, limits and errors as POST /files (415 not an accepted type,
     * 413 too large, 422 empty or without a name, each naming {@code file}); used by the hosted form. Returns the
     * id.
     */
    public String store(AccountId account, Upload upload) {
        return service.create(account, Multipart.of(List.of(new Multipart.Part(FileService.PART, upload.filename(),
                null, upload.size(), upload.content()::open))));
    }

    /** Any file of the account, including a pinned original that a copy replaced. */
    public Optional<FileMetadata> find(AccountId account, String fileId) {
        return Ids.isWellFormed(fileId) ? files.find(account.value(), fileId) : Optional.empty();
    }

    /** A file and the account it belongs to. */
    public record Holder(AccountId account, String fileId) {
    }

    /**
     * For the background analyses, which run once per content whichever account uploaded it: the files of every
     * account that hold the same content as this file of the account (itself included; at most 1,000, oldest
     * first), so that what an analysis concludes reaches each. Empty when the file is not the account's. Never
     * the answer to a request.
     */
    public List<Holder> sameContent(AccountId account, String fileId) {
        return Ids.isWellFormed(fileId) ? files.sameContent(account.value(), fileId, 1000) : List.of();
    }

    /**
     * The file's content as a stream the caller closes. Read by a background job, the file is recorded as the one
     * its attempt reads ({@link AttemptProgress}): if the attempt takes its node down, the job names the file.
     */
    public Optional<InputStream> open(AccountId account, String fileId) {
        return find(account, fileId).map(file -> {
            progress.file(fileId);
            return contents.open(account.value(), file);
        });
    }

    /** The file as a download ({@code GET /files/{id}/content}'s answer), if it is a file of the account. */
    public Optional<org.springframework.http.ResponseEntity<byte[]>> download(AccountId account, String fileId) {
        return find(account, fileId).map(file -> FileController.attachment(file, contents.read(account.value(), file)));
    }

    /** The file's content; recorded as {@link #open} records it. */
    public Optional<byte[]> read(AccountId account, String fileId) {
        return find(account, fileId).map(file -> {
            progress.file(fileId);
            return contents.read(account.value(), file);
        });
    }

    /**
     * Marks the files as used by a verification: from now on a PUT makes a copy instead of changing them. Ids
     * that are not files of the account are ignored. Joins the caller's transaction.
     */
    @Transactional
    public int pin(AccountId account, Collection<String> fileIds) {
        List<String> ids = fileIds.stream().filter(Objects::nonNull).filter(Ids::isWellFormed).distinct().toList();
        return ids.isEmpty() ? 0 : files.pin(account.value(), ids);
    }

    /**
     * Erasure: deletes the files (ids not of the account are ignored) and, once the transaction commits, their
     * contents from storage unless another file of the account holds the same content. Joins the caller's
     * transaction.
     */
    @Transactional
    public void erase(AccountId account, Collection<String> fileIds) {
        List<String> ids = fileIds.stream().filter(Objects::nonNull).filter(Ids::isWellFormed).distinct().toList();
        if (!ids.isEmpty()) {
            erasure.erase(account.value(), ids);
        }
    }
}
