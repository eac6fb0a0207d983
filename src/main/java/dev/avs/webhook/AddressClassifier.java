package dev.avs.webhook;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;

/**
 * Which addresses a callback may not reach unless the operator allows private targets: anything that is not a
 * public unicast address, so that a callback URL cannot be used to probe or attack the service's own network or
 * a cloud metadata endpoint. IPv6 forms that embed an IPv4 address (mapped, compatible, NAT64, 6to4) are judged
 * by the embedded address.
 */
final class AddressClassifier {

    private AddressClassifier() {
    }

    /** The reason the address is refused, or null if it is a public unicast address. */
    static String refusal(InetAddress address) {
        if (address.isAnyLocalAddress()) {
            return "unspecified";
        }
        if (address.isLoopbackAddress()) {
            return "loopback";
        }
        if (address.isLinkLocalAddress()) {
            return "link-local";
        }
        if (address.isSiteLocalAddress()) {
            return "private";
        }
        if (address.isMulticastAddress()) {
            return "multicast";
        }
        byte[] b = address.getAddress();
        return address instanceof Inet4Address ? ipv4(b) : ipv6((Inet6Address) address, b);
    }

    private static String ipv4(byte[] b) {
        int first = b[0] & 0xff;
        int second = b[1] & 0xff;
        if (first == 0) {
            return "unspecified";                       // 0.0.0.0/8, "this network"
        }
        if (first == 10 || first == 172 && (second & 0xf0) == 16 || first == 192 && second == 168) {
            return "private";
        }
        if (first == 127) {
            return "loopback";
        }
        if (first == 169 && second == 254) {
            return "link-local";                        // includes 169.254.169.254, the cloud metadata service
        }
        if (first == 100 && (second & 0xc0) == 64) {
            return "shared";                            // 100.64.0.0/10, carrier-grade NAT (and 100.100.100.200)
        }
        if (first == 192 && second == 0 && (b[2] & 0xff) == 0) {
            return "reserved";                          // 192.0.0.0/24, protocol assignments
        }
        if (first == 198 && (second & 0xfe) == 18) {
            return "reserved";                          // 198.18.0.0/15, benchmarking
        }
        if (first >= 224) {
            return first < 240 ? "multicast" : "reserved";   // 240.0.0.0/4 and the broadcast address
        }
        return null;
    }

    private static String ipv6(Inet6Address address, byte[] b) {
        if ((b[0] & 0xfe) == 0xfc) {
            return "unique-local";                      // fc00::/7, includes AWS's fd00:ec2::254 metadata
        }
        if ((b[0] & 0xff) == 0xfe && (b[1] & 0xc0) == 0x80) {
            return "link-local";
        }
        if ((b[0] & 0xff) == 0xfe && (b[1] & 0xc0) == 0xc0) {
            return "private";                           // fec0::/10, deprecated site-local
        }
        if ((b[0] & 0xff) == 0xff) {
            return "multicast";
        }
        if (zeros(b, 0, 10) && (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff   // ::ffff:a.b.c.d, mapped
                || zeros(b, 0, 12)                                                  // ::a.b.c.d, compatible
                || (b[0] & 0xff) == 0x00 && (b[1] & 0xff) == 0x64 && (b[2] & 0xff) == 0xff
                        && (b[3] & 0xff) == 0x9b && zeros(b, 4, 12)) {               // 64:ff9b::/96, NAT64
            return embedded(b, 12);
        }
        if ((b[0] & 0xff) == 0x20 && (b[1] & 0xff) == 0x02) {
            return embedded(b, 2);                      // 2002::/16, 6to4
        }
        if ((b[0] & 0xff) == 0x20 && (b[1] & 0xff) == 0x01 && (b[2] & 0xff) == 0x0d && (b[3] & 0xff) == 0xb8) {
            return "reserved";                          // 2001:db8::/32, documentation
        }
        return address.getScopeId() != 0 ? "link-local" : null;
    }

    private static String embedded(byte[] b, int from) {
        try {
            byte[] v4 = {b[from], b[from + 1], b[from + 2], b[from + 3]};
            String reason = refusal(InetAddress.getByAddress(v4));
            return reason == null ? null : "embedded " + reason;
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    private static boolean zeros(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return true;
    }
}
