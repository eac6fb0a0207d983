package dev.avs.screening.lists;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.MappingIterator;
import tools.jackson.databind.json.JsonMapper;

/**
 * FollowTheMoney entities, one JSON object per line ({@code id}, {@code schema}, {@code properties}), as
 * OpenSanctions publishes its datasets and yente reads them. Persons, organisations, companies, public bodies,
 * vessels and aircraft become entries; addresses and sanctions (other entities that point at them) add their
 * text and programme. An entity's {@code topics} decide its type: sanctions, crime, debarment or PEP (in that
 * order when it has several); one whose topics say none of these (a counter-sanction, a person of interest) is
 * left out, and one without topics has the list's own type.
 */
final class FtmJsonParser {

    private static final Map<String, ListEntry.EntryType> SCHEMAS = Map.of(
            "Person", ListEntry.EntryType.PERSON,
            "Organization", ListEntry.EntryType.ORGANIZATION,
            "Company", ListEntry.EntryType.ORGANIZATION,
            "LegalEntity", ListEntry.EntryType.UNKNOWN,
            "PublicBody", ListEntry.EntryType.ORGANIZATION,
            "Vessel", ListEntry.EntryType.VESSEL,
            "Airplane", ListEntry.EntryType.AIRCRAFT);

    private static final List<String> DOCUMENTS = List.of("passportNumber", "idNumber", "taxNumber", "innCode",
            "registrationNumber", "imoNumber", "leiCode");

    private FtmJsonParser() {
    }

    static List<ListEntry> parse(InputStream json) {
        Map<String, EntryDraft> drafts = new LinkedHashMap<>();
        Map<String, List<String>> addressRefs = new HashMap<>();
        Map<String, String> addresses = new HashMap<>();
        Map<String, List<String>> programs = new HashMap<>();
        JsonMapper mapper = JsonMapper.builder().build();
        try (MappingIterator<JsonNode> entities = mapper.readerFor(JsonNode.class).readValues(json)) {
            while (entities.hasNext()) {
                JsonNode entity = entities.next();
                String schema = entity.path("schema").asString("");
                JsonNode properties = entity.path("properties");
                String id = entity.path("id").asString("");
                if (id.isEmpty() || schema.isEmpty()) {
                    throw new IllegalArgumentException("an entity without id or schema: not FollowTheMoney");
                }
                switch (schema) {
                    case "Address" -> addresses.put(id, first(properties, "full"));
                    case "Sanction" -> {
                        for (String target : values(properties, "entity")) {
                            programs.computeIfAbsent(target, k -> new ArrayList<>())
                                    .addAll(values(properties, "program"));
                        }
                    }
                    default -> {
                        EntryDraft draft = entity(id, schema, properties);
                        if (draft != null) {
                            drafts.put(id, draft);
                            addressRefs.put(id, values(properties, "addressEntity"));
                        }
                    }
                }
            }
        }
        List<ListEntry> entries = new ArrayList<>();
        for (EntryDraft draft : drafts.values()) {
            for (String ref : addressRefs.getOrDefault(draft.id, List.of())) {
                draft.address(addresses.get(ref));
            }
            programs.getOrDefault(draft.id, List.of()).forEach(draft::program);
            ListEntry entry = draft.build();
            if (entry != null) {
                entries.add(entry);
            }
        }
        return entries;
    }

    private static EntryDraft entity(String id, String schema, JsonNode properties) {
        ListEntry.EntryType type = SCHEMAS.get(schema);
        if (type == null) {
            return null;
        }
        List<String> topics = values(properties, "topics");
        ListType listType = listType(topics);
        if (!topics.isEmpty() && listType == null) {
            return null;
        }
        EntryDraft draft = new EntryDraft(id);
        draft.type = type;
        draft.listType = listType;
        values(properties, "name").forEach(draft::name);
        values(properties, "alias").forEach(draft::name);
        values(properties, "previousName").forEach(draft::name);
        values(properties, "weakAlias").forEach(draft::weakAlias);
        for (String date : values(properties, "birthDate")) {
            draft.birthDate(DateText.parse(date));
        }
        values(properties, "nationality").forEach(draft::nationality);
        values(properties, "citizenship").forEach(draft::nationality);
        for (String property : DOCUMENTS) {
            for (String number : values(properties, property)) {
                draft.document(property.replace("Number", "").replace("Code", "") + " " + number);
            }
        }
        values(properties, "address").forEach(draft::address);
        values(properties, "program").forEach(draft::program);
        values(properties, "position").forEach(draft::program);
        return draft;
    }

    /** The type a set of FollowTheMoney topics gives, or null when none of them is one screening knows. */
    static ListType listType(List<String> topics) {
        Set<ListType> found = java.util.EnumSet.noneOf(ListType.class);
        for (String topic : topics) {
            if (topic.equals("sanction")) {
                found.add(ListType.SANCTIONS);
            } else if (topic.equals("crime") || topic.startsWith("crime.") || topic.equals("wanted")) {
                found.add(ListType.CRIME);
            } else if (topic.equals("debarment") || topic.equals("corp.disqual")) {
                found.add(ListType.DEBARMENT);
            } else if (topic.startsWith("role.pep") || topic.equals("role.rca")) {
                found.add(ListType.PEP);
            }
        }
        for (ListType type : List.of(ListType.SANCTIONS, ListType.CRIME, ListType.DEBARMENT, ListType.PEP)) {
            if (found.contains(type)) {
                return type;
            }
        }
        return null;
    }

    private static List<String> values(JsonNode properties, String name) {
        List<String> out = new ArrayList<>();
        for (JsonNode value : properties.path(name)) {
            if (value.isString() && !value.stringValue().isBlank()) {
                out.add(value.stringValue());
            }
        }
        return out;
    }

    private static String first(JsonNode properties, String name) {
        List<String> all = values(properties, name);
        return all.isEmpty() ? null : all.getFirst();
    }
}
