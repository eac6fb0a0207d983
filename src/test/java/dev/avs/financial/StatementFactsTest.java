package dev.avs.financial;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class StatementFactsTest {

    @Test
    void findsTheHolderInAnyOrderAndScriptButNotSomeoneElse() {
        String statement = "Example Bank plc\nMR LUKASZ ZOLC-NOWAK\n12 High Street\nStatement period 01/10/2026 - 31/10/2026";
        assertThat(StatementFacts.name(statement, "Łukasz", "Żółć-Nowak")).isEqualTo(StatementFacts.NameMatch.FULL);
        assertThat(StatementFacts.name("Account holder: NOWAK, J.", "Jan", "Nowak"))
                .isEqualTo(StatementFacts.NameMatch.INITIAL);
        assertThat(StatementFacts.name(statement, "Anna", "Kowalska")).isEqualTo(StatementFacts.NameMatch.NONE);
        assertThat(StatementFacts.name("JAN KOWAL", "Jan", "Kowalski")).as("a word is not part of a word")
                .isEqualTo(StatementFacts.NameMatch.NONE);
        assertThat(StatementFacts.name(statement, null, "Nowak")).isEqualTo(StatementFacts.NameMatch.NONE);
    }

    @Test
    void readsTheDateFormatsStatementsPrintAndLeavesOutImpossibleOnes() {
        String text = "Period 2026-09-01 to 30.09.2026. Printed 3 Oct 2026, due October 17, 2026; 31/02/2026; 1/13/2026";
        assertThat(StatementFacts.dates(text)).containsExactlyInAnyOrder(LocalDate.of(2026, 9, 1),
                LocalDate.of(2026, 9, 30), LocalDate.of(2026, 10, 3), LocalDate.of(2026, 10, 17));
        assertThat(StatementFacts.dates("account 12345678 sort code 12-34-56")).isEmpty();
    }

    @Test
    void theIssuerIsTheFirstLineWithALetter() {
        assertThat(StatementFacts.issuer("\n  0123 \n  Example Bank plc  \nStatement")).isEqualTo("Example Bank plc");
        assertThat(StatementFacts.issuer("0123\n456")).isNull();
    }

    @Test
    void aCardNumberInTheIssuerLineIsMaskedBeforeTheLineIsCut() {
        assertThat(StatementFacts.issuer("Visa card 4111 1111 1111 1111 statement\nMR JAN NOWAK"))
                .isEqualTo("Visa card 4111 11** **** 1111 statement");
        assertThat(StatementFacts.issuer("x".repeat(70) + " 4111111111111111"))
                .isEqualTo("x".repeat(70) + " 411111***");
        assertThat(StatementFacts.issuer("Example Bank account 1234567812345678"))
                .isEqualTo("Example Bank account 1234567812345678");
    }
}
