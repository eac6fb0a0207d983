package dev.avs.web;

import jakarta.servlet.http.HttpServletRequest;

/**
 * Who is calling, as established by authentication: the account and the API key. Shared filters (rate limits,
 * idempotency) key their state on it.
 */
public record ApiCaller(String accountId, String keyId) {

    private static final String ATTRIBUTE = ApiCaller.class.getName();

    public void bind(HttpServletRequest request) {
        request.setAttribute(ATTRIBUTE, this);
    }

    /** The caller of an authenticated request, or null for public paths. */
    public static ApiCaller of(HttpServletRequest request) {
        return (ApiCaller) request.getAttribute(ATTRIBUTE);
    }
}
