package dev.avs.reference;

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

    @Test
    void masksACardNumberInATextWithSpacesDashesOrNoSeparators() {
        assertThat(CardNumbers.masked("Visa card 4111 1111 1111 1111 statement"))
                .isEqualTo("Visa card 4111 11** **** 1111 statement");
        assertThat(CardNumbers.masked("Mastercard 5555-5555-5555-4444.")).isEqualTo("Mastercard 5555-55**-****-4444.");
        assertThat(CardNumbers.masked("card 4539148803436467")).isEqualTo("card 453914******6467");
        assertThat(CardNumbers.masked("Amex 3782 822463 10005 (Amex groups)"))
                .isEqualTo("Amex 3782 82**** *0005 (Amex groups)");
        assertThat(CardNumbers.masked("4111 - 1111 - 1111 - 1111")).isEqualTo("4111 - 11** - **** - 1111");
    }

    @Test
    void masksTwelveAndNineteenDigitNumbersButNotElevenOrTwenty() {
        String twelve = luhnValid("12345678901");
        String nineteen = luhnValid("123456789012345678");
        String eleven = luhnValid("1234567890");
        String twenty = luhnValid("1234567890123456789");
        assertThat(CardNumbers.masked("n " + twelve)).isEqualTo("n " + CardNumbers.mask(twelve));
        assertThat(CardNumbers.masked("n " + nineteen)).isEqualTo("n " + CardNumbers.mask(nineteen));
        assertThat(CardNumbers.masked("n " + eleven)).isEqualTo("n " + eleven);
        assertThat(CardNumbers.masked("n " + twenty)).isEqualTo("n " + twenty);
    }

    @Test
    void masksDigitsBesideLetters() {
        assertThat(CardNumbers.masked("No4111111111111111X")).isEqualTo("No411111******1111X");
        assertThat(CardNumbers.masked("VISA4111 1111 1111 1111EXP")).isEqualTo("VISA4111 11** **** 1111EXP");
    }

    @Test
    void masksEveryNumberOfAText() {
        assertThat(CardNumbers.masked("old 4111111111111111, new 5555 5555 5555 4444; amount 1,204.10"))
                .isEqualTo("old 411111******1111, new 5555 55** **** 4444; amount 1,204.10");
    }

    @Test
    void leavesNumbersThatFailLuhnDatesAmountsAndIbans() {
        for (String text : new String[] {
                "Account 1234567812345678", "Account 1234 5678 1234 5678", "31-10-2026 1234 5678",
                "Statement period 2026-10-01 to 2026-10-31", "Balance 1 204 567 890,10",
                "IBAN GB29NWBK60161331926819", "IBAN DE89 3704 0044 0532 0130 00 EUR",
                // IBANs whose account digits pass the Luhn check (60161331926805; 3704004405320131)
                "IBAN GB19NWBK60161331926805", "IBAN: DE08 3704 0044 0532 0131 00 (EUR)",
                "4111.1111.1111.1111", "411111******1111", "4111 11** **** 1111", "", "short 4111"}) {
            assertThat(CardNumbers.masked(text)).as(text).isEqualTo(text);
        }
        assertThat(CardNumbers.masked(null)).isNull();
    }

    @Test
    void aDateBesideACardNumberIsNoPartOfIt() {
        assertThat(CardNumbers.masked("2026-10-31 4111 1111 1111 1111 -23.45"))
                .isEqualTo("2026-10-31 4111 11** **** 1111 -23.45");
        assertThat(CardNumbers.masked("31 10 4111111111111111")).isEqualTo("31 10 411111******1111");
    }

    @Test
    void aCardNumberBesideAnIbanIsStillMasked() {
        assertThat(CardNumbers.masked("GB29 NWBK 6016 1331 9268 19 4111 1111 1111 1111"))
                .isEqualTo("GB29 NWBK 6016 1331 9268 19 4111 11** **** 1111");
    }

    @Test
    void aFieldThatIsACardNumberIsMaskedWholeWithOrWithoutLuhn() {
        assertThat(CardNumbers.maskedNumber("4111 1111-1111 1111")).isEqualTo("411111******1111");
        assertThat(CardNumbers.maskedNumber("1234567812345678")).as("a mistyped card number")
                .isEqualTo("123456******5678");
        assertThat(CardNumbers.maskedNumber("411111******1111")).isEqualTo("411111******1111");
        assertThat(CardNumbers.maskedNumber("1111")).isEqualTo("1111");
        assertThat(CardNumbers.maskedNumber("VISA 4111111111111111")).isEqualTo("VISA 411111******1111");
        assertThat(CardNumbers.maskedNumber(null)).isNull();
    }

    /** The digits followed by the check digit that makes them pass the Luhn check. */
    private static String luhnValid(String digits) {
        for (char check = '0'; check <= '9'; check++) {
            if (CardNumbers.isLuhnValid(digits + check)) {
                return digits + check;
            }
        }
        throw new AssertionError();
    }
}
