package dev.avs.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class IdsTest {

    @Test
    void randomIdsAreWellFormedAndDistinct() {
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            String id = Ids.newId();
            assertThat(Ids.isWellFormed(id)).isTrue();
            ids.add(id);
        }
        assertThat(ids).hasSize(1000);
    }

    @Test
    void timeOrderedIdsStartWithTheirMillisecondAndSortByIt() {
        Instant at = Instant.parse("2026-11-24T10:15:30.123Z");
        String id = Ids.timeOrdered(at);
        assertThat(Ids.isWellFormed(id)).isTrue();
        assertThat(Long.parseLong(id.substring(0, 12), 16)).isEqualTo(at.toEpochMilli());
        String later = Ids.timeOrdered(at.plusMillis(1));
        assertThat(later).isGreaterThan(id);
        // a later instant sorts after every id of an earlier one, whatever their random parts
        assertThat(Ids.timeOrdered(Instant.parse("2030-01-01T00:00:00Z"))).isGreaterThan(Ids.timeOrdered(at));
        assertThat(Ids.timeOrdered(at)).isNotEqualTo(id).startsWith(id.substring(0, 12));
    }

    @Test
    void theEpochAndFarFutureStillFitTwelveCharacters() {
        assertThat(Ids.timeOrdered(Instant.EPOCH)).startsWith("000000000000");
        assertThat(Ids.isWellFormed(Ids.timeOrdered(Instant.parse("9999-12-31T23:59:59.999Z")))).isTrue();
    }

    @Test
    void onlyThirtySixLowerCaseHexDigitsAreAnId() {
        assertThat(Ids.isWellFormed("0123456789abcdef0123456789abcdef0123")).isTrue();
        for (String bad : new String[] {null, "", "0123456789abcdef0123456789abcdef012",
                "0123456789abcdef0123456789abcdef01234", "0123456789ABCDEF0123456789abcdef0123",
                "0123456789abcdeg0123456789abcdef0123", "0123456789abcdef0123456789abcdef012/",
                "0123456789abcdef-123456789abcdef0123", "０123456789abcdef0123456789abcdef0123"}) {
            assertThat(Ids.isWellFormed(bad)).as(String.valueOf(bad)).isFalse();
        }
    }
}
