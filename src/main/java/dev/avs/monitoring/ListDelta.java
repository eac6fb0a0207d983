package dev.avs.monitoring;

import dev.avs.screening.lists.BirthDate;
import dev.avs.screening.lists.ListEntry;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.codec.digest.DigestUtils;

/**
 * What changed between two versions of a list, entry by entry: each entry is reduced to a fingerprint of
 * everything it states (names, dates, nationalities, documents, addresses, programmes), so that the cluster keeps
 * one small map per list instead of the previous version's entries.
 *
 * @param toScreen the entries that are new or whose fingerprint changed
 */
record ListDelta(List<ListEntry> toScreen, int added, int changed, int removed) {

    /** The delta of {@code entries} against the fingerprints of the version before. */
    static ListDelta between(Map<String, String> before, Map<String, String> after, List<ListEntry> entries) {
        List<ListEntry> toScreen = new ArrayList<>();
        java.util.Set<String> counted = new java.util.HashSet<>();
        int added = 0;
        int changed = 0;
        for (ListEntry entry : entries) {
            String id = key(entry);
            String previous = before.get(id);
            if (previous != null && previous.equals(after.get(id))) {
                continue;
            }
            toScreen.add(entry);
            if (counted.add(id)) {
                if (previous == null) {
                    added++;
                } else {
                    changed++;
                }
            }
        }
        int removed = (int) before.keySet().stream().filter(id -> !after.containsKey(id)).count();
        return new ListDelta(toScreen, added, changed, removed);
    }

    /**
     * One fingerprint per entry id (entries sharing an id, which some lists have, share one). Sets are sorted, so
     * that the same content always gives the same fingerprint.
     */
    static Map<String, String> fingerprints(List<ListEntry> entries) {
        Map<String, StringBuilder> content = new LinkedHashMap<>();
        for (ListEntry e : entries) {
            StringBuilder text = content.computeIfAbsent(key(e), id -> new StringBuilder());
            text.append(e.type()).append('\u001f').append(e.name()).append('\u001f')
                    .append(String.join("\u001e", e.aliases())).append('\u001f')
                    .append(String.join("\u001e", e.birthDates().stream().map(BirthDate::text).toList()))
                    .append('\u001f').append(String.join("\u001e", new TreeSet<>(e.nationalities())))
                    .append('\u001f').append(String.join("\u001e", e.documents())).append('\u001f')
                    .append(String.join("\u001e", e.addresses())).append('\u001f')
                    .append(String.join("\u001e", e.programs())).append('\u001f')
                    .append(String.join("\u001e", e.weakAliases()));
            if (e.listType() != null) {
                // an entity whose topics change (a PEP now sanctioned) is screened again; entries without a type of
                // their own keep the fingerprints they had before types existed
                text.append('\u001f').append(e.listType().id());
            }
            text.append('\u001d');
        }
        Map<String, String> out = new HashMap<>();
        content.forEach((id, text) -> out.put(id, DigestUtils.sha256Hex(text.toString()).substring(0, 32)));
        return out;
    }

    /** The entry's id as the stored map keys it (no tab or line break, which the encoding uses). */
    private static String key(ListEntry entry) {
        return entry.entryId().replace('\t', ' ').replace('\n', ' ');
    }

    /** The fingerprints as stored: gzip of "id TAB fingerprint" lines. */
    static byte[] encode(Map<String, String> fingerprints) {
        StringBuilder lines = new StringBuilder();
        fingerprints.forEach((id, fingerprint) -> lines.append(id).append('\t').append(fingerprint).append('\n'));
        return gzip(lines.toString().getBytes(StandardCharsets.UTF_8));
    }

    static Map<String, String> decode(byte[] stored) {
        Map<String, String> out = new HashMap<>();
        for (String line : new String(gunzip(stored), StandardCharsets.UTF_8).split("\n")) {
            int tab = line.lastIndexOf('\t');
            if (tab > 0) {
                out.put(line.substring(0, tab), line.substring(tab + 1));
            }
        }
        return out;
    }

    static byte[] gzip(byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream zip = new GZIPOutputStream(out)) {
            zip.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    static byte[] gunzip(byte[] bytes) {
        try (GZIPInputStream zip = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
            return zip.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
