package dev.avs.screening.matching;

import java.util.Arrays;

/**
 * Lists of ascending ints, one per id; a value equal to the list's last is dropped, so that a name (or a token)
 * appears once however often it adds itself.
 */
final class Postings {

    private int[][] lists = new int[1024][];
    private int[] sizes = new int[1024];
    private int count;

    void newList() {
        if (count == lists.length) {
            lists = Arrays.copyOf(lists, count * 2);
            sizes = Arrays.copyOf(sizes, count * 2);
        }
        lists[count++] = new int[2];
    }

    void append(int list, int value) {
        int size = sizes[list];
        int[] values = lists[list];
        if (size > 0 && values[size - 1] == value) {
            return;
        }
        if (size == values.length) {
            values = lists[list] = Arrays.copyOf(values, size * 2);
        }
        values[size] = value;
        sizes[list] = size + 1;
    }

    int[][] toArrays() {
        int[][] out = new int[count][];
        for (int i = 0; i < count; i++) {
            out[i] = Arrays.copyOf(lists[i], sizes[i]);
        }
        return out;
    }
}
