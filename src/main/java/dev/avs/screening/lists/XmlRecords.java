package dev.avs.screening.lists;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Streams the records of a list's XML file: each element named as a record becomes a small tree of its own that
 * a parser can query, so that a file of thousands of records is read in one pass with one record in memory, and
 * a parser states what it reads rather than how. No DTD, no external entities.
 */
final class XmlRecords {

    /** One element: its attributes, its text (stripped) and its child elements, in document order. */
    record Node(String name, Map<String, String> attributes, String text, List<Node> children) {

        String attr(String attribute) {
            String value = attributes.get(attribute);
            return value == null ? "" : value.strip();
        }

        /** A whole-number attribute (a day, a month, a year, an order), 0 when it is absent or not one. */
        int number(String attribute) {
            String value = attr(attribute);
            return value.matches("\\d{1,4}") ? Integer.parseInt(value) : 0;
        }

        Node child(String childName) {
            for (Node child : children) {
                if (child.name.equals(childName)) {
                    return child;
                }
            }
            return null;
        }

        /** The text of the first child of that name, or "" when there is none. */
        String childText(String childName) {
            Node child = child(childName);
            return child == null ? "" : child.text;
        }

        List<Node> all(String childName) {
            List<Node> out = new ArrayList<>();
            for (Node child : children) {
                if (child.name.equals(childName)) {
                    out.add(child);
                }
            }
            return out;
        }

        /** Every element of that name anywhere below this one, in document order. */
        List<Node> descendants(String descendantName) {
            List<Node> out = new ArrayList<>();
            collect(descendantName, out);
            return out;
        }

        private void collect(String descendantName, List<Node> out) {
            for (Node child : children) {
                if (child.name.equals(descendantName)) {
                    out.add(child);
                }
                child.collect(descendantName, out);
            }
        }
    }

    /** No list nests a record this deep; a file that does is not a list. */
    private static final int MAX_DEPTH = 32;

    private XmlRecords() {
    }

    /**
     * The entries of a list file whose records are the elements named {@code record} under a root element named
     * {@code root} (another root is another format's file, refused); a record without a name is left out.
     */
    static List<ListEntry> entries(InputStream xml, String root, String record,
                                                     java.util.function.Function<Node, ListEntry> entry)
            throws XMLStreamException {
        List<ListEntry> entries = new ArrayList<>();
        read(xml, Set.of(record), top -> {
            if (!top.name().equals(root)) {
                throw new IllegalArgumentException("the root is <" + top.name() + ">, not <" + root + ">");
            }
        }, node -> {
            ListEntry read = entry.apply(node);
            if (read != null) {
                entries.add(read);
            }
        });
        return entries;
    }

    /**
     * Hands every element whose local name is one of {@code names} to {@code record}, and the root element
     * (its attributes only) to {@code root} first.
     */
    static void read(InputStream xml, Set<String> names, Consumer<Node> root, Consumer<Node> record)
            throws XMLStreamException {
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory(); // the JDK's, whatever else is on the classpath
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        XMLStreamReader reader = factory.createXMLStreamReader(xml);
        try {
            boolean first = true;
            while (reader.hasNext()) {
                if (reader.next() != XMLStreamConstants.START_ELEMENT) {
                    continue;
                }
                if (first) {
                    first = false;
                    root.accept(new Node(reader.getLocalName(), attributes(reader), "", List.of()));
                    if (!names.contains(reader.getLocalName())) {
                        continue;
                    }
                }
                if (names.contains(reader.getLocalName())) {
                    record.accept(element(reader, 0));
                }
            }
        } finally {
            reader.close();
        }
    }

    /** The element the reader stands on, read to its end. */
    private static Node element(XMLStreamReader reader, int depth) throws XMLStreamException {
        if (depth > MAX_DEPTH) {
            throw new XMLStreamException("elements nested deeper than " + MAX_DEPTH);
        }
        String name = reader.getLocalName();
        Map<String, String> attributes = attributes(reader);
        List<Node> children = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        while (reader.hasNext()) {
            int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                children.add(element(reader, depth + 1));
            } else if (event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) {
                text.append(reader.getText());
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                break;
            }
        }
        return new Node(name, attributes, text.toString().strip(), children);
    }

    private static Map<String, String> attributes(XMLStreamReader reader) {
        Map<String, String> attributes = new HashMap<>();
        for (int i = 0; i < reader.getAttributeCount(); i++) {
            attributes.put(reader.getAttributeLocalName(i), reader.getAttributeValue(i));
        }
        return attributes;
    }
}
