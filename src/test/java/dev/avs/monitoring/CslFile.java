package dev.avs.monitoring;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A list in the Consolidated Screening List CSV format, written version by version to one file. */
public final class CslFile {

    static final String HEADER = "_id,source,entity_number,type,programs,name,title,addresses,federal_register_notice,"
            + "start_date,end_date,standard_order,license_requirement,license_policy,call_sign,vessel_type,"
            + "gross_tonnage,gross_registered_tonnage,vessel_flag,vessel_owner,remarks,source_list_url,alt_names,"
            + "citizenships,dates_of_birth,nationalities,places_of_birth,source_information_url,ids";

    /** One row: a person ({@code "LAST, First"}) or an entity, with aliases ("; "-separated), a birth date and country. */
    public record Row(String id, String type, String name, String aliases, String dob, String country) {

        public static Row person(String id, String name, String dob, String country) {
            return new Row(id, "Individual", name, "", dob, country);
        }

        Row withAliases(String aliases) {
            return new Row(id, type, name, aliases, dob, country);
        }

        String csv() {
            return id + ",Test list," + id + "," + type + ",TEST,\"" + name + "\",,,,,,,,,,,,,,,,,\"" + aliases + "\","
                    + country + "," + dob + "," + country + ",,,";
        }
    }

    private final Path path;

    CslFile(Path path) {
        this.path = path;
    }

    public static CslFile create(String prefix) {
        try {
            Path file = Files.createTempFile(prefix, ".csv");
            file.toFile().deleteOnExit();
            return new CslFile(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public Path path() {
        return path;
    }

    public void write(List<Row> rows) {
        List<String> lines = new ArrayList<>(List.of(HEADER));
        rows.forEach(row -> lines.add(row.csv()));
        try {
            Files.writeString(path, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
