package dev.avs.web;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The valid values of a request: present parameters only, null meaning "clear this". */
public final class Values {

    private final Map<String, Object> values;
    private final boolean nothingSent;

    Values(Map<String, Object> values, boolean nothingSent) {
        this.values = values;
        this.nothingSent = nothingSent;
    }

    /** True when the request named no parameter at all: not even one it does not know or ignores. */
    public boolean nothingSent() {
        return nothingSent;
    }

    public boolean has(String name) {
        return values.containsKey(name);
    }

    public Object get(String name) {
        return values.get(name);
    }

    public String text(String name) {
        return (String) values.get(name);
    }

    public LocalDate date(String name) {
        return (LocalDate) values.get(name);
    }

    public Boolean bool(String name) {
        return (Boolean) values.get(name);
    }

    public BigDecimal decimal(String name) {
        return (BigDecimal) values.get(name);
    }

    @SuppressWarnings("unchecked")
    public List<String> list(String name) {
        return (List<String>) values.get(name);
    }

    public Set<String> names() {
        return Collections.unmodifiableSet(values.keySet());
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    /** The present values, in request order, for writing to columns of the same names. */
    public Map<String, Object> asMap() {
        return Collections.unmodifiableMap(values);
    }

    /** These values without the named ones (parameters that are not columns, such as owner ids). */
    public Values without(String... names) {
        Map<String, Object> copy = new java.util.LinkedHashMap<>(values);
        for (String name : names) {
            copy.remove(name);
        }
        return new Values(copy, nothingSent);
    }
}
