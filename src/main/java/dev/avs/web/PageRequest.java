package dev.avs.web;

import java.time.Instant;
import java.util.List;
import java.util.function.Function;

/**
 * {@code limit} and {@code cursor} of a list request ({@link Cursors#request}). A cursor is the position
 * (timestamp, id) of the last item of the previous page, signed so that a changed cursor is refused rather than
 * misread.
 */
public record PageRequest(int limit, Position after, Cursors cursors) {

    public record Position(Instant at, String id) {
    }

    static PageRequest of(String limit, String cursor, Cursors cursors) {
        int size = 20;
        if (limit != null) {
            try {
                size = Integer.parseInt(limit.trim());
            } catch (NumberFormatException e) {
                size = -1;
            }
            if (size < 1 || size > 100) {
                throw ApiException.badRequest("limit must be a whole number from 1 to 100");
            }
        }
        return new PageRequest(size, cursor == null || cursor.isBlank() ? null : cursors.decode(cursor.trim()),
                cursors);
    }

    /** Builds the page from up to {@code limit + 1} rows fetched in order. */
    public <T> Page<T> page(List<T> rows, Function<T, Position> position) {
        if (rows.size() <= limit) {
            return new Page<>(rows, null);
        }
        List<T> items = rows.subList(0, limit);
        return new Page<>(List.copyOf(items), cursors.encode(position.apply(items.getLast())));
    }
}
