package dev.avs.account;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.AvsApplication;
import dev.avs.support.Api;
import dev.avs.support.TestDatabase;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** First start on an empty database: an account is created and its key printed once. */
@SpringBootTest(classes = AvsApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "avs.account.bootstrap=true")
@ActiveProfiles("test")
@ExtendWith(OutputCaptureExtension.class)
class FirstAccountBootstrapIT {

    @LocalServerPort
    int port;

    @DynamicPropertySource
    static void emptyDatabase(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-bootstrap");
    }

    @Test
    void printsAWorkingKeyOnce(CapturedOutput output) {
        Matcher key = Pattern.compile("Authorization: Token ([0-9a-f]{36})").matcher(output.getAll());

        assertThat(key.find()).as("a key printed at startup").isTrue();
        assertThat(new Api("http://localhost:" + port, key.group(1)).get("/forms").status()).isEqualTo(200);
        assertThat(key.find()).as("printed once").isFalse();
    }
}
