package dev.avs.screening.lists;

import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLStreamException;

/**
 * The UK Sanctions List (FCDO) as XML: {@code Designations/Designation} with its {@code UniqueID}, names from
 * {@code Name1} (given) to {@code Name6} (family) with their {@code NameType} and {@code AliasStrength},
 * {@code NonLatinNames}, {@code RegimeName}, {@code IndividualEntityShip}, dates of birth as dd/mm/yyyy (zeros
 * for unknown parts), nationalities and passports.
 */
final class UkSanctionsXmlParser {

    private UkSanctionsXmlParser() {
    }

    static List<ListEntry> parse(InputStream xml) throws XMLStreamException {
        return XmlRecords.entries(xml, "Designations", "Designation", UkSanctionsXmlParser::entry);
    }

    private static ListEntry entry(XmlRecords.Node designation) {
        EntryDraft draft = new EntryDraft(designation.childText("UniqueID"));
        draft.type = UkNames.type(designation.childText("IndividualEntityShip"));
        for (XmlRecords.Node name : designation.descendants("Name")) {
            String whole = UkNames.whole(name.childText("Name1"), name.childText("Name2"), name.childText("Name3"),
                    name.childText("Name4"), name.childText("Name5"), name.childText("Name6"));
            UkNames.add(draft, whole, name.childText("NameType"), name.childText("AliasStrength"));
        }
        for (XmlRecords.Node nonLatin : designation.descendants("NameNonLatinScript")) {
            draft.name(nonLatin.text());
        }
        draft.program(designation.childText("RegimeName"));
        for (XmlRecords.Node dob : designation.descendants("DOB")) {
            draft.birthDates(DateText.all(dob.text()));
        }
        for (XmlRecords.Node nationality : designation.descendants("Nationality")) {
            draft.nationality(nationality.text());
        }
        for (XmlRecords.Node passport : designation.descendants("Passport")) {
            String number = passport.childText("PassportNumber");
            if (!number.isEmpty()) {
                draft.document("passport " + number);
            }
        }
        for (XmlRecords.Node id : designation.descendants("NationalIdentifierNumber")) {
            draft.document("national id " + id.text());
        }
        for (XmlRecords.Node address : designation.descendants("Address")) {
            draft.address(EntryDraft.join(address.childText("AddressLine1"), address.childText("AddressLine2"),
                    address.childText("AddressLine3"), address.childText("AddressLine4"),
                    address.childText("AddressLine5"), address.childText("AddressLine6"),
                    address.childText("AddressPostalCode"), address.childText("AddressCountry")));
        }
        return draft.build();
    }

    /** What the XML and the CSV of the UK list share: how names are put together and what a name type means. */
    static final class UkNames {

        private UkNames() {
        }

        static ListEntry.EntryType type(String individualEntityShip) {
            return switch (individualEntityShip.strip().toLowerCase(Locale.ROOT)) {
                case "individual" -> ListEntry.EntryType.PERSON;
                case "entity" -> ListEntry.EntryType.ORGANIZATION;
                case "ship" -> ListEntry.EntryType.VESSEL;
                default -> ListEntry.EntryType.UNKNOWN;
            };
        }

        /** Name 1 to 5 are given and middle names, Name 6 the family name (or an entity's whole name). */
        static String whole(String... parts) {
            return EntryDraft.clean(String.join(" ", parts));
        }

        static void add(EntryDraft draft, String whole, String nameType, String aliasStrength) {
            if (nameType.toLowerCase(Locale.ROOT).startsWith("primary")) {
                draft.primary(whole);
            } else if (aliasStrength.toLowerCase(Locale.ROOT).startsWith("low")) {
                draft.weakAlias(whole);
            } else {
                draft.name(whole);
            }
        }
    }
}
