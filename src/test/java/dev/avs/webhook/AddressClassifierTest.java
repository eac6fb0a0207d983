package dev.avs.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AddressClassifierTest {

    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "127.255.255.254", "0.0.0.0", "0.1.2.3", "10.0.0.1", "10.255.255.255",
            "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254", "169.254.0.1", "100.64.0.1",
            "100.127.255.255", "100.100.100.200", "192.0.0.192", "198.18.0.1", "198.19.255.255", "224.0.0.1",
            "239.255.255.250", "240.0.0.1", "255.255.255.255",
            "::1", "::", "fe80::1", "febf::1", "fc00::1", "fd00:ec2::254", "fec0::1", "ff02::1", "2001:db8::1",
            "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "::127.0.0.1", "64:ff9b::a9fe:a9fe",
            "64:ff9b::7f00:1", "2002:7f00:1::", "2002:c0a8:101::1"})
    void refusesEverythingThatIsNotPublicUnicast(String address) throws UnknownHostException {
        assertThat(AddressClassifier.refusal(InetAddress.getByName(address))).as(address).isNotNull();
    }

    @ParameterizedTest
    @ValueSource(strings = {"93.184.216.34", "8.8.8.8", "1.1.1.1", "172.15.255.255", "172.32.0.1", "100.63.255.255",
            "100.128.0.1", "169.253.1.1", "192.0.1.1", "198.17.255.255", "198.20.0.1", "223.255.255.255",
            "11.0.0.1", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e", "64:ff9b::808:808",
            "2002:808:808::1", "::ffff:8.8.8.8"})
    void acceptsPublicUnicastAddresses(String address) throws UnknownHostException {
        assertThat(AddressClassifier.refusal(InetAddress.getByName(address))).as(address).isNull();
    }
}
