package dev.avs.screening.matching;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NameScorerTest {

    private static double score(String a, String b) {
        return PairScore.score(a, b, null);
    }

    @Test
    void editCostIsCheapForTransliterationVariants() {
        assertThat(EditCost.cost("mohammed", "mohamed", 2f)).isEqualTo(0.3f);
        assertThat(EditCost.cost("usama", "osama", 2f)).isEqualTo(0.5f);
        assertThat(EditCost.cost("bin", "ibn", 2f)).isEqualTo(0.6f);
        assertThat(EditCost.cost("qaddafi", "gaddafi", 2f)).isEqualTo(0.6f);
        assertThat(EditCost.cost("putin", "pulin", 2f)).isEqualTo(1f);
        assertThat(EditCost.cost("hassan", "hasan", 2f)).isEqualTo(0.3f);
        assertThat(EditCost.cost("smith", "jones", 1f)).isGreaterThan(1f);
        assertThat(EditCost.cost("same", "same", 0f)).isZero();
    }

    @ParameterizedTest(name = "{0} ~ {1}")
    @CsvSource(delimiter = '|', textBlock = """
            Vladimir Putin               | Vladimir Putin
            Putin, Vladimir              | Vladimir Putin
            Vladmir Putin                | Vladimir Putin
            Vladimir Vladimirovich Putin | Vladimir Putin
            VladimirPutin                | Vladimir Putin
            Nikolai Patr ushev           | Nikolai Patrushev
            Muhammad bin Salman          | Mohammed bin Salman
            Osama bin Laden              | Usama ibn Laden
            Mr. Rami Makhlouf            | Rami Makhlouf
            V. Putin                     | Vladimir Putin
            JC Juncker                   | Jean-Claude Juncker
            OAO Gazprom                  | Gazprom JSC
            Siemens AG                   | Siemens Aktiengesellschaft
            Goodwill Company             | Good Will Company
            AT&T Inc.                    | AT and T Inc.
            """)
    void variantsOfOneNameMatch(String a, String b) {
        assertThat(score(a, b)).isGreaterThanOrEqualTo(0.90);
    }

    @ParameterizedTest(name = "{0} !~ {1}")
    @CsvSource(delimiter = '|', textBlock = """
            Daniel Ortega                   | Daniel Ortiz
            Sergey Viktorovich Lavrov       | Sergey Borisovich Lavrov
            SADDAM HUSSEIN AL-TIKRITI       | SADDAM HUSSEIN AL-DULAIMI
            SALMAN BIN MUHAMMAD AL-RAWI     | MUHAMMAD BIN SALMAN AL-RAWI
            Hans O Friedrich                | Hans Joachim Friedrich
            Ali Hassan                      | Ali
            Mohammed Ahmed                  | Fathi Ahmad Mohammad Hammad
            Government of Estonia           | Government of Ethiopia
            Volkswagen AG                   | Siemens AG
            CRYSTALORD SYSTEMS LIMITED      | CRYSTALORD TRADING LIMITED
            John Smith                      | Jane Smith
            """)
    void differentPeopleAndCompaniesDoNot(String a, String b) {
        assertThat(score(a, b)).isLessThan(0.90);
    }

    @Test
    void aContradictionCostsMoreThanAnExtraName() {
        double extra = score("Sergey Viktorovich Lavrov", "Sergey Lavrov");
        double contradiction = score("Sergey Viktorovich Lavrov", "Sergey Borisovich Lavrov");
        assertThat(extra).isGreaterThan(contradiction + 0.1);
    }

    @Test
    void scoresAreSymmetricForOneToOneNames() {
        assertThat(score("Tim Cook", "Tom Cook")).isEqualTo(score("Tom Cook", "Tim Cook"));
        assertThat(score("", "Tom Cook")).isZero();
    }
}
