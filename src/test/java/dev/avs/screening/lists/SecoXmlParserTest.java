package dev.avs.screening.lists;

import static org.assertj.core.api.Assertions.assertThat;

import dev.avs.screening.Fixtures;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The SECO list's shape, on SECO's own test programme, and a target built the way the full list writes them. */
class SecoXmlParserTest {

    @Test
    void readsTheTargetsOfTheTestProgrammeWithTheirProgramme() throws Exception {
        List<ListEntry> seco = Fixtures.read(ListFormat.SECO_XML, "ch-seco/seco-amendment-test-program.xml");
        assertThat(seco).extracting(ListEntry::name).containsExactly("Test B", "Test C", "Test A");
        ListEntry b = Fixtures.entry(seco, "64398");
        assertThat(b.type()).isEqualTo(ListEntry.EntryType.PERSON);
        assertThat(b.nationalities()).containsExactly("GB");
        assertThat(b.birthDates()).extracting(BirthDate::from).containsExactly(LocalDate.of(2025, 12, 31));
        assertThat(b.programs()).containsExactly("EXAMPLE");
        assertThat(Fixtures.entry(seco, "64393").programs()).containsExactly("EXAMPLE");
    }

    @Test
    void putsOrderedNamePartsTogetherSkipsTitlesAndLeavesOutDelistedTargets() throws Exception {
        String xml = """
                <swiss-sanctions-list date="2024-01-17">
                  <place ssid="9"><location>Minsk</location><country iso-code="BY">Belarus</country></place>
                  <target ssid="1">
                    <individual sex="male"><identity ssid="2" main="true">
                      <name name-type="primary-name" quality="good">
                        <name-part order="2" name-part-type="family-name"><value>Lukashenko</value></name-part>
                        <name-part order="0" name-part-type="title"><value>Mr</value></name-part>
                        <name-part order="1" name-part-type="given-name"><value>Aleksandr</value></name-part>
                      </name>
                      <name name-type="alias" quality="low">
                        <name-part order="1" name-part-type="whole-name"><value>Sasha</value></name-part>
                      </name>
                      <day-month-year year="1954" month="8"/>
                      <address place-id="9"/>
                      <identification-document document-type="passport"><number>SP0001</number></identification-document>
                    </identity></individual>
                    <modification modification-type="listed"/>
                  </target>
                  <target ssid="3">
                    <entity><identity ssid="4" main="true">
                      <name name-type="primary-name" quality="good">
                        <name-part order="1" name-part-type="whole-name"><value>Gone Ltd</value></name-part>
                      </name></identity></entity>
                    <modification modification-type="listed"/><modification modification-type="de-listed"/>
                  </target>
                </swiss-sanctions-list>""";
        List<ListEntry> entries = SecoXmlParser.parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        assertThat(entries).singleElement().satisfies(e -> {
            assertThat(e.name()).isEqualTo("Aleksandr Lukashenko");
            assertThat(e.weakAliases()).containsExactly("Sasha");
            assertThat(e.birthDates()).singleElement().satisfies(d -> {
                assertThat(d.from()).isEqualTo(LocalDate.of(1954, 8, 1));
                assertThat(d.to()).isEqualTo(LocalDate.of(1954, 8, 31));
            });
            assertThat(e.addresses()).containsExactly("Minsk, Belarus");
            assertThat(e.documents()).containsExactly("passport SP0001");
        });
    }
}
