package dev.avs.web;

/** The order of the servlet filters of the API; the authentication filter lives in the account module. */
public final class FilterOrder {

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
