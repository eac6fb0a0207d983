package dev.avs.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.AvsApplication;
import dev.avs.support.TestDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The first start writes the first admin's sign-in, under a random name, after the first API key to the
 * first-start file (readable by its owner only, never on the output), and it works; a session ends when unused for
 * the idle timeout and, however busy, at the absolute timeout (a clock the test moves).
 */
@SpringBootTest(classes = {AvsApplication.class, ConsoleStartIT.MovableClock.class},
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"avs.account.bootstrap=true", "avs.console.idle-timeout=20m", "avs.console.absolute-timeout=1h"})
@ActiveProfiles("test")
@org.springframework.context.annotation.Import(dev.avs.support.QueuesRestWhilePaused.class)
@ExtendWith(OutputCaptureExtension.class)
class ConsoleStartIT {

    /** The system clock, moved forward by the test. */
    @TestConfiguration
    static class MovableClock extends Clock {
        private volatile Duration ahead = Duration.ZERO;

        @Bean
        @Primary
        Clock movableClock() {
            return this;
        }

        @Override
        public ZoneId getZone() {
            return ZoneId.of("UTC");
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return Instant.now().plus(ahead);
        }
    }

    @LocalServerPort
    int port;
    @Autowired
    MovableClock clock;

    private static final Path FIRST_START = Path.of("target", "it-data", "first-start-" + System.nanoTime() + ".txt");

    @DynamicPropertySource
    static void emptyDatabase(DynamicPropertyRegistry registry) {
        TestDatabase.register(registry, "avs-console-start");
        registry.add("avs.account.first-start-file", FIRST_START::toString);
    }

    private static Matcher firstAdmin() throws Exception {
        Matcher admin = Pattern.compile("console_email: (\\S+)\\s+console_password: (\\S+)")
                .matcher(Files.readString(FIRST_START));
        assertThat(admin.find()).as("the first admin in the first-start file").isTrue();
        return admin;
    }

    @Test
    void theFirstAdminIsWrittenAfterTheFirstKeyAndSignsIn(CapturedOutput output) throws Exception {
        Matcher admin = firstAdmin();
        String written = Files.readString(FIRST_START);

        assertThat(written.indexOf("api_key: ")).isPositive().isLessThan(admin.start());
        assertThat(admin.group(1)).matches("admin-[0-9a-f]{8}@avs\\.local");
        assertThat(output.getAll()).doesNotContain(admin.group(2)).contains(FIRST_START.toAbsolutePath().normalize()
                .toString());
        assertThat(Files.getPosixFilePermissions(FIRST_START)).containsExactlyInAnyOrder(
                PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
        ConsoleSession session = new ConsoleSession("http://localhost:" + port);
        assertThat(session.signIn(admin.group(1), admin.group(2), null).location()).doesNotContain("failed");
        assertThat(session.get("/console/admin").status()).isEqualTo(200);
        assertThat(admin.find()).as("written once").isFalse();
    }

    @Test
    void aSessionEndsWhenIdleAndAtItsAbsoluteTimeout() throws Exception {
        Matcher admin = firstAdmin();
        try {
            ConsoleSession idle = new ConsoleSession("http://localhost:" + port);
            idle.signIn(admin.group(1), admin.group(2), null);
            clock.ahead = Duration.ofMinutes(19);
            assertThat(idle.get("/console/queue").status()).as("19 minutes unused").isEqualTo(200);
            clock.ahead = Duration.ofMinutes(40);
            assertThat(idle.get("/console/queue").redirectsTo("/console/sign-in?expired")).as("21 minutes unused")
                    .isTrue();
            assertThat(idle.get("/console/queue").redirectsTo("/console/sign-in")).isTrue();

            clock.ahead = Duration.ZERO;
            ConsoleSession busy = new ConsoleSession("http://localhost:" + port);
            busy.signIn(admin.group(1), admin.group(2), null);
            for (int minutes : new int[] {15, 30, 45, 59}) {
                clock.ahead = Duration.ofMinutes(minutes);
                assertThat(busy.get("/console/queue").status()).as("busy, " + minutes + " min after sign-in")
                        .isEqualTo(200);
            }
            clock.ahead = Duration.ofMinutes(61);
            assertThat(busy.get("/console/queue").redirectsTo("/console/sign-in?expired")).as("an hour after sign-in")
                    .isTrue();
        } finally {
            clock.ahead = Duration.ZERO;
        }
    }
}
