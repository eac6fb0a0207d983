package dev.avs.web;

import java.util.List;

/** One page of a list endpoint: newest first, {@code next_cursor} null on the last page. */
public record Page<T>(List<T> items, String nextCursor) {
}
