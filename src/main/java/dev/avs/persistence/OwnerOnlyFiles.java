package dev.avs.persistence;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * What AVS writes on the local disk (the embedded database and its password, the installation key, the first
 * start's credentials, local file storage) is its user's alone: folders 700, files 600. The permissions are given
 * when a folder or file is created, not after: Java cannot set the process's umask, but {@code mkdir(2)} and
 * {@code open(2)} take a mode that the umask can only narrow, so there is no moment when the file is open to others.
 * On a file system without POSIX permissions (Windows) the platform's defaults apply.
 */
public final class OwnerOnlyFiles {

    public static final Set<PosixFilePermission> FOLDER = PosixFilePermissions.fromString("rwx------");
    public static final Set<PosixFilePermission> FILE = PosixFilePermissions.fromString("rw-------");

    private OwnerOnlyFiles() {
    }

    /**
     * The folder, with each missing folder on its way created owner-only; folders that exist keep their permissions
     * (an operator may have chosen them, as for a home directory holding {@code ./data}).
     */
    public static Path createDirectories(Path folder) throws IOException {
        Path absolute = folder.toAbsolutePath();
        return isPosix(absolute) ? Files.createDirectories(absolute, attribute(FOLDER))
                : Files.createDirectories(absolute);
    }

    /** A new, empty file readable and writable by its owner only; {@link FileAlreadyExistsException} if it exists. */
    public static Path createFile(Path file) throws IOException {
        return isPosix(file.toAbsolutePath()) ? Files.createFile(file, attribute(FILE)) : Files.createFile(file);
    }

    /**
     * Writes a new owner-only file whole, unless the file exists: true if this call made it. The content goes into a
     * temporary file beside it that is then linked under the file's name ({@code link(2)} fails if the name exists),
     * so two processes starting at once on one folder never read a half-written file nor overwrite each other's: one
     * wins, the other reads what the winner wrote.
     */
    public static boolean createWhole(Path file, byte[] content) throws IOException {
        Path absolute = file.toAbsolutePath();
        Path temporary = isPosix(absolute)
                ? Files.createTempFile(absolute.getParent(), ".new-", ".tmp", attribute(FILE))
                : Files.createTempFile(absolute.getParent(), ".new-", ".tmp");
        try {
            Files.write(temporary, content);
            try {
                Files.createLink(absolute, temporary);
            } catch (UnsupportedOperationException noLinks) {
                // a file system without hard links: a move that refuses an existing name (a narrow race remains)
                Files.move(temporary, absolute);
            }
            return true;
        } catch (FileAlreadyExistsException lost) {
            return false;
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** Makes an existing file its owner's only (one made before AVS made its files so). */
    public static void restrict(Path file) throws IOException {
        if (isPosix(file.toAbsolutePath())) {
            Files.setPosixFilePermissions(file, FILE);
        }
    }

    private static boolean isPosix(Path path) {
        return path.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    private static FileAttribute<Set<PosixFilePermission>> attribute(Set<PosixFilePermission> permissions) {
        return PosixFilePermissions.asFileAttribute(permissions);
    }
}
