package dev.avs.decoding;

/**
 * Why a file could not be decoded, in words a person understands (never a library's message: those can quote the
 * file). Three kinds: the file breaks a rule (too long, damaged: the same answer every time); the file cost more
 * than the decoder may spend ({@link #overLimits()}: its process ran out of time or memory); or no decoder could
 * run ({@link #isRetryable()}: busy or failed to start, the same file may decode later).
 */
public final class Undecodable extends Exception {

    private final boolean retryable;
    private final boolean overLimits;

    public Undecodable(String message) {
        this(message, false, false);
    }

    Undecodable(String message, boolean retryable) {
        this(message, retryable, false);
    }

    Undecodable(String message, boolean retryable, boolean overLimits) {
        super(message, null, false, false);
        this.retryable = retryable;
        this.overLimits = overLimits;
    }

    /** No decoder could run now: nothing was learnt about the file. */
    public boolean isRetryable() {
        return retryable;
    }

    /** The decoder's process was stopped, out of time, or died, out of memory, on this file. */
    public boolean overLimits() {
        return overLimits;
    }
}
