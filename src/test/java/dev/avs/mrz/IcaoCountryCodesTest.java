package dev.avs.mrz;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class IcaoCountryCodesTest {

    @ParameterizedTest
    @CsvSource({"D,DE", "D<<,DE", "DEU,DE", "FRA,FR", "USA,US", "GBR,GB", "GBD,GB", "GBO,GB", "CHE,CH",
            "RKS,XK", "deu,DE", "NLD,NL"})
    void codesWithAnAlpha2(String mrz, String alpha2) {
        assertThat(Mrz.alpha2(mrz)).contains(alpha2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"UTO", "XXA", "XXB", "XXC", "XXX", "UNO", "UNA", "EUE", "XOM", "DE", "", "1AB"})
    void codesWithoutAnAlpha2(String mrz) {
        assertThat(Mrz.alpha2(mrz)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"P<D<<", "P<DEU"})
    void parsedMrzMapsIssuingStateAndNationality(String prefix) {
        String text = MrzSpecimens.TD3.replace("P<UTO", prefix).replace("C36UTO", "C36D<<");
        ParsedMrz mrz = MrzSpecimens.parse(text);
        assertThat(mrz.issuingStateAlpha2()).contains("DE");
        assertThat(mrz.nationality()).isEqualTo("D");
        assertThat(mrz.nationalityAlpha2()).contains("DE");
        assertThat(MrzSpecimens.parse(MrzSpecimens.TD3).nationalityAlpha2()).isEmpty();
    }
}
