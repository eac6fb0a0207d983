package dev.avs.form;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * The applicant's way through a form URL's pages, kept server-side with the URL (as JSON) so that a refresh, a
 * phone that drops the tab or a second device loses nothing: the steps done, what was typed into each step
 * (kept also when it was refused), the ids of what the form created, and messages a step must show (the gaps a
 * refused submission found). Mutable: a request works on its own copy and stores it.
 *
 * @param ids     named ids: {@code applicant}, {@code document}, {@code document.front_side_id}, ...; a file's name
 *                for display under the file id's key plus {@code .name}
 * @param lists   ids of what a list step added: {@code persons}, {@code documents}
 */
public record Progress(List<String> done, Map<String, Map<String, String>> values, Map<String, String> ids,
                       Map<String, List<String>> lists, Map<String, List<String>> notices) {

    private static final String APPLICANT = "applicant";

    public Progress {
        done = new ArrayList<>(done == null ? List.of() : done);
        values = copy(values);
        ids = new LinkedHashMap<>(ids == null ? Map.of() : ids);
        lists = copyLists(lists);
        notices = copyLists(notices);
    }

    static Progress start(String applicantId) {
        Progress progress = new Progress(null, null, null, null, null);
        progress.setId(APPLICANT, applicantId);
        return progress;
    }

    public Progress copy() {
        return new Progress(done, values, ids, lists, notices);
    }

    /** What remains once the URL is closed: no personal data, only the ids of what the form made. */
    Progress closed() {
        return new Progress(done, null, ids, lists, null);
    }

    public String applicantId() {
        return ids.get(APPLICANT);
    }

    public void applicantId(String id) {
        setId(APPLICANT, id);
    }

    public boolean isDone(String step) {
        return done.contains(step);
    }

    public void markDone(String step) {
        if (!done.contains(step)) {
            done.add(step);
        }
        notices.remove(step);
    }

    public Map<String, String> values(String step) {
        return values.getOrDefault(step, Map.of());
    }

    public void keep(String step, Map<String, String> entered) {
        values.put(step, new LinkedHashMap<>(entered));
    }

    public String id(String key) {
        return ids.get(key);
    }

    public void setId(String key, String id) {
        if (id == null) {
            ids.remove(key);
        } else {
            ids.put(key, id);
        }
    }

    public List<String> list(String name) {
        return lists.getOrDefault(name, List.of());
    }

    public void add(String name, String id) {
        LinkedHashSet<String> items = new LinkedHashSet<>(list(name));
        items.add(id);
        lists.put(name, new ArrayList<>(items));
    }

    public void remove(String name, String id) {
        List<String> items = new ArrayList<>(list(name));
        items.remove(id);
        lists.put(name, items);
    }

    public List<String> notices(String step) {
        return notices.getOrDefault(step, List.of());
    }

    public void addNotice(String step, String messageKey) {
        List<String> keys = notices.computeIfAbsent(step, s -> new ArrayList<>());
        if (!keys.contains(messageKey)) {
            keys.add(messageKey);
        }
    }

    public static Map<String, Map<String, String>> copy(Map<String, Map<String, String>> values) {
        Map<String, Map<String, String>> copy = new LinkedHashMap<>();
        if (values != null) {
            values.forEach((step, entered) -> copy.put(step, new LinkedHashMap<>(entered)));
        }
        return copy;
    }

    private static Map<String, List<String>> copyLists(Map<String, List<String>> lists) {
        Map<String, List<String>> copy = new LinkedHashMap<>();
        if (lists != null) {
            lists.forEach((name, items) -> copy.put(name, new ArrayList<>(items)));
        }
        return copy;
    }
}
