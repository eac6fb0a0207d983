package dev.avs.screening.lists;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.stream.XMLStreamException;

/**
 * The Swiss SECO sanctions list: {@code swiss-sanctions-list} with its {@code sanctions-program}s (whose
 * sanctions sets name a target's programme), {@code place}s (which addresses refer to) and {@code target}s, each
 * an {@code individual}, an {@code entity} or an {@code object} (a vessel) with one or more {@code identity}:
 * names made of ordered parts (primary name or alias, good or low quality), {@code day-month-year},
 * {@code nationality}, {@code identification-document}. A target whose latest modification de-lists it is left
 * out. The root element comes first and the programmes and places before the targets, as SECO publishes them.
 */
final class SecoXmlParser {

    private SecoXmlParser() {
    }

    static List<ListEntry> parse(InputStream xml) throws XMLStreamException {
        Map<String, String> programs = new HashMap<>();
        Map<String, String> places = new HashMap<>();
        List<ListEntry> entries = new ArrayList<>();
        XmlRecords.read(xml, Set.of("sanctions-program", "place", "target"), root -> {
            if (!root.name().equals("swiss-sanctions-list")) {
                throw new IllegalArgumentException("not a SECO sanctions list: the root is <" + root.name() + ">");
            }
        }, node -> {
            switch (node.name()) {
                case "sanctions-program" -> program(node, programs);
                case "place" -> places.put(node.attr("ssid"), EntryDraft.join(node.childText("location"),
                        node.childText("area"), node.childText("country")));
                default -> {
                    ListEntry entry = target(node, programs, places);
                    if (entry != null) {
                        entries.add(entry);
                    }
                }
            }
        });
        return entries;
    }

    private static void program(XmlRecords.Node program, Map<String, String> programs) {
        String name = "";
        for (XmlRecords.Node key : program.all("program-name")) {
            if (key.attr("lang").equals("eng")) {
                name = key.text();
            }
        }
        for (XmlRecords.Node set : program.all("sanctions-set")) {
            if (!name.isEmpty()) {
                programs.putIfAbsent(set.attr("ssid"), name);
            }
        }
    }

    private static ListEntry target(XmlRecords.Node target, Map<String, String> programs,
                                    Map<String, String> places) {
        List<XmlRecords.Node> modifications = target.all("modification");
        if (!modifications.isEmpty()
                && modifications.getLast().attr("modification-type").equals("de-listed")) {
            return null;
        }
        EntryDraft draft = new EntryDraft(target.attr("ssid"));
        XmlRecords.Node subject = target.child("individual");
        draft.type = ListEntry.EntryType.PERSON;
        if (subject == null) {
            subject = target.child("entity");
            draft.type = ListEntry.EntryType.ORGANIZATION;
        }
        if (subject == null) {
            subject = target.child("object");
            draft.type = subject != null && subject.attr("object-type").equals("vessel")
                    ? ListEntry.EntryType.VESSEL : ListEntry.EntryType.UNKNOWN;
        }
        if (subject == null) {
            return null;
        }
        for (XmlRecords.Node set : target.all("sanctions-set-id")) {
            draft.program(programs.get(set.text()));
        }
        List<XmlRecords.Node> identities = new ArrayList<>(subject.all("identity"));
        // the main identity's primary name is the entry's name
        identities.sort((a, b) -> Boolean.compare(!a.attr("main").equals("true"), !b.attr("main").equals("true")));
        for (XmlRecords.Node identity : identities) {
            identity(identity, draft, places);
        }
        return draft.build();
    }

    private static void identity(XmlRecords.Node identity, EntryDraft draft, Map<String, String> places) {
        for (XmlRecords.Node name : identity.all("name")) {
            List<XmlRecords.Node> parts = new ArrayList<>(name.all("name-part"));
            parts.sort((a, b) -> Integer.compare(a.number("order"), b.number("order")));
            List<String> words = new ArrayList<>();
            for (XmlRecords.Node part : parts) {
                if (!part.attr("name-part-type").equals("title")) {
                    words.add(part.childText("value"));
                }
            }
            String whole = String.join(" ", words);
            if (name.attr("quality").equals("low")) {
                draft.weakAlias(whole);
            } else if (name.attr("name-type").equals("primary-name") && !draft.hasName()) {
                draft.primary(whole);
            } else {
                draft.name(whole);
            }
            if (parts.size() == 1) {
                // a whole name's other spellings (another script) are names too; a part's alone are not
                for (XmlRecords.Node variant : parts.getFirst().all("spelling-variant")) {
                    draft.name(variant.text());
                }
            }
        }
        for (XmlRecords.Node date : identity.all("day-month-year")) {
            int year = date.number("year");
            int month = date.number("month");
            int day = date.number("day");
            String text = (day > 0 ? day + "." : "") + (month > 0 ? month + "." : "") + date.attr("year");
            draft.birthDate(DateText.parts(year, month, day, false, text));
        }
        for (XmlRecords.Node nationality : identity.all("nationality")) {
            XmlRecords.Node country = nationality.child("country");
            if (country != null) {
                draft.nationality(country.attr("iso-code").isEmpty() ? country.text() : country.attr("iso-code"));
            }
        }
        for (XmlRecords.Node document : identity.all("identification-document")) {
            String number = document.childText("number");
            if (!number.isEmpty()) {
                draft.document(document.attr("document-type") + " " + number);
            }
        }
        for (XmlRecords.Node address : identity.all("address")) {
            draft.address(EntryDraft.join(address.childText("address-details"), address.childText("zip-code"),
                    places.get(address.attr("place-id"))));
        }
    }
}
