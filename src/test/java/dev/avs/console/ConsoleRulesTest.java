package dev.avs.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The console's small rules: how long a lock lasts, CSV cells, ages in the queue. */
class ConsoleRulesTest {

    private static ConsoleProperties properties(int free, String first, String max) {
        return new ConsoleProperties(true, Duration.ofMinutes(30), Duration.ofHours(12), free, Duration.parse(first),
                Duration.parse(max), Duration.ofMinutes(30), SIGN_IN, Duration.ofSeconds(5));
    }

    private static final ConsoleProperties.SignIn SIGN_IN = new ConsoleProperties.SignIn(10, 5, 2);

    @Test
    void locksDoubleFromTheFirstFailurePastTheAllowanceUpToTheLongest() {
        ConsoleProperties p = properties(5, "PT1M", "PT1H");
        assertThat(p.lockAfter(4)).isZero();
        assertThat(p.lockAfter(5)).isEqualTo(Duration.ofMinutes(1));
        assertThat(p.lockAfter(6)).isEqualTo(Duration.ofMinutes(2));
        assertThat(p.lockAfter(10)).isEqualTo(Duration.ofMinutes(32));
        assertThat(p.lockAfter(11)).isEqualTo(Duration.ofHours(1));
        assertThat(p.lockAfter(1_000_000)).isEqualTo(Duration.ofHours(1));
    }

    @Test
    void refusesSettingsThatMakeNoSense() {
        assertThatThrownBy(() -> properties(0, "PT1M", "PT1H")).hasMessageContaining("free-attempts");
        assertThatThrownBy(() -> properties(5, "PT1H", "PT1M")).hasMessageContaining("max-lock");
        assertThatThrownBy(() -> new ConsoleProperties(true, Duration.ofHours(2), Duration.ofHours(1), 5,
                Duration.ofMinutes(1), Duration.ofHours(1), Duration.ofMinutes(30), SIGN_IN, Duration.ofSeconds(5)))
                .hasMessageContaining("idle-timeout");
    }

    @Test
    void csvCellsAreQuotedAndFormulasDefused() {
        assertThat(AuditPages.csv(null)).isEmpty();
        assertThat(AuditPages.csv("plain")).isEqualTo("plain");
        assertThat(AuditPages.csv("a,b")).isEqualTo("\"a,b\"");
        assertThat(AuditPages.csv("say \"hi\"")).isEqualTo("\"say \"\"hi\"\"\"");
        assertThat(AuditPages.csv("=HYPERLINK(\"x\")")).startsWith("\"'=");
        assertThat(AuditPages.csv("+1")).isEqualTo("'+1");
        assertThat(AuditPages.csv("line\nbreak")).isEqualTo("\"line\nbreak\"");
    }

    @Test
    void agesReadLikeAPersonWouldSayThem() {
        assertThat(QueuePages.age(Duration.ofSeconds(30))).isEqualTo("0 min");
        assertThat(QueuePages.age(Duration.ofMinutes(75))).isEqualTo("1 h 15 min");
        assertThat(QueuePages.age(Duration.ofHours(50))).isEqualTo("2 d 2 h");
    }
}
