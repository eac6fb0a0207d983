package dev.avs.persistence;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/**
 * A group of calls ({@link GroupedCalls}) answered by one SQL statement, written so that {@link RoundTrips} can send
 * it in one round trip with the groups of other kinds that are waiting at the same moment.
 *
 * @param <T> what a caller hands over
 * @param <R> what it gets back
 */
public interface GroupedStatement<T, R> {

    /** A statement's text, with {@code ?} placeholders and no semicolon, and its parameters in order. */
    record Sql(String text, List<Object> params) {
    }

    /** The statement for these items (at most {@link Columns#ROWS_PER_STATEMENT}). */
    Sql sql(List<T> items);

    /** Each item's answer, in order, from the statement's rows; {@code rows} is null for a statement without rows. */
    List<R> answers(List<T> items, ResultSet rows) throws SQLException;
}
