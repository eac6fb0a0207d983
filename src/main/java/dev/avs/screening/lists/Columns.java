package dev.avs.screening.lists;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A table's columns by their header names (the first of a repeated name), so rows are read by name. */
record Columns(Map<String, Integer> index) {

    static Columns of(List<String> header) {
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < header.size(); i++) {
            index.putIfAbsent(header.get(i).replace("\ufeff", "").strip(), i);
        }
        return new Columns(index);
    }

    boolean has(String name) {
        return index.containsKey(name);
    }

    /** The row's value in the named column, stripped; "" when the column or the cell is missing. */
    String get(List<String> row, String name) {
        Integer i = index.get(name);
        return i == null || i >= row.size() || row.get(i) == null ? "" : row.get(i).strip();
    }
}
