package dev.avs.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CardNumbersTest {

    @Test
    void luhnAcceptsKnownTestNumbers() {
        assertThat(CardNumbers.isLuhnValid("4111111111111111")).isTrue();
        assertThat(CardNumbers.isLuhnValid("5555555555554444")).isTrue();
        assertThat(CardNumbers.isLuhnValid("378282246310005")).isTrue();
        assertThat(CardNumbers.isLuhnValid("6011111111111117")).isTrue();
        assertThat(CardNumbers.isLuhnValid("4222222222222")).isTrue();
    }

    @Test
    void luhnRejectsAChangedDigitOrSwappedNeighbours() {
        assertThat(CardNumbers.isLuhnValid("4111111111111112")).isFalse();
        assertThat(CardNumbers.isLuhnValid("4111111111111121")).isFalse();
        assertThat(CardNumbers.isLuhnValid("5555555555554443")).isFalse();
    }

    @Test
    void digitsDropSpacesAndDashesOnly() {
        assertThat(CardNumbers.digits(" 4111 1111-1111 1111 ")).isEqualTo("4111111111111111");
        assertThat(CardNumbers.digits("4111.1111.1111.1111")).isNull();
        assertThat(CardNumbers.digits("4111x")).isNull();
    }

    @Test
    void masksAllButTheFirstSixAndLastFour() {
        assertThat(CardNumbers.mask("4111111111111111")).isEqualTo("411111******1111");
        assertThat(CardNumbers.mask("378282246310005")).isEqualTo("378282*****0005");
        assertThat(CardNumbers.mask("123456789012")).isEqualTo("123456**9012");
        assertThat(CardNumbers.mask("1234567890123456789")).isEqualTo("123456*********6789");
        assertThatThrownBy(() -> CardNumbers.mask("12345678901")).isInstanceOf(IllegalArgumentException.class);
    }
}
