package dev.avs.screening.lists;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.stream.XMLStreamException;

/**
 * The list formats the service reads, by the name {@code avs.screening.sources[i].format} takes. OFAC formats are
 * a set of files under one location (folder or URL); the others one file.
 */
public enum ListFormat {
    OFAC_SDN_CSV("ofac-sdn-csv"),
    OFAC_CONS_CSV("ofac-cons-csv"),
    UN_XML("un-xml"),
    US_CSL_CSV("us-csl-csv"),
    EU_FSF_XML("eu-fsf-xml"),
    UK_SANCTIONS_LIST_XML("uk-sanctions-list-xml"),
    UK_SANCTIONS_LIST_CSV("uk-sanctions-list-csv"),
    SECO_XML("seco-xml"),
    CA_SEMA_XML("ca-sema-xml"),
    AU_DFAT_XLSX("au-dfat-xlsx"),
    FTM_JSON("ftm-json");

    private final String id;

    ListFormat(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The format of a configured name, or null. */
    public static ListFormat of(String id) {
        for (ListFormat format : values()) {
            if (format.id.equalsIgnoreCase(id == null ? "" : id.strip())) {
                return format;
            }
        }
        return null;
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
                case UK_SANCTIONS_LIST_CSV -> UkSanctionsCsvParser.parse(files.text(null));
                case AU_DFAT_XLSX -> AuDfatXlsxParser.parse(files.bytes(null));
                case EU_FSF_XML, UK_SANCTIONS_LIST_XML, SECO_XML, CA_SEMA_XML, FTM_JSON -> streamed(files);
            };
        } catch (XMLStreamException | RuntimeException e) {
            throw new IOException("The file is not valid " + id + ": " + message(e), e);
        }
    }

    /** The formats read record by record, to the stream's end so that every byte is in the version's hash. */
    private List<ListEntry> streamed(SourceFiles files) throws IOException, XMLStreamException {
        try (InputStream in = files.stream(null)) {
            // parsers may close what they read; the rest of the stream is still to be hashed
            InputStream open = new java.io.FilterInputStream(in) {
                @Override
                public void close() {
                }
            };
            List<ListEntry> entries = switch (this) {
                case EU_FSF_XML -> EuFsfXmlParser.parse(open);
                case UK_SANCTIONS_LIST_XML -> UkSanctionsXmlParser.parse(open);
                case SECO_XML -> SecoXmlParser.parse(open);
                case CA_SEMA_XML -> CaSemaXmlParser.parse(open);
                case FTM_JSON -> FtmJsonParser.parse(open);
                default -> throw new IllegalStateException(id + " is not read as a stream");
            };
            in.transferTo(OutputStream.nullOutputStream());
            return entries;
        }
    }

    /** What went wrong, without a parser's class names (the message reaches GET /screening/lists). */
    private static String message(Exception e) {
        String message = e.getMessage() == null ? "unreadable" : e.getMessage();
        return message.length() > 300 ? message.substring(0, 300) : message;
    }
}
