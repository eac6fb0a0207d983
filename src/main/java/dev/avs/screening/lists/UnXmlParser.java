package dev.avs.screening.lists;

import java.io.ByteArrayInputStream;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/** The UN Security Council consolidated list (CONSOLIDATED_LIST/INDIVIDUALS, ENTITIES), read with StAX. */
final class UnXmlParser {

    /** Elements whose children describe one thing together (an alias, a date, an address). */
    private static final Set<String> GROUPS = Set.of("NATIONALITY", "INDIVIDUAL_ALIAS", "ENTITY_ALIAS",
            "INDIVIDUAL_DATE_OF_BIRTH", "INDIVIDUAL_DOCUMENT", "INDIVIDUAL_ADDRESS", "ENTITY_ADDRESS",
            "INDIVIDUAL_PLACE_OF_BIRTH", "DESIGNATION", "TITLE", "LIST_TYPE", "LAST_DAY_UPDATED");

    private UnXmlParser() {
    }

    static List<ListEntry> parse(byte[] xml) throws XMLStreamException {
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory(); // the JDK's, whatever else is on the classpath
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        XMLStreamReader reader = factory.createXMLStreamReader(new ByteArrayInputStream(xml));
        List<ListEntry> entries = new ArrayList<>();
        while (reader.hasNext()) {
            if (reader.next() == XMLStreamConstants.START_ELEMENT
                    && (reader.getLocalName().equals("INDIVIDUAL") || reader.getLocalName().equals("ENTITY"))) {
                entries.add(entry(reader, reader.getLocalName()));
            }
        }
        reader.close();
        return entries;
    }

    private static ListEntry entry(XMLStreamReader reader, String element) throws XMLStreamException {
        boolean person = element.equals("INDIVIDUAL");
        String dataId = null;
        String reference = null;
        List<String> nameParts = new ArrayList<>();
        List<String> aliases = new ArrayList<>();
        List<String> weak = new ArrayList<>();
        List<BirthDate> dates = new ArrayList<>();
        Set<String> nationalities = new LinkedHashSet<>();
        List<String> documents = new ArrayList<>();
        List<String> addresses = new ArrayList<>();
        List<String> programs = new ArrayList<>();
        String group = null;
        Fields fields = new Fields();
        StringBuilder text = new StringBuilder();
        while (reader.hasNext()) {
            int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                text.setLength(0);
                String name = reader.getLocalName();
                if (GROUPS.contains(name)) {
                    group = name;
                    fields = new Fields();
                }
            } else if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) {
                text.append(reader.getText());
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                String name = reader.getLocalName();
                String value = text.toString().strip();
                text.setLength(0);
                if (name.equals(element)) {
                    break;
                }
                if (name.equals(group)) {
                    switch (group) {
                        case "INDIVIDUAL_ALIAS", "ENTITY_ALIAS" -> {
                            String alias = fields.get("ALIAS_NAME");
                            if (!alias.isEmpty()) {
                                (fields.get("QUALITY").equals("Low") ? weak : aliases).add(alias);
                            }
                        }
                        case "INDIVIDUAL_DATE_OF_BIRTH" -> addDate(fields, dates);
                        case "INDIVIDUAL_DOCUMENT" -> {
                            String number = fields.get("NUMBER");
                            if (!number.isEmpty()) {
                                String country = fields.get("ISSUING_COUNTRY");
                                documents.add(fields.get("TYPE_OF_DOCUMENT").strip() + " " + number
                                        + (country.isEmpty() ? "" : " (" + country + ")"));
                            }
                        }
                        case "INDIVIDUAL_ADDRESS", "ENTITY_ADDRESS" -> {
                            String address = fields.join("STREET", "CITY", "STATE_PROVINCE", "ZIP_CODE", "COUNTRY");
                            if (!address.isEmpty()) {
                                addresses.add(address);
                            }
                        }
                        default -> { }
                    }
                    group = null;
                } else if (group != null) {
                    if (group.equals("NATIONALITY") && name.equals("VALUE")) {
                        String code = CountryNames.code(value);
                        if (code != null) {
                            nationalities.add(code);
                        }
                    }
                    fields.put(name, value);
                } else {
                    switch (name) {
                        case "DATAID" -> dataId = value;
                        case "REFERENCE_NUMBER" -> reference = value;
                        case "FIRST_NAME", "SECOND_NAME", "THIRD_NAME", "FOURTH_NAME" -> {
                            if (!value.isEmpty()) {
                                nameParts.add(value);
                            }
                        }
                        case "NAME_ORIGINAL_SCRIPT" -> {
                            if (!value.isEmpty()) {
                                aliases.add(value);
                            }
                        }
                        case "UN_LIST_TYPE" -> programs.add(value);
                        default -> { }
                    }
                }
            }
        }
        String fullName = String.join(" ", nameParts);
        if (!person && fullName.contains(" ; ")) {
            String[] names = fullName.split(" ; ");
            fullName = names[0].strip();
            for (int i = 1; i < names.length; i++) {
                aliases.add(names[i].strip());
            }
        }
        return new ListEntry(reference == null || reference.isEmpty() ? dataId : reference,
                person ? ListEntry.EntryType.PERSON : ListEntry.EntryType.ORGANIZATION, fullName, aliases, dates,
                nationalities, documents, addresses, programs, weak);
    }

    private static void addDate(Fields fields, List<BirthDate> dates) {
        String type = fields.get("TYPE_OF_DATE");
        boolean approximate = type.equals("APPROXIMATELY");
        String date = fields.get("DATE");
        String year = fields.get("YEAR");
        if (!date.isEmpty()) {
            LocalDate day = LocalDate.parse(date.substring(0, 10));
            dates.add(approximate ? BirthDate.years(day.getYear(), day.getYear(), true, date)
                    : BirthDate.day(day, date));
        } else if (!year.isEmpty()) {
            int y = Integer.parseInt(year);
            dates.add(BirthDate.years(y, y, approximate, (approximate ? "circa " : "") + year));
        } else if (!fields.get("FROM_YEAR").isEmpty() && !fields.get("TO_YEAR").isEmpty()) {
            dates.add(BirthDate.years(Integer.parseInt(fields.get("FROM_YEAR")),
                    Integer.parseInt(fields.get("TO_YEAR")), false,
                    fields.get("FROM_YEAR") + " to " + fields.get("TO_YEAR")));
        }
    }

    /** The child elements of one group (an alias, an address); a repeated child keeps its last value. */
    private static final class Fields {
        private final java.util.Map<String, String> values = new java.util.HashMap<>();

        void put(String name, String value) {
            values.put(name, value);
        }

        String get(String name) {
            return values.getOrDefault(name, "");
        }

        String join(String... names) {
            List<String> parts = new ArrayList<>();
            for (String name : names) {
                if (!get(name).isEmpty()) {
                    parts.add(get(name));
                }
            }
            return String.join(", ", parts);
        }
    }
}
