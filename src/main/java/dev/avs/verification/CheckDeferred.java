package dev.avs.verification;

/**
 * Thrown by a check that could not run now for a reason that is not the applicant's evidence (no decoder free, an
 * engine starting): the verification's run is tried again later, with the other checks, instead of this check
 * reporting {@code CHECK_ERROR}. The message is for a person and names no value of the evidence.
 */
public class CheckDeferred extends RuntimeException {

    public CheckDeferred(String message) {
        super(message, null, false, false);
    }
}
