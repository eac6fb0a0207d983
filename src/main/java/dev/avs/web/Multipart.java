package dev.avs.web;

import jakarta.servlet.http.HttpServletRequest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.commons.fileupload2.core.DiskFileItem;
import org.apache.commons.fileupload2.core.DiskFileItemFactory;
import org.apache.commons.fileupload2.core.FileUploadByteCountLimitException;
import org.apache.commons.fileupload2.core.FileUploadException;
import org.apache.commons.fileupload2.core.FileUploadFileCountLimitException;
import org.apache.commons.fileupload2.core.FileUploadSizeException;
import org.apache.commons.fileupload2.jakarta.servlet6.JakartaServletFileUpload;

/**
 * A {@code multipart/form-data} body (RFC 7578), parsed by Apache Commons FileUpload: linear in the body whatever
 * the boundary, with parts over {@value #IN_MEMORY} bytes written to temporary files instead of the heap. The
 * boundary is limited to RFC 2046's 70 characters. A request's parts live until the request ends
 * ({@link #release}, called by the body filter), so a part can be read more than once while it is handled.
 */
public final class Multipart {

    /** One part: its form name, the filename if it is a file, the declared type, its size and its bytes. */
    public record Part(String name, String filename, String contentType, long size, Content content) {

        /** Where a part's bytes are: memory or a temporary file. */
        @FunctionalInterface
        public interface Content {
            InputStream open() throws IOException;
        }

        /** A part held in memory (built by code, such as tests or the hosted form's own files). */
        public static Part of(String name, String filename, String contentType, byte[] bytes) {
            return new Part(name, filename, contentType, bytes.length, () -> new ByteArrayInputStream(bytes));
        }

        public InputStream open() {
            try {
                return content.open();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** The whole content; for small parts (fields), since files may be megabytes. */
        public byte[] bytes() {
            try (InputStream in = open()) {
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        public String text() {
            return new String(bytes(), StandardCharsets.UTF_8);
        }
    }

    /** RFC 2046: a boundary is 1 to 70 characters; longer ones only serve to make parsing expensive. */
    static final int MAX_BOUNDARY = 70;
    /** Parts up to this size stay in memory; larger ones go to a temporary file. */
    static final int IN_MEMORY = 64 * 1024;
    /** Form fields and files of one request: a page sends a handful, the API one file and a few fields. */
    static final int MAX_PARTS = 32;

    private static final String ATTRIBUTE = Multipart.class.getName();
    private static final Path TEMP = Path.of(System.getProperty("java.io.tmpdir"));

    private final List<Part> parts;
    private final List<DiskFileItem> items;

    private Multipart(List<Part> parts, List<DiskFileItem> items) {
        this.parts = List.copyOf(parts);
        this.items = items;
    }

    public static Multipart of(List<Part> parts) {
        return new Multipart(parts, List.of());
    }

    /**
     * Parses the request's body once (later calls answer the same parts): 415 for another content type, 400 for a
     * missing, overlong or malformed boundary or body, 413 beyond {@code sizeMax} (the body) or {@code fileSizeMax}
     * (one part, named in the error).
     */
    public static Multipart of(HttpServletRequest request, long sizeMax, long fileSizeMax) {
        if (request.getAttribute(ATTRIBUTE) instanceof Multipart parsed) {
            return parsed;
        }
        String contentType = request.getContentType();
        if (contentType == null || !contentType.toLowerCase(Locale.ROOT).startsWith("multipart/form-data")) {
            throw new ApiException(ErrorType.UNSUPPORTED_MEDIA_TYPE,
                    "Send the file as multipart/form-data in a part named file");
        }
        JakartaServletFileUpload<DiskFileItem, DiskFileItemFactory> upload = new JakartaServletFileUpload<>(
                DiskFileItemFactory.builder().setPath(TEMP).setBufferSize(IN_MEMORY).get());
        byte[] boundary = upload.getBoundary(contentType);
        if (boundary == null || boundary.length == 0 || boundary.length > MAX_BOUNDARY) {
            throw ApiException.badRequest("The multipart boundary must be 1 to " + MAX_BOUNDARY + " characters");
        }
        upload.setSizeMax(sizeMax);
        upload.setFileSizeMax(fileSizeMax);
        upload.setFileCountMax(MAX_PARTS);
        upload.setHeaderCharset(StandardCharsets.UTF_8);
        List<DiskFileItem> items;
        try {
            items = upload.parseRequest(request);
        } catch (FileUploadByteCountLimitException e) {
            throw new ApiException(ErrorType.PAYLOAD_TOO_LARGE, "The file is larger than "
                    + fileSizeMax / (1024 * 1024) + " MiB", e.getFieldName() == null ? "file" : e.getFieldName());
        } catch (FileUploadFileCountLimitException e) {
            throw new ApiException(ErrorType.PAYLOAD_TOO_LARGE, "The body has more than " + MAX_PARTS + " parts");
        } catch (FileUploadSizeException e) {
            throw new ApiException(ErrorType.PAYLOAD_TOO_LARGE, "The request body is larger than "
                    + sizeMax / (1024 * 1024) + " MiB");
        } catch (FileUploadException e) {
            throw ApiException.badRequest("The multipart body is malformed");
        } catch (java.nio.file.InvalidPathException e) {
            // FileUpload refuses a filename with a NUL byte while it parses (as a path it would end there)
            throw ApiException.validation("file", "The file name holds a NUL character; send it without");
        }
        if (items.isEmpty() && request.getContentLengthLong() != 0) {
            // not one delimiter in a body that has bytes: the parser calls that a preamble, a client sent garbage
            throw ApiException.badRequest("The multipart body is malformed");
        }
        List<Part> parts = new ArrayList<>();
        for (DiskFileItem item : items) {
            parts.add(new Part(item.getFieldName() == null ? "" : item.getFieldName(),
                    item.isFormField() ? null : item.getName() == null ? "" : item.getName(),
                    item.getContentType(), item.getSize(), item::getInputStream));
        }
        Multipart multipart = new Multipart(parts, items);
        request.setAttribute(ATTRIBUTE, multipart);
        return multipart;
    }

    /** Deletes the temporary files of the request's parts, if it had any; the request is over. */
    public static void release(HttpServletRequest request) {
        if (request.getAttribute(ATTRIBUTE) instanceof Multipart parsed) {
            request.removeAttribute(ATTRIBUTE);
            for (DiskFileItem item : parsed.items) {
                try {
                    item.delete();
                } catch (IOException e) {
                    // a temporary file that cannot be deleted now is left to the operating system's cleaning
                }
            }
        }
    }

    public List<Part> parts() {
        return parts;
    }

    public Optional<Part> part(String name) {
        return parts.stream().filter(p -> p.name().equals(name)).findFirst();
    }
}
