package dev.avs.screening.lists;

import dev.avs.screening.ListEntry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.stream.XMLStreamException;

/** The list formats the service reads. OFAC formats are a set of files under one location (folder or URL). */
public enum ListFormat {
    OFAC_SDN_CSV("ofac-sdn-csv"),
    OFAC_CONS_CSV("ofac-cons-csv"),
    UN_XML("un-xml"),
    US_CSL_CSV("us-csl-csv");

    private final String id;

    ListFormat(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** Reads and parses every file of the format; the files' bytes are hashed in a fixed order. */
    public List<ListEntry> read(SourceFiles files) throws IOException {
        try {
            return switch (this) {
                case OFAC_SDN_CSV -> OfacCsvParser.parse(files.text("sdn.csv"), files.optionalText("add.csv"),
                        files.optionalText("alt.csv"), files.optionalText("sdn_comments.csv"));
                case OFAC_CONS_CSV -> OfacCsvParser.parse(files.text("cons_prim.csv"),
                        files.optionalText("cons_add.csv"), files.optionalText("cons_alt.csv"),
                        files.optionalText("cons_comments.csv"));
                case UN_XML -> UnXmlParser.parse(files.bytes(null));
                case US_CSL_CSV -> CslCsvParser.parse(new String(files.bytes(null), StandardCharsets.UTF_8));
            };
        } catch (XMLStreamException | RuntimeException e) {
            throw new IOException("The file is not valid " + id + ": " + e.getMessage(), e);
        }
    }
}
