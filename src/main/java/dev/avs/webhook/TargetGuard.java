package dev.avs.webhook;

import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Locale;

/**
 * The SSRF guard, applied at every attempt: only http and https; the host is resolved now and refused if ANY of
 * its addresses is not a public unicast address (unless the operator allows private targets). The addresses it
 * checked are the ones the attempt connects to, so a DNS answer that changes between check and connect
 * (rebinding) cannot redirect the callback.
 */
final class TargetGuard {

    /** Name resolution, replaceable in tests. */
    interface Resolver {
        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    /** Where an attempt goes: the URL's parts and the checked addresses to connect to. */
    record Target(URI uri, String host, int port, boolean tls, List<InetAddress> addresses) {
    }

    /** A target refused without any connection: {@code error} is the delivery log's error kind. */
    static final class Refused extends Exception {
        private final String error;

        Refused(String error, String message) {
            super(message, null, false, false);
            this.error = error;
        }

        String error() {
            return error;
        }
    }

    private final boolean allowPrivate;
    private final Resolver resolver;

    TargetGuard(boolean allowPrivate, Resolver resolver) {
        this.allowPrivate = allowPrivate;
        this.resolver = resolver;
    }

    TargetGuard(boolean allowPrivate) {
        this(allowPrivate, InetAddress::getAllByName);
    }

    /** Checks the URL and resolves its host; UnknownHostException when the name does not resolve now. */
    Target check(String url) throws Refused, UnknownHostException {
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException | NullPointerException e) {
            throw new Refused("invalid_url", "not a URL");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null || uri.getHost().isBlank()) {
            throw new Refused("invalid_url", "only absolute http and https URLs are callback targets");
        }
        if (uri.getPort() > 65535) {
            throw new Refused("invalid_url", "the port is out of range");
        }
        String host = uri.getHost();
        String bare = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        InetAddress[] addresses = resolver.resolve(bare);
        if (addresses.length == 0) {
            throw new UnknownHostException(bare);
        }
        if (!allowPrivate) {
            for (InetAddress address : addresses) {
                String refusal = AddressClassifier.refusal(address);
                if (refusal != null) {
                    throw new Refused("ssrf_refused", "the target resolves to a " + refusal + " address");
                }
            }
        }
        boolean tls = scheme.equals("https");
        int port = uri.getPort() != -1 ? uri.getPort() : tls ? 443 : 80;
        return new Target(uri, bare, port, tls, List.of(addresses));
    }
}
