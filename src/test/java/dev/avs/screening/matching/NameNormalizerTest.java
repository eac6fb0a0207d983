package dev.avs.screening.matching;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NameNormalizerTest {

    private static List<String> texts(String name) {
        return NameNormalizer.tokens(name).stream().map(Token::text).toList();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            Recep Tayyip Erdoğan             | recep tayyip erdogan
            François Hollande                | francois hollande
            Straße Øresund Æther Łódź        | strasse oresund aether lodz
            Ротенберг Аркадий                | rotenberg arkadij
            Κυριάκος Μητσοτάκος              | kyriakos metsotakos
            习近平                            | xi jin ping
            Al-Qa'ida                        | al qaida
            O’Brien                          | obrien
            J.P. Morgan & Co.                | jp morgan and co
            A.B.C. Company                   | abc co
            A.Nazarbayev                     | a nazarbayev
            Ig0r Sech1n                      | igor sechin
            1st International Bank           | 1 international bank
            Brigade Forty-Four               | brigade 44
            Brigade Forty 4                  | brigade 44
            Three Percenters                 | 3 percenters
            Siemens Aktiengesellschaft       | siemens ag
            Open Joint Stock Company Gazprom | ojsc gazprom
            FABERLIC EUROPE Sp. z o.o.       | faberlic europe spzoo
            Limited Liability Company Stripe | llc stripe
            """)
    void foldsScriptsCasePunctuationAndLegalForms(String raw, String expected) {
        assertThat(String.join(" ", texts(raw))).isEqualTo(expected);
    }

    @Test
    void classifiesTokensSoThatTitlesAndLegalFormsWeighLittle() {
        List<Token> tokens = NameNormalizer.tokens("Dr. Ali bin Hassan A. Tech Holdings LLC of 2020");
        assertThat(tokens).extracting(Token::kind).containsExactly(Token.Kind.TITLE, Token.Kind.NAME,
                Token.Kind.PARTICLE, Token.Kind.NAME, Token.Kind.INITIAL, Token.Kind.GENERIC, Token.Kind.GENERIC,
                Token.Kind.LEGAL, Token.Kind.STOP, Token.Kind.NUMBER);
        assertThat(Token.Kind.NAME.weight).isGreaterThan(Token.Kind.PARTICLE.weight);
        assertThat(Token.Kind.PARTICLE.weight).isGreaterThan(Token.Kind.LEGAL.weight);
    }

    @Test
    void recognisesMisspeltAndTruncatedLegalForms() {
        assertThat(NameNormalizer.tokens("Siemens Aktiengeselschaft").get(1).kind()).isEqualTo(Token.Kind.LEGAL);
        assertThat(NameNormalizer.tokens("Tactical Missiles Compan").get(2).kind()).isEqualTo(Token.Kind.LEGAL);
        assertThat(texts("Tactical Missiles Joynt Stock Company")).containsExactly("tactical", "missiles", "jsc");
    }

    @Test
    void keepsLettersOfScriptsWithoutTransliteration() {
        assertThat(texts("ហ៊ុន ម៉ាណែត")).hasSize(2);
        assertThat(texts("   ")).isEmpty();
        assertThat(NameNormalizer.tokens(null)).isEmpty();
    }
}
