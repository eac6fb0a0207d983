package dev.avs.web;

/** The order of the servlet filters of the API; the authentication filter lives in the account module. */
public final class FilterOrder {

    /**
     * {@link FailureFilter}: around every other filter of the service and of the libraries (the console's session
     * at {@code Integer.MIN_VALUE + 50}, Spring Security at -100), inside only the metrics' observation filter
     * ({@code Integer.MIN_VALUE + 1}), which thereby records the status the failure is answered with.
     */
    public static final int FAILURES = Integer.MIN_VALUE + 10;
    public static final int REQUEST_ID = -1000;
    public static final int QUERY_STRING = -995;
    public static final int API_VERSION = -990;
    public static final int AUTHENTICATION = -980;
    public static final int RATE_LIMIT = -970;
    public static final int BODY = -960;
    public static final int IDEMPOTENCY = -950;

    private FilterOrder() {
    }
}
