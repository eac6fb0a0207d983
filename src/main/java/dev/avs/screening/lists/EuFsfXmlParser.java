package dev.avs.screening.lists;

import java.io.InputStream;
import java.util.List;
import javax.xml.stream.XMLStreamException;

/**
 * The EU consolidated financial sanctions list, XML v1.1: {@code export/sanctionEntity} with every
 * {@code nameAlias} (strong or weak), {@code birthdate} as a full date, a year and month, a year, a range of
 * years or "circa", {@code citizenship}, {@code identification} and {@code address}, and the programme of each
 * {@code regulation}. An entity's id is its EU reference number ("EU.27.28"), or its logical id without one.
 */
final class EuFsfXmlParser {

    private EuFsfXmlParser() {
    }

    static List<ListEntry> parse(InputStream xml) throws XMLStreamException {
        return XmlRecords.entries(xml, "export", "sanctionEntity", EuFsfXmlParser::entry);
    }

    private static ListEntry entry(XmlRecords.Node entity) {
        String reference = entity.attr("euReferenceNumber");
        EntryDraft draft = new EntryDraft(reference.isEmpty() ? entity.attr("logicalId") : reference);
        XmlRecords.Node subject = entity.child("subjectType");
        String code = subject == null ? "" : subject.attr("code");
        draft.type = switch (code) {
            case "person" -> ListEntry.EntryType.PERSON;
            case "enterprise" -> ListEntry.EntryType.ORGANIZATION;
            default -> ListEntry.EntryType.UNKNOWN;
        };
        // the order of the aliases means nothing; a name given in parts is the official one
        for (XmlRecords.Node alias : entity.all("nameAlias")) {
            if (!alias.attr("lastName").isEmpty() && !"false".equals(alias.attr("strong"))) {
                draft.primary(alias.attr("wholeName").isEmpty()
                        ? alias.attr("firstName") + " " + alias.attr("middleName") + " " + alias.attr("lastName")
                        : alias.attr("wholeName"));
                break;
            }
        }
        for (XmlRecords.Node alias : entity.all("nameAlias")) {
            String whole = alias.attr("wholeName");
            if (whole.isEmpty()) {
                whole = EntryDraft.clean(String.join(" ", alias.attr("firstName"), alias.attr("middleName"),
                        alias.attr("lastName")));
            }
            if ("false".equals(alias.attr("strong"))) {
                draft.weakAlias(whole);
            } else {
                draft.name(whole);
            }
        }
        for (XmlRecords.Node date : entity.all("birthdate")) {
            draft.birthDate(birthDate(date));
        }
        for (XmlRecords.Node citizenship : entity.all("citizenship")) {
            draft.nationality(citizenship.attr("countryIso2Code"));
        }
        for (XmlRecords.Node id : entity.all("identification")) {
            String number = id.attr("number").isEmpty() ? id.attr("latinNumber") : id.attr("number");
            if (!number.isEmpty()) {
                String country = CountryNames.code(id.attr("countryIso2Code"));
                draft.document(id.attr("identificationTypeCode") + " " + number
                        + (country == null ? "" : " (" + country + ")"));
            }
        }
        for (XmlRecords.Node address : entity.all("address")) {
            draft.address(EntryDraft.join(address.attr("street"), address.attr("poBox"), address.attr("zipCode"),
                    address.attr("city"), address.attr("place"), address.attr("region"),
                    CountryNames.code(address.attr("countryIso2Code")) == null ? ""
                            : address.attr("countryDescription")));
        }
        for (XmlRecords.Node regulation : entity.all("regulation")) {
            draft.program(regulation.attr("programme"));
        }
        return draft.build();
    }

    private static BirthDate birthDate(XmlRecords.Node date) {
        boolean circa = "true".equals(date.attr("circa"));
        String full = date.attr("birthdate");
        if (!full.isEmpty() && !circa) {
            return DateText.parse(full);
        }
        String from = date.attr("yearRangeFrom");
        String to = date.attr("yearRangeTo");
        if (!from.isEmpty() && !to.isEmpty()) {
            return DateText.parse(from + " to " + to);
        }
        int year = date.number("year");
        String text = full.isEmpty() ? (circa ? "circa " : "") + date.attr("year") : full;
        return DateText.parts(year, date.number("monthOfYear"), date.number("dayOfMonth"), circa, text);
    }
}
