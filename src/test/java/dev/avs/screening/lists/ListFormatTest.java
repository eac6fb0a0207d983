package dev.avs.screening.lists;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file of another format, a truncated file and a file with a DTD are refused with a message, not parsed. */
class ListFormatTest {

    @TempDir
    Path dir;

    @Test
    void everyFormatHasTheNameTheConfigurationUses() {
        for (ListFormat format : ListFormat.values()) {
            assertThat(ListFormat.of(format.id())).isSameAs(format);
        }
        assertThat(ListFormat.of("EU-FSF-XML")).isSameAs(ListFormat.EU_FSF_XML);
        assertThat(ListFormat.of("eu-csv")).isNull();
    }

    @Test
    void refusesAnotherListsFile() throws IOException {
        Path un = Path.of("src/test/resources/screening/un/consolidated.xml");
        for (ListFormat format : new ListFormat[] {ListFormat.EU_FSF_XML, ListFormat.UK_SANCTIONS_LIST_XML,
                ListFormat.SECO_XML, ListFormat.CA_SEMA_XML}) {
            assertThatThrownBy(() -> read(format, un)).isInstanceOf(IOException.class)
                    .hasMessageContaining("not valid " + format.id()).hasMessageContaining("root is <CONSOLIDATED_LIST>");
        }
        assertThatThrownBy(() -> read(ListFormat.AU_DFAT_XLSX, un)).isInstanceOf(IOException.class);
        assertThatThrownBy(() -> read(ListFormat.FTM_JSON, un)).isInstanceOf(IOException.class);
        assertThatThrownBy(() -> read(ListFormat.UK_SANCTIONS_LIST_CSV, un)).hasMessageContaining("Unique ID");
    }

    @Test
    void refusesATruncatedFileAndAnExternalEntity() throws IOException {
        Path truncated = dir.resolve("eu.xml");
        String eu = Files.readString(Path.of("src/test/resources/screening/eu-fsf/eu-fsf-sample-a.xml"));
        Files.writeString(truncated, eu.substring(0, eu.length() / 2));
        assertThatThrownBy(() -> read(ListFormat.EU_FSF_XML, truncated)).isInstanceOf(IOException.class);
        Path entity = dir.resolve("xxe.xml");
        Files.writeString(entity, """
                <?xml version="1.0"?>
                <!DOCTYPE export [<!ENTITY secret SYSTEM "file:///etc/hostname">]>
                <export><sanctionEntity logicalId="1"><nameAlias wholeName="&secret;"/></sanctionEntity></export>""");
        assertThatThrownBy(() -> read(ListFormat.EU_FSF_XML, entity)).isInstanceOf(IOException.class);
    }

    @Test
    void hashesEveryByteOfAStreamedFile() throws IOException {
        Path a = dir.resolve("a.xml");
        Path b = dir.resolve("b.xml");
        String eu = Files.readString(Path.of("src/test/resources/screening/eu-fsf/eu-fsf-sample-a.xml"));
        Files.writeString(a, eu);
        Files.writeString(b, eu + "\n<!-- a comment after the root element -->\n");
        assertThat(sha(a)).isNotEqualTo(sha(b));
    }

    private String sha(Path file) throws IOException {
        SourceFiles files = new SourceFiles(file.toString(), HttpClient.newHttpClient(), Duration.ofSeconds(5));
        ListFormat.EU_FSF_XML.read(files);
        return files.sha256();
    }

    private static void read(ListFormat format, Path file) throws IOException {
        format.read(new SourceFiles(file.toString(), HttpClient.newHttpClient(), Duration.ofSeconds(5)));
    }
}
