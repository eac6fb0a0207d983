package dev.avs.web;

/**
 * A failure as it may be logged: its classes and stack frames, without the messages, which can hold what a client
 * sent (query values, names, document numbers). Logs carry the request id (MDC) to tie the failure to a request.
 */
public final class Redacted extends RuntimeException {

    private Redacted(Throwable failure, Redacted cause) {
        super(failure.getClass().getName(), cause, false, true);
        setStackTrace(failure.getStackTrace());
    }

    /** The failure and its causes, messages left out. */
    public static Redacted of(Throwable failure) {
        java.util.List<Throwable> chain = new java.util.ArrayList<>();
        for (Throwable t = failure; t != null && !chain.contains(t) && chain.size() < 16; t = t.getCause()) {
            chain.add(t);
        }
        Redacted redacted = null;
        for (int i = chain.size() - 1; i >= 0; i--) {
            redacted = new Redacted(chain.get(i), redacted);
        }
        return redacted;
    }

    @Override
    public String toString() {
        return getMessage();
    }
}
