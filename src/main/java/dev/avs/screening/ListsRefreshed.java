package dev.avs.screening;

import dev.avs.screening.lists.ListType;
import dev.avs.screening.lists.ListEntry;
import java.util.List;

/**
 * Published on a node after each refresh of its lists, with every list it has loaded (changed or not), so that a
 * listener can tell from a list's hash whether the cluster has seen this version yet: a node that missed a change
 * (it was down, or its database call failed) catches up on its next refresh.
 */
public record ListsRefreshed(List<LoadedList> lists) {

    public ListsRefreshed {
        lists = List.copyOf(lists);
    }

    /** One source as this node has it loaded now. */
    public record LoadedList(String source, ListType type, String sha256, List<ListEntry> entries) {
    }
}
