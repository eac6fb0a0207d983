package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TargetGuardTest {

    /** A fake DNS: names and the addresses they resolve to. */
    private static final Map<String, List<String>> DNS = Map.of(
            "hooks.example.com", List.of("93.184.216.34"),
            "mixed.example.com", List.of("93.184.216.34", "10.0.0.7"),
            "metadata.example.com", List.of("169.254.169.254"),
            "v6.example.com", List.of("2606:4700:4700::1111"),
            "localhost", List.of("127.0.0.1", "::1"));

    private final TargetGuard guard = new TargetGuard(false, TargetGuardTest::resolve);

    @Test
    void acceptsAPublicHostAndKeepsTheCheckedAddressesToConnectTo() throws Exception {
        TargetGuard.Target target = guard.check("https://hooks.example.com/avs?x=1");

        assertThat(target.tls()).isTrue();
        assertThat(target.port()).isEqualTo(443);
        assertThat(target.host()).isEqualTo("hooks.example.com");
        assertThat(target.addresses()).containsExactly(InetAddress.getByName("93.184.216.34"));
        assertThat(guard.check("http://hooks.example.com:8080").port()).isEqualTo(8080);
        assertThat(guard.check("http://[2606:4700:4700::1111]/hook").host()).isEqualTo("2606:4700:4700::1111");
    }

    @Test
    void refusesAHostWithAnyPrivateAddress() {
        for (String url : List.of("http://localhost:8080/hook", "http://mixed.example.com/", "http://127.0.0.1/",
                "http://metadata.example.com/latest/meta-data", "http://[::1]/", "http://[::ffff:10.0.0.1]/",
                "http://169.254.169.254/", "http://0.0.0.0:8080/")) {
            assertThatThrownBy(() -> guard.check(url)).as(url).isInstanceOf(TargetGuard.Refused.class)
                    .extracting(e -> ((TargetGuard.Refused) e).error()).isEqualTo("ssrf_refused");
        }
    }

    @Test
    void refusesWhatIsNotAnHttpUrl() {
        for (String url : List.of("ftp://hooks.example.com/", "file:///etc/passwd", "hooks.example.com/avs",
                "gopher://hooks.example.com", "http:///nohost", "http://hooks.example.com:70000/", "not a url")) {
            assertThatThrownBy(() -> guard.check(url)).as(url).isInstanceOf(TargetGuard.Refused.class)
                    .extracting(e -> ((TargetGuard.Refused) e).error()).isEqualTo("invalid_url");
        }
    }

    @Test
    void anUnknownNameIsNotARefusal() {
        assertThatThrownBy(() -> guard.check("https://nowhere.example.com/")).isInstanceOf(UnknownHostException.class);
    }

    @Test
    void theOperatorMayAllowPrivateTargets() throws Exception {
        TargetGuard open = new TargetGuard(true, TargetGuardTest::resolve);

        assertThat(open.check("http://localhost:8080/hook").addresses()).hasSize(2);
        assertThatThrownBy(() -> open.check("ftp://localhost/")).isInstanceOf(TargetGuard.Refused.class);
    }

    private static InetAddress[] resolve(String host) throws UnknownHostException {
        List<String> addresses = DNS.get(host);
        if (addresses == null) {
            if (host.contains(":") || host.matches("[0-9.]+")) {
                return new InetAddress[] {InetAddress.getByName(host)};
            }
            throw new UnknownHostException(host);
        }
        InetAddress[] resolved = new InetAddress[addresses.size()];
        for (int i = 0; i < resolved.length; i++) {
            resolved[i] = InetAddress.getByName(addresses.get(i));
        }
        return resolved;
    }
}
