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

/**
 * First start on an empty database: an account is created and its key written to the first-start file, once; the
 * output names the file and holds no key.
 */
@SpringBootTest(classes = AvsApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "avs.account.bootstrap=true")
@ActiveProfiles("test")
@org.springframework.context.annotation.Import(dev.avs.support.QueuesRestWhilePaused.class)
@ExtendWith(OutputCaptureExtension.class)
class FirstAccountBootstrapIT {

    @LocalServerPort
    int port;

    private static final java.nio.file.Path FIRST_START = java.nio.file.Path.of("target", "it-data",
            "first-start-" + System.nanoTime() + ".txt");

    @DynamicPropertySource
    static void emptyDatabase(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-bootstrap");
        registry.add("avs.account.first-start-file", FIRST_START::toString);
    }

    @Test
    void writesAWorkingKeyOnceAndPrintsNone(CapturedOutput output) throws Exception {
        Matcher key = Pattern.compile("api_key: ([0-9a-f]{36})").matcher(java.nio.file.Files.readString(FIRST_START));

        assertThat(key.find()).as("a key written at startup").isTrue();
        String written = key.group(1);
        assertThat(new Api("http://localhost:" + port, written).get("/forms").status()).isEqualTo(200);
        assertThat(key.find()).as("written once").isFalse();
        assertThat(output.getAll()).doesNotContain(written).contains("first-start-");
    }
}
