package dev.avs.scheduling;

/**
 * How the last attempt of a job given up ended, with what it was doing then ({@link AttemptProgress}).
 *
 * @param how      how the last attempt ended
 * @param attempts attempts made, the last included
 * @param step     the step the last attempt recorded last (a verification's check), null if none
 * @param fileId   the file it read last during that step, null if none
 */
public record AttemptFailure(How how, int attempts, String step, String fileId) {

    public enum How {
        /** The attempt threw: a defect, or something it needs (the database, the bucket) was away. */
        ERROR,
        /** Its node stopped before it ended: the process died or was killed, or shut down in the middle of it. */
        NODE_STOPPED,
        /** It ran past its deadline; it was abandoned, and whatever it does when it ends is ignored. */
        DEADLINE_PASSED
    }

    /** Whether the attempt was cut off (its node stopped, its deadline passed) rather than failing by itself. */
    public boolean cutOff() {
        return how != How.ERROR;
    }
}
