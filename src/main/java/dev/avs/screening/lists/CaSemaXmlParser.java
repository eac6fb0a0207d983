package dev.avs.screening.lists;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import javax.xml.stream.XMLStreamException;

/**
 * Canada's Consolidated Autonomous Sanctions List (SEMA and JVCFOA): {@code data-set/record} with a person's
 * {@code LastName} and {@code GivenName}, or an {@code EntityOrShip} (a ship when it has a
 * {@code ShipIMONumber}), {@code Aliases} (comma-separated, some prefixed with their language: "Russian: ..."),
 * {@code DateOfBirthOrShipBuildDate}, and the regime in {@code Country} ("Russia / Russie", or a regulation's
 * name), which with {@code Schedule} and {@code Item} identifies the record.
 */
final class CaSemaXmlParser {

    private static final Pattern LANGUAGE = Pattern.compile("^\\p{L}+:\\s*");

    private CaSemaXmlParser() {
    }

    static List<ListEntry> parse(InputStream xml) throws XMLStreamException {
        return XmlRecords.entries(xml, "data-set", "record", CaSemaXmlParser::entry);
    }

    private static ListEntry entry(XmlRecords.Node record) {
        String regime = english(record.childText("Country"));
        List<String> id = new ArrayList<>();
        for (String part : List.of(regime, record.childText("Schedule"), record.childText("Item"))) {
            if (!part.isEmpty()) {
                id.add(part);
            }
        }
        EntryDraft draft = new EntryDraft(String.join(" / ", id));
        String entity = record.childText("EntityOrShip");
        boolean ship = !record.childText("ShipIMONumber").isEmpty();
        if (entity.isEmpty()) {
            draft.type = ListEntry.EntryType.PERSON;
            draft.primary(record.childText("GivenName") + " " + record.childText("LastName"));
            draft.birthDates(DateText.all(record.childText("DateOfBirthOrShipBuildDate")));
        } else {
            draft.type = ship ? ListEntry.EntryType.VESSEL : ListEntry.EntryType.ORGANIZATION;
            // an entity's name in English and French: "Aerospace Research Institute/Institut de recherche ..."
            String[] languages = entity.split("\\s*/\\s*(?=\\p{L})");
            draft.primary(languages[0]);
            for (int i = 1; i < languages.length; i++) {
                draft.name(languages[i]);
            }
        }
        if (ship) {
            draft.document("IMO " + record.childText("ShipIMONumber"));
        }
        for (String alias : record.childText("Aliases").split("[,;/]")) {
            String name = LANGUAGE.matcher(alias.strip()).replaceFirst("");
            // "Nikolay or Nikolai" spells one part two ways, and a lone word is not a name to screen on its own
            if (name.contains(" or ") || !name.strip().contains(" ")) {
                draft.weakAlias(name);
            } else {
                draft.name(name);
            }
        }
        draft.program(regime);
        return draft.build();
    }

    /** "Russia / Russie" is the regime's name in English and French; the English one is enough. */
    private static String english(String bilingual) {
        int slash = bilingual.indexOf(" / ");
        return EntryDraft.clean(slash > 0 ? bilingual.substring(0, slash) : bilingual);
    }
}
