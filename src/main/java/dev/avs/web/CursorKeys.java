package dev.avs.web;

import java.util.List;
import javax.crypto.SecretKey;

/**
 * The keys that sign pagination cursors: the first signs, any verifies (cursors handed out before a rotation of the
 * installation key stay valid). The vault owns the installation key and derives these from it.
 */
public interface CursorKeys {

    List<SecretKey> cursorKeys();
}
