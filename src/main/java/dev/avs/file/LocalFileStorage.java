package dev.avs.file;

import dev.avs.persistence.OwnerOnlyFiles;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.regex.Pattern;

/**
 * File contents in a local folder, one file per content at {@code ab/cd/<sha256>}. A content is written to a
 * temporary file in the target folder, flushed to disk, then renamed into place, so a reader never sees a partial
 * file and a crash leaves at most a stray temporary file. Folders and files are the service's user's only
 * ({@link OwnerOnlyFiles}).
 */
final class LocalFileStorage implements FileStorage {

    private static final Pattern SHA256 = Pattern.compile("[0-9a-f]{64}");

    private final Path root;

    LocalFileStorage(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    Path root() {
        return root;
    }

    @Override
    public void probe() {
        try {
            OwnerOnlyFiles.createDirectories(root);
        } catch (IOException e) {
            throw new UncheckedIOException("The storage folder cannot be created", e);
        }
        if (!java.nio.file.Files.isWritable(root)) {
            throw new UncheckedIOException("The storage folder is not writable", new IOException("not writable"));
        }
    }

    @Override
    public void store(String sha256, long size, InputStream content) {
        Path target = path(sha256);
        try {
            if (java.nio.file.Files.isRegularFile(target) && java.nio.file.Files.size(target) == size) {
                return;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not store file content " + sha256, e);
        }
        write(sha256, content, false);
    }

    @Override
    public void replace(String name, long size, InputStream content) {
        write(name, content, true);
    }

    @Override
    public void delete(String name) {
        try {
            java.nio.file.Files.deleteIfExists(path(name));
        } catch (IOException e) {
            throw new UncheckedIOException("Could not delete file content " + name, e);
        }
    }

    private void write(String sha256, InputStream content, boolean replace) {
        Path target = path(sha256);
        try {
            OwnerOnlyFiles.createDirectories(target.getParent());
            // a temporary file is created rw------- on POSIX file systems, and keeps its permissions when renamed
            Path temp = java.nio.file.Files.createTempFile(target.getParent(), ".incoming-", ".tmp");
            try {
                try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE);
                     OutputStream out = Channels.newOutputStream(channel)) {
                    content.transferTo(out);
                    out.flush();
                    channel.force(true);
                }
                moveIntoPlace(temp, target, replace);
            } finally {
                java.nio.file.Files.deleteIfExists(temp);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Could not store file content " + sha256, e);
        }
    }

    private static void moveIntoPlace(Path temp, Path target, boolean replace) throws IOException {
        try {
            if (replace) {
                // rename(2) replaces the target atomically
                java.nio.file.Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
                return;
            }
            java.nio.file.Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException e) {
            // a concurrent upload of the same content won the race; its file is identical
        } catch (AtomicMoveNotSupportedException e) {
            java.nio.file.Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Override
    public InputStream open(String sha256) {
        try {
            return java.nio.file.Files.newInputStream(path(sha256));
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read file content " + sha256, e);
        }
    }

    @Override
    public boolean exists(String sha256) {
        return java.nio.file.Files.isRegularFile(path(sha256));
    }

    /** The path of a content; the hash is checked so that no value can reach outside the root. */
    Path path(String sha256) {
        if (sha256 == null || !SHA256.matcher(sha256).matches()) {
            throw new IllegalArgumentException("Not a sha256 in lowercase hex");
        }
        return root.resolve(sha256.substring(0, 2)).resolve(sha256.substring(2, 4)).resolve(sha256);
    }
}
