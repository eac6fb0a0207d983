package dev.avs.file;

import dev.avs.account.AccountId;
import dev.avs.web.Multipart;
import dev.avs.web.Replies;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.CacheControl;
import org.springframework.http.ContentDisposition;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
class FileController {

    private final FileService files;

    FileController(FileService files) {
        this.files = files;
    }

    @PostMapping("/files")
    ResponseEntity<byte[]> upload(AccountId account, Multipart multipart) {
        return Replies.created("file_id", "/files", files.create(account, multipart));
    }

    @PutMapping("/files/{fileId}")
    ResponseEntity<byte[]> replace(AccountId account, @PathVariable String fileId, Multipart multipart) {
        return Replies.ok("file_id", files.replace(account, fileId, multipart));
    }

    /** Extension: the file's metadata. */
    @GetMapping("/files/{fileId}")
    Map<String, Object> get(AccountId account, @PathVariable String fileId) {
        return view(files.find(account, fileId));
    }

    /**
     * Extension: the bytes, with the sniffed type. Served as an attachment with {@code nosniff}, so that a
     * browser never renders uploaded content (a PDF with scripts, say) in the service's origin.
     */
    @GetMapping("/files/{fileId}/content")
    ResponseEntity<byte[]> content(AccountId account, @PathVariable String fileId) {
        FileMetadata file = files.find(account, fileId);
        return attachment(file, files.content(account, file));
    }

    /** A file's bytes as a download, never rendered by a browser in the service's origin. */
    static ResponseEntity<byte[]> attachment(FileMetadata file, byte[] content) {
        return ResponseEntity.ok()
                .contentType(MediaType.parseMediaType(file.contentType()))
                .header("Content-Disposition", ContentDisposition.attachment()
                        .filename(file.fileName(), StandardCharsets.UTF_8).build().toString())
                .header("X-Content-Type-Options", "nosniff")
                .eTag("\"" + file.sha256() + "\"")
                .cacheControl(CacheControl.noCache().cachePrivate())
                .body(content);
    }

    static Map<String, Object> view(FileMetadata file) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("file_id", file.fileId());
        v.put("file_name", file.fileName());
        v.put("content_type", file.contentType());
        v.put("size", file.size());
        v.put("sha256", file.sha256());
        v.put("width", file.width());
        v.put("height", file.height());
        v.put("created_at", file.createdAt());
        v.put("updated_at", file.updatedAt());
        return v;
    }
}
