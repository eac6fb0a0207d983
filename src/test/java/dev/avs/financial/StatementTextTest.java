package dev.avs.financial;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.support.Statements;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatementTextTest {

    @Test
    void readsAPdfsTextLayer() {
        byte[] pdf = Statements.pdf("Example Bank plc", "MR JAN NOWAK", "01/10/2026", "31/10/2026");
        StatementText.Read read = StatementText.pdf(pdf).orElseThrow();
        assertThat(read.source()).isEqualTo(StatementText.Source.TEXT_LAYER);
        assertThat(read.pages()).isEqualTo(1);
        assertThat(read.text()).contains("Example Bank plc", "MR JAN NOWAK", "31/10/2026");
        assertThat(StatementFacts.issuer(read.text())).isEqualTo("Example Bank plc");
    }

    @Test
    void anEncryptedATruncatedOrAFalsePdfHasNoText() {
        assertThat(StatementText.pdf(Statements.pdf(List.of("MR JAN NOWAK"), "secret"))).isEmpty();
        byte[] pdf = Statements.pdf("Example Bank plc", "MR JAN NOWAK", "01/10/2026", "31/10/2026");
        assertThat(StatementText.pdf(java.util.Arrays.copyOf(pdf, pdf.length / 3))).isEmpty();
        assertThat(StatementText.pdf("%PDF-1.7\nnot really".getBytes(StandardCharsets.US_ASCII))).isEmpty();
    }
}
